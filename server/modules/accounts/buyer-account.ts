import type { Currency, Region } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { users } from "@server/db/schema";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import { insertClientRows } from "./client-rows";

export interface BuyerDetails {
  firstName: string;
  lastName: string;
  email: string;
  region: Region;
  currency: Currency;
  timezone: string;
}

/**
 * The account a signed-out buyer's purchase belongs to, found by her e-mail address, or made for
 * her (a client account with no password) when the address has none. Nobody is signed in by
 * this: what she bought is e-mailed to the address she gave, and she sees it in a portal only
 * after signing in there by a link sent to it (or by setting a password through a reset), so
 * typing someone else's address shows nothing of theirs. In the caller's transaction; two
 * purchases from one new address at once end on one account (the second waits on the first's
 * insert, then finds it).
 */
export async function findOrCreateBuyerAccount(
  tx: Executor,
  buyer: BuyerDetails,
  meta: { ipAddress?: string | null } = {},
): Promise<{ userId: string; created: boolean }> {
  // Addresses are kept lower-cased (account-schemas), so one address is one account.
  const email = buyer.email.trim().toLowerCase();
  const [inserted] = await tx
    .insert(users)
    .values({ name: `${buyer.firstName} ${buyer.lastName}`, email, emailVerified: false })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!inserted) {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!existing) throw new Error("buyer account vanished between insert and select");
    return { userId: existing.id, created: false };
  }
  await insertClientRows(tx, {
    id: inserted.id,
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    email,
    region: buyer.region,
    currency: buyer.currency,
    timezone: buyer.timezone,
  });
  await recordAudit(tx, {
    action: "auth.buyer_account_created",
    userId: inserted.id,
    tableName: "users",
    recordId: inserted.id,
    ipAddress: meta.ipAddress,
  });
  return { userId: inserted.id, created: true };
}
