// Builders for the admin's Events tests: the New event form as a browser sends it, and
// registrations in each state with the payments behind them.
import { randomUUID } from "node:crypto";
import type { Executor } from "../../server/db/client";
import * as schema from "../../server/db/schema";

/** The New event form, every field as text (a workshop in Accra on 10 September 2031). */
export const eventForm = (overrides: Record<string, string> = {}): Record<string, string> => ({
  title: "Grief and Growth",
  tagline: "",
  description: "A gentle afternoon on carrying loss and finding support.",
  eventType: "workshop",
  startsAt: "2031-09-10T14:00",
  endsAt: "2031-09-10T17:00",
  location: "Nkabom practice, 14 Abelemkpe Road, Accra",
  facilitator: "Efua Asante",
  capacity: "20",
  priceLocal: "350",
  priceInternational: "45.50",
  allowDeposit: "",
  depositPercentage: "",
  balanceDueOn: "",
  cancellationPolicy: "",
  duration: "3 hours",
  objectives: "Name what you carry\n\n  Find your support  ",
  itinerary: "Afternoon: Opening circle; Sharing in pairs; Closing",
  image: "",
  ...overrides,
});

export interface PlaceOptions {
  eventId: string;
  userId: string;
  status: "pending_payment" | "confirmed" | "cancelled" | "expired";
  paymentStatus: "pending" | "deposit_paid" | "paid" | "failed";
  total: number;
  /** The first payment: the deposit, or the whole price (the default). */
  dueNow?: number;
  currency?: "GHS" | "USD";
  dietaryRequirements?: string;
  accessibilityNeeds?: string;
  createdAt?: Date;
}

/** A registration as the registration use case leaves it, inserted directly. */
export async function insertPlace(db: Executor, place: PlaceOptions) {
  const dueNow = place.dueNow ?? place.total;
  const currency = place.currency ?? "GHS";
  const [row] = await db
    .insert(schema.eventRegistrations)
    .values({
      eventId: place.eventId,
      userId: place.userId,
      region: currency === "GHS" ? "local" : "international",
      currency,
      totalAmount: place.total,
      amountDue: dueNow,
      balanceDue: place.total - dueNow,
      payDeposit: dueNow < place.total,
      status: place.status,
      paymentStatus: place.paymentStatus,
      dietaryRequirements: place.dietaryRequirements ?? null,
      accessibilityNeeds: place.accessibilityNeeds ?? null,
      ...(place.createdAt ? { createdAt: place.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("insertPlace: no row returned");
  return row;
}

/** A payment for a registration: a received one (success) or one still awaited (pending). */
export async function insertEventPayment(
  db: Executor,
  registration: { id: string; eventId: string; userId: string; currency: string },
  payment: {
    amount: number;
    status: "success" | "pending";
    provider?: "paystack" | "bank_transfer";
    part?: "first" | "balance";
  },
) {
  const provider = payment.provider ?? "paystack";
  const received = payment.status === "success";
  const [row] = await db
    .insert(schema.paymentTransactions)
    .values({
      reference: `${provider === "paystack" ? "EVT" : "SCH"}-${randomUUID().slice(0, 12).toUpperCase()}`,
      userId: registration.userId,
      provider,
      purpose: "event_registration",
      details: {
        registrationId: registration.id,
        eventId: registration.eventId,
        part: payment.part ?? "first",
        serviceName: "Test event",
      },
      amount: payment.amount,
      currency: registration.currency,
      status: payment.status,
      verifiedAt: received ? new Date() : null,
      fulfilledAt: received ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error("insertEventPayment: no row returned");
  return row;
}
