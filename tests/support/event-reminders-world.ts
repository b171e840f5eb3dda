// Test support for the events' reminders and overdue balances (not a test itself): a database
// with an admin, events far from the real clock, places inserted already confirmed, and what the
// registrant and the admins were sent.

import type { Database } from "@server/db/client";
import * as schema from "@server/db/schema";
import { and, eq, ne, sql } from "drizzle-orm";
import { afterEach, beforeAll } from "vitest";
import { withTestDatabase } from "./database";
import { insertEvent, insertPerson, uniq } from "./fixtures";

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** A Monday morning in Accra, far from the real clock; its balance falls due on 14 May 2033. */
export const EVENT_START = new Date("2033-06-13T09:00:00Z");
export const daysBefore = (moment: Date, days: number) => new Date(moment.getTime() - days * DAY);

type EventInsert = Partial<typeof schema.events.$inferInsert>;
type RegistrationInsert = Partial<typeof schema.eventRegistrations.$inferInsert>;

export interface Registrant {
  userId: string;
  email: string;
  firstName: string;
}

let eventNumber = 0;

export function useEventRemindersWorld() {
  const database = withTestDatabase({ poolSize: 4 });
  let adminId = "";
  beforeAll(async () => {
    adminId = (await insertPerson(database.db, { role: "admin", firstName: "Adjoa" })).id;
  });
  // A sweep looks at the whole database: each test's events are cancelled once it is done, so the
  // next test's sweeps see only its own.
  afterEach(async () => {
    await database.db
      .update(schema.events)
      .set({ status: "cancelled", cancelledAt: sql`now()` })
      .where(ne(schema.events.status, "cancelled"));
  });

  const db = (): Database => database.db;

  return {
    get db() {
      return db();
    },
    get handle() {
      return database.handle;
    },
    get adminId() {
      return adminId;
    },

    /** A day's workshop taking deposits (30 % of USD 200), on EVENT_START unless told otherwise. */
    async depositEvent(overrides: EventInsert = {}) {
      const startDate = overrides.startDate ?? EVENT_START;
      return insertEvent(db(), {
        title: `Breathing workshop ${++eventNumber}`,
        endDate: new Date(startDate.getTime() + 8 * HOUR),
        allowDeposit: true,
        depositPercentage: 30,
        ...overrides,
        startDate,
      });
    },

    async registrant(firstName = "Efua"): Promise<Registrant> {
      const user = await insertPerson(db(), { role: "client", firstName });
      const [profile] = await db().select().from(schema.profiles).where(eq(schema.profiles.id, user.id));
      return { userId: user.id, email: profile!.email, firstName };
    },

    /** A confirmed place whose deposit (USD 60 of 200) is paid, asked for at `createdAt`. */
    async depositPlace(eventId: string, who: Registrant, createdAt: Date, overrides: RegistrationInsert = {}) {
      const [row] = await db()
        .insert(schema.eventRegistrations)
        .values({
          eventId,
          userId: who.userId,
          region: "international",
          currency: "USD",
          totalAmount: 20_000,
          amountDue: 6_000,
          balanceDue: 14_000,
          payDeposit: true,
          status: "confirmed",
          paymentStatus: "deposit_paid",
          createdAt,
          updatedAt: createdAt,
          ...overrides,
        })
        .returning();
      return row!;
    },

    /** A payment delivered at `fulfilledAt` for a registration, its first payment. */
    async firstPayment(registrationId: string, who: Registrant, fulfilledAt: Date) {
      const reference = uniq("evt");
      await db().insert(schema.paymentTransactions).values({
        reference,
        userId: who.userId,
        provider: "paystack",
        purpose: "event_registration",
        amount: 6_000,
        currency: "USD",
        status: "success",
        verifiedAt: fulfilledAt,
        fulfilledAt,
      });
      await db()
        .update(schema.eventRegistrations)
        .set({ status: "confirmed", paymentStatus: "deposit_paid", paymentReference: reference, holdExpiresAt: null })
        .where(eq(schema.eventRegistrations.id, registrationId));
    },

    /** The reminders e-mailed to her, oldest first. */
    async remindersTo(who: Registrant) {
      const mails = await db()
        .select()
        .from(schema.emailOutbox)
        .where(eq(schema.emailOutbox.toAddress, who.email))
        .orderBy(schema.emailOutbox.createdAt);
      return mails
        .filter((mail) => mail.subject.startsWith("Reminder:"))
        .map((mail) => ({ subject: mail.subject, text: mail.textBody }));
    },

    async notificationsOf(userId: string, title: string) {
      return db()
        .select()
        .from(schema.notifications)
        .where(and(eq(schema.notifications.userId, userId), eq(schema.notifications.title, title)));
    },

    async registration(id: string) {
      const [row] = await db().select().from(schema.eventRegistrations).where(eq(schema.eventRegistrations.id, id));
      return row!;
    },
  };
}
