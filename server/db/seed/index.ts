import type { Database } from "@server/db/client";
import { services, users } from "@server/db/schema";
import { seedCare } from "./care";
import { seedCatalogue } from "./catalogue";
import { seedCommerce } from "./commerce";
import type { SeedContext } from "./context";
import { seedEvents } from "./events";
import { seedGifts } from "./gifts";
import { seedHomework } from "./homework";
import { seedMessages } from "./messages";
import { seedPackages } from "./packages";
import { demoAccounts, seedPeople } from "./people";

export { demoAccounts };

import { seedPlans } from "./plans";

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
  name: string;
}

export interface SeedReport {
  /** Whether this run inserted anything (false when everything was already there). */
  created: boolean;
  /** The demo sign-ins, whether or not they were created by this run. */
  accounts: DemoAccount[];
}

/**
 * Fills the database with the demo practice: catalogue, people, their care, purchases, gift
 * certificates and events. Only missing rows are inserted (stable ids and natural keys), nothing is updated
 * or deleted, and it all happens in one transaction, so seeding twice changes nothing.
 * Dates are placed around `now` (default: the current time).
 */
export async function seedDemoData(db: Database, options: { now?: Date } = {}): Promise<SeedReport> {
  const inserted = await db.transaction(async (tx) => {
    const ctx: SeedContext = { tx, now: options.now ?? new Date(), inserted: 0 };
    await seedCatalogue(ctx);
    await seedPackages(ctx);
    await seedPlans(ctx);
    const people = await seedPeople(ctx);
    const events = await seedEvents(ctx);
    const couponIds = await seedCommerce(ctx, people, events);
    await seedCare(ctx, people, couponIds);
    await seedGifts(ctx, people);
    await seedHomework(ctx, people);
    await seedMessages(ctx, people);
    return ctx.inserted;
  });
  return { created: inserted > 0, accounts: demoAccounts() };
}

/** True when nobody has signed up and no service exists: a brand-new database. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  const [service] = await db.select({ id: services.id }).from(services).limit(1);
  return !user && !service;
}
