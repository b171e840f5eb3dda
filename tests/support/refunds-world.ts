// Payments to refund, made the way clients make them (a booking or a plan paid through the fake
// Paystack server and confirmed by its webhook), and the rows a refund test reads back.

import type { Viewer } from "@server/modules/accounts";
import { createBooking } from "@server/modules/booking";
import { startPlanCheckout } from "@server/modules/plans";
import { refundPayment } from "@server/modules/refunds";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { REFUND_TEXT } from "../../domain/refunds";
import type { Database } from "../../server/db/client";
import { paymentTransactions, transactionLedger } from "../../server/db/schema";
import { createPaystackClient } from "../../server/integrations/paystack";
import { accraSlot, type BookingWorld, bookingRequest } from "./booking-world";
import { insertLocalPlan, insertViewer, SECRET } from "./payments-world";

/**
 * The helpers of a refund test file, on its booking world (opened before the tests); each booking
 * is on a day of its own, from `firstDay` days ahead.
 */
export function refundKit(world: () => BookingWorld, firstDay = 20) {
  let day = firstDay;
  return {
    paidBooking: () => paidBooking(world(), day++),
    paidPlan: () => paidPlan(world()),
    paymentOf: (reference: string) => paymentOf(world().db, reference),
    refundLines: (paymentId: string) => refundLines(world().db, paymentId),
    /** A refund Paystack accepts (its answer arrives), keeping what was bought. */
    refund: (admin: Viewer, reference: string, amount: string) =>
      refundPayment(world().deps, admin, { reference, amount, reason: "Goodwill", effect: "keep" }),
    refundWithLostAnswer: (admin: Viewer, reference: string, amount: string, options: LostAnswerOptions = {}) =>
      refundWithLostAnswer(world(), admin, reference, amount, options),
  };
}

interface LostAnswerOptions {
  effect?: string;
  /** Paystack refuses the refund (rather than making it); the answer is lost all the same. */
  refused?: boolean;
  /** The refund form's key. */
  requestKey?: string;
}

/**
 * A refund whose answer from Paystack is lost: the client gives up (150 ms) before Paystack, slowed
 * down, makes or refuses it (after 600 ms). The refund is left pending (and reported so); returns
 * what Paystack recorded.
 */
async function refundWithLostAnswer(
  world: BookingWorld,
  admin: Viewer,
  reference: string,
  amount: string,
  { effect = "keep", refused = false, requestKey }: LostAnswerOptions,
) {
  const impatient = createPaystackClient({ secretKey: SECRET, baseUrl: world.sim.baseUrl, timeoutMs: 150 });
  const before = world.sim.refunds.length;
  const handled = world.sim.refundsHandled();
  world.sim.slowRefunds(600);
  if (refused) world.sim.failRefunds({ status: 400, message: "Refund window has closed" });
  try {
    const lost = await refundPayment({ db: world.db, paystack: impatient }, admin, {
      reference,
      amount,
      reason: "Session missed",
      effect,
      requestKey,
    });
    expect(lost).toMatchObject({ status: "pending", message: REFUND_TEXT.pending });
    // Paystack's late answer goes nowhere: wait until it has been given, however busy the machine.
    while (world.sim.refundsHandled() === handled) await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    world.sim.slowRefunds(null);
    world.sim.failRefunds(null);
  }
  return world.sim.refunds.length > before ? world.sim.refunds.at(-1)! : null;
}

/** A GHS 400.00 session `day` days ahead, paid by Paystack and confirmed by its webhook. */
async function paidBooking(world: BookingWorld, day: number) {
  const client = await insertViewer(world.db);
  const result = await createBooking(world.deps, client, bookingRequest(world.localServiceId, accraSlot(day, 10)));
  if (result.kind !== "paystack") throw new Error(`expected Paystack, got ${result.kind}`);
  expect(await world.sim.complete(result.payment.reference, "success")).toBe(200);
  return { client, reference: result.payment.reference, bookingId: result.bookingId };
}

/** A plan of 8 sessions bought by Paystack. */
async function paidPlan(world: BookingWorld) {
  const plan = await insertLocalPlan(world.db);
  const client = await insertViewer(world.db);
  const started = await startPlanCheckout(world.deps, client, { planId: plan.id });
  if (started.kind !== "paystack") throw new Error(`expected Paystack, got ${started.kind}`);
  expect(await world.sim.complete(started.reference, "success")).toBe(200);
  return { client, reference: started.reference };
}

const paymentOf = async (db: Database, reference: string) =>
  (await db.select().from(paymentTransactions).where(eq(paymentTransactions.reference, reference)))[0]!;

/** A payment's refund lines in the ledger. */
const refundLines = async (db: Database, paymentId: string) =>
  db
    .select()
    .from(transactionLedger)
    .where(and(eq(transactionLedger.paymentTransactionId, paymentId), eq(transactionLedger.transactionType, "refund")));
