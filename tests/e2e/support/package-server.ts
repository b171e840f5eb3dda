import { type OwnServer, startServerWithSeed } from "./own-server";

// A journey that needs a client holding a therapy-journey package gets a server of its own, the
// package written in (seed-packages.ts) before it starts.

export interface PackageForJourney {
  /** A package of the demo catalogue (server/db/seed/packages.ts). */
  packageId: string;
  /** A demo account (server/db/seed/people.ts) who bought it. */
  buyerEmail: string;
  remainingSessions: number;
}

export function startServerWithPackage(bought: PackageForJourney): Promise<OwnServer> {
  return startServerWithSeed("tests/e2e/support/seed-packages.ts", { E2E_PACKAGE: JSON.stringify(bought) });
}
