import type { DatabaseHandle } from "@server/db/client";
import { users } from "@server/db/schema";
import { demoAccounts, isDatabaseEmpty, seedDemoData } from "@server/db/seed";
import { env } from "@server/lib/env";
import { inArray } from "drizzle-orm";

/**
 * First start of an empty database: fill it with the demo data. Every start of a database
 * that holds demo accounts says how to sign in with them.
 */
export async function announceStartup(handle: DatabaseHandle): Promise<void> {
  if (env().SEED_DEMO && (await isDatabaseEmpty(handle.db))) {
    await seedDemoData(handle.db);
    console.log("\nDemo data created.");
  }
  const accounts = demoAccounts();
  const present = await handle.db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((a) => a.email),
      ),
    );
  const emails = new Set(present.map((p) => p.email));
  const shown = accounts.filter((a) => emails.has(a.email));
  if (shown.length === 0) return;
  console.log("Demo accounts (email / password):");
  for (const account of shown)
    console.log(`  ${account.role.padEnd(30)} ${account.email.padEnd(34)} ${account.password}`);
  console.log("");
}
