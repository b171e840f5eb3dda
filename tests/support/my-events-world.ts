// Test support for the registrant's side of events (not a test itself): builders for a retreat
// and for a registration as the registration flow leaves it (a confirmed place with its deposit
// paid, or one awaiting its first payment), with the first payment's completed row.
import { randomUUID } from "node:crypto";
import type { Region } from "@domain/enums";
import { percentOf } from "@domain/money";
import type { Database } from "@server/db/client";
import * as schema from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { insertEvent, uniq } from "./fixtures";
import { insertViewer } from "./payments-world";

export const DAY_MS = 86_400_000;
export const daysFromNow = (days: number, from = Date.now()) => new Date(from + days * DAY_MS);

export type EventRow = typeof schema.events.$inferSelect;
export type RegistrationRow = typeof schema.eventRegistrations.$inferSelect;

/** A retreat that takes a 30% deposit, two months ahead (₵6,500 locally, $850 abroad). */
export const insertRetreat = (db: Database, overrides: Partial<typeof schema.events.$inferInsert> = {}) =>
  insertEvent(db, {
    title: "Reset by the Lake",
    eventType: "retreat",
    location: "Akosombo",
    startDate: daysFromNow(60),
    endDate: daysFromNow(63),
    priceLocal: 650_000,
    priceInternational: 85_000,
    allowDeposit: true,
    depositPercentage: 30,
    ...overrides,
  });

export interface Registered {
  viewer: Viewer;
  event: EventRow;
  registration: RegistrationRow;
}

/**
 * A place at `event` (a new retreat by default) for `viewer` (a new client of `region` by
 * default). "deposit_paid": confirmed, its deposit paid by Paystack and fulfilled; "pending":
 * held, awaiting its first payment.
 */
export async function insertRegistration(
  db: Database,
  options: {
    viewer?: Viewer;
    region?: Region;
    event?: EventRow;
    state?: "deposit_paid" | "pending";
    registration?: Partial<typeof schema.eventRegistrations.$inferInsert>;
  } = {},
): Promise<Registered> {
  const region = options.viewer?.region ?? options.region ?? "local";
  const viewer = options.viewer ?? (await insertViewer(db, { region }));
  const event = options.event ?? (await insertRetreat(db));
  const local = region === "local";
  const total = local ? event.priceLocal : event.priceInternational;
  const deposit = percentOf(total, event.depositPercentage ?? 100);
  const currency = local ? "GHS" : "USD";
  const id = randomUUID();
  const paid = (options.state ?? "deposit_paid") === "deposit_paid";
  const reference = paid ? `PSK-${uniq("first").toUpperCase()}` : null;
  if (reference) {
    const at = daysFromNow(-6);
    await db.insert(schema.paymentTransactions).values({
      reference,
      userId: viewer.userId,
      provider: "paystack",
      purpose: "event_registration",
      details: { registrationId: id, eventId: event.id, part: "first", serviceName: event.title },
      amount: deposit,
      currency,
      status: "success",
      verifiedAt: at,
      fulfilledAt: at,
    });
  }
  const [registration] = await db
    .insert(schema.eventRegistrations)
    .values({
      id,
      eventId: event.id,
      userId: viewer.userId,
      payDeposit: true,
      region,
      currency,
      totalAmount: total,
      amountDue: deposit,
      balanceDue: total - deposit,
      status: paid ? "confirmed" : "pending_payment",
      paymentStatus: paid ? "deposit_paid" : "pending",
      paymentReference: reference,
      holdExpiresAt: paid ? null : daysFromNow(3),
      ...options.registration,
    })
    .returning();
  if (!registration) throw new Error("insertRegistration: no row returned");
  return { viewer, event, registration };
}
