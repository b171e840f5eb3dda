import { type OwnServer, startServerWithSeed } from "./own-server";

// A journey that needs a gift certificate issued by a payment made elsewhere (the code arrives
// by e-mail to someone else) gets a server of its own, its certificates written in before it starts.

export interface GiftForJourney {
  code: string;
  faceValue: number;
  currency: "GHS" | "USD" | "GBP" | "EUR";
  recipientName: string;
  /** A demo account (server/db/seed/people.ts) who bought it. */
  buyerEmail: string;
}

export type GiftServer = OwnServer;

export function startServerWithGifts(gifts: GiftForJourney[]): Promise<GiftServer> {
  return startServerWithSeed("tests/e2e/support/seed-gifts.ts", { E2E_GIFTS: JSON.stringify(gifts) });
}
