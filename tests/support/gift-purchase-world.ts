// Test support for buying gift certificates (not a test itself): the payments world with the
// demo catalogue (services and gift products, as seeded), the form a buyer sends, and readers
// of what a purchase wrote.
import { addDays, dayInZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import * as schema from "@server/db/schema";
import { seedCatalogue } from "@server/db/seed/catalogue";
import { eq } from "drizzle-orm";
import { openPaymentsWorld, type PaymentsWorld, useWorld } from "./payments-world";

export const PRODUCTS = {
  individual: "gift-individual-session",
  couples: "gift-couples-session",
  walking: "gift-walking-session",
  yoga: "gift-yoga-session",
  retreat: "gift-retreat",
} as const;

/** The payments world, its catalogue seeded as the demo practice's (₵400 the cheapest individual session in Accra...). */
export function useGiftPurchaseWorld(): { readonly world: PaymentsWorld } {
  return useWorld(async () => {
    const world = await openPaymentsWorld();
    await seedCatalogue({ tx: world.db, now: new Date(), inserted: 0 });
    return world;
  });
}

/** A day `n` days after today in `zone` ("YYYY-MM-DD"). */
export const dayFromToday = (n: number, zone = "Africa/Accra") => addDays(dayInZone(new Date(), zone), n);

let counter = 0;
/** An address nobody else in the file uses. */
export const freshEmail = (name = "buyer") => `${name}-${++counter}-${Date.now().toString(36)}@example.test`;

/** The gift form as the dialog sends it: an individual session in Ghana, for tomorrow, discreet, with no price on the card. */
export function giftForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productId: PRODUCTS.individual,
    kind: "service",
    usedIn: "local",
    amount: "",
    recipientName: "Akosua Boateng",
    recipientEmail: "akosua@example.test",
    recipientTimeZone: "",
    message: "",
    deliverOn: dayFromToday(1),
    region: "local",
    currency: "GHS",
    ...overrides,
  };
}

/** A signed-out buyer's own fields. */
export const guestFields = (email: string) => ({ buyerFirstName: "Efua", buyerLastName: "Boateng", buyerEmail: email });

export async function paymentOf(db: Database, reference: string) {
  const [row] = await db
    .select()
    .from(schema.paymentTransactions)
    .where(eq(schema.paymentTransactions.reference, reference));
  if (!row) throw new Error(`no payment ${reference}`);
  return row;
}

export const outboxTo = (db: Database, address: string) =>
  db.select().from(schema.emailOutbox).where(eq(schema.emailOutbox.toAddress, address));

export const certificatesOf = (db: Database, reference: string) =>
  db.select().from(schema.giftCertificates).where(eq(schema.giftCertificates.paymentReference, reference));
