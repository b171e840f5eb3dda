// Prepares the database of a package journey's own server before it starts (own-server.ts): the
// demo practice, then the package named in E2E_PACKAGE, bought and paid for by a demo account, as
// a delivered purchase leaves it (a row of purchased_support_plans naming the package). Run with
// tsx, with PGLITE_DIR naming the new data folder; the server then opens it as its own.
import { eq } from "drizzle-orm";
import { appDatabase } from "../../../server/db/index";
import { purchasedSupportPlans, therapyPackages, users } from "../../../server/db/schema";
import { seedDemoData } from "../../../server/db/seed/index";
import type { PackageForJourney } from "./package-server";

const bought = JSON.parse(process.env.E2E_PACKAGE ?? "null") as PackageForJourney | null;
if (!bought) throw new Error("E2E_PACKAGE names no package");
const handle = await appDatabase();
try {
  await seedDemoData(handle.db);
  const [buyer] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, bought.buyerEmail));
  if (!buyer) throw new Error(`no demo account ${bought.buyerEmail}`);
  const [pack] = await handle.db.select().from(therapyPackages).where(eq(therapyPackages.id, bought.packageId));
  if (!pack?.priceGhs) throw new Error(`no local package ${bought.packageId}`);
  const now = new Date();
  const expiresAt = new Date(now);
  expiresAt.setUTCMonth(expiresAt.getUTCMonth() + pack.validMonths);
  await handle.db.insert(purchasedSupportPlans).values({
    userId: buyer.id,
    packageId: pack.id,
    sessionType: pack.sessionType,
    sessionMinutes: pack.durationMinutes,
    totalSessions: pack.sessions,
    remainingSessions: bought.remainingSessions,
    expiresAt,
    status: "active",
    amount: pack.priceGhs,
    currency: "GHS",
    activatedAt: now,
  });
} finally {
  await handle.close();
}
