import type { BookingPaymentStatus, BookingStatus } from "@domain/enums";
import { usableZone } from "@domain/zone-time";
import type { Executor } from "@server/db/client";
import {
  bookings,
  coupons,
  paymentTransactions,
  purchasedSupportPlans,
  supportPlans,
  therapyPackages,
} from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { bookingsVisibleTo } from "./booking-access";
import type { ReceiptFacts } from "./booking-receipt-facts";
import {
  AWAITING_PAYMENT,
  BOOKING_STATUS_TEXT,
  formatReceiptAmount,
  formatReceiptDate,
  formatSessionDateTime,
  freeAmountText,
  PAYMENT_STATUS_TEXT,
  type PaymentSource,
  paymentMethodText,
  receiptFileName,
  receiptNumber,
  SESSION_TYPE_TEXT,
} from "./booking-receipt-text";
import { receiptPractice } from "./receipt-practice";

export const RECEIPT_NOT_FOUND = "Receipt not found";

const receiptInputSchema = z.object({ bookingId: z.string().trim() });

/**
 * A booking's receipt (spec 000 §2.11, §7: GET /api/receipt/{bookingId}), for the booking's
 * owner or an admin. Anyone else, signed out included, and any malformed or unknown id get
 * the same not_found, so the answer never reveals that someone else's booking exists.
 */
export async function getBookingReceipt(
  db: Executor,
  viewer: Viewer | null,
  raw: unknown,
  now: Date = new Date(),
): Promise<ReceiptFacts> {
  const { bookingId } = parseInput(receiptInputSchema, raw);
  if (!viewer || !isUuid(bookingId)) throw new AppError("not_found", RECEIPT_NOT_FOUND);

  const [row] = await db
    .select({
      booking: bookings,
      provider: paymentTransactions.provider,
      verifiedAt: paymentTransactions.verifiedAt,
      fulfilledAt: paymentTransactions.fulfilledAt,
      couponCode: coupons.code,
      planName: sql<string | null>`coalesce(${supportPlans.name}, ${therapyPackages.name})`,
      packageId: purchasedSupportPlans.packageId,
    })
    .from(bookings)
    .leftJoin(paymentTransactions, eq(paymentTransactions.reference, bookings.paymentId))
    .leftJoin(coupons, eq(coupons.id, bookings.couponId))
    .leftJoin(purchasedSupportPlans, eq(purchasedSupportPlans.id, bookings.purchasedPlanId))
    .leftJoin(supportPlans, eq(supportPlans.id, purchasedSupportPlans.planId))
    .leftJoin(therapyPackages, eq(therapyPackages.id, purchasedSupportPlans.packageId))
    .where(and(eq(bookings.id, bookingId), bookingsVisibleTo(viewer)));
  if (!row) throw new AppError("not_found", RECEIPT_NOT_FOUND);

  const { booking } = row;
  const timeZone = usableZone(booking.timezone);
  const paymentStatus = booking.paymentStatus as BookingPaymentStatus;
  const source: PaymentSource = {
    provider: row.provider,
    couponCode: row.couponCode,
    hasCoupon: booking.couponId !== null,
    planName: row.planName,
    hasPlanCredit: booking.purchasedPlanId !== null,
    creditIsPackage: row.packageId !== null,
  };
  const paidAt = row.fulfilledAt ?? row.verifiedAt;

  return {
    bookingId: booking.id,
    receiptNumber: receiptNumber(booking.id),
    fileName: receiptFileName(booking.paymentId, booking.id),
    issuedOn: formatReceiptDate(now, timeZone),
    practice: receiptPractice(),
    client: { name: `${booking.firstName} ${booking.lastName}`.trim(), email: booking.email },
    session: {
      serviceName: booking.serviceName,
      sessionType: SESSION_TYPE_TEXT[booking.sessionType] ?? booking.sessionType,
      dateTime: formatSessionDateTime(booking.startsAt, timeZone),
      duration: `${booking.durationMinutes} minutes`,
      bookingStatus: BOOKING_STATUS_TEXT[booking.status as BookingStatus] ?? booking.status,
    },
    payment: {
      amountMinor: booking.paymentAmount,
      currency: booking.paymentCurrency,
      amount:
        booking.paymentAmount === 0
          ? freeAmountText(source)
          : `${formatReceiptAmount(booking.paymentAmount, booking.paymentCurrency)}${booking.isDeposit ? " (deposit)" : ""}`,
      balanceDue: booking.balanceDue > 0 ? formatReceiptAmount(booking.balanceDue, booking.paymentCurrency) : null,
      reference: booking.paymentId,
      method: paymentMethodText(source),
      status: PAYMENT_STATUS_TEXT[paymentStatus] ?? booking.paymentStatus,
      paidOn: paidOnText(paidAt, paymentStatus, booking.paymentAmount, timeZone),
    },
  };
}

function paidOnText(paidAt: Date | null, status: BookingPaymentStatus, amount: number, timeZone: string): string {
  if (paidAt) return formatReceiptDate(paidAt, timeZone);
  if (status === "pending") return AWAITING_PAYMENT;
  if (status === "free" || amount === 0) return "No payment needed";
  return "Not recorded";
}
