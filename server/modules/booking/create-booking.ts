import { SLOT_TAKEN, TIME_TOO_SOON } from "@domain/booking-messages";
import { noticePayment } from "@domain/booking-notice";
import { priceIn } from "@domain/pricing";
import { sessionWhen } from "@domain/session-time";
import type { Executor } from "@server/db/client";
import { bookings } from "@server/db/schema";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { lockAccount } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { applyGiftToCharge, asGiftAttempt, type GiftApplied, recordGiftRedemption } from "@server/modules/gifts";
import { enqueueEmail } from "@server/modules/mail";
import type { PaymentDeps } from "@server/modules/payments";
import {
  createBankTransferPayment,
  newTransferReference,
  type PaystackCheckout,
  startPaystackForHold,
  type TransferInstructions,
  transferInstructions,
  withFreshReference,
} from "@server/modules/payments";
import { eq } from "drizzle-orm";
import { assignTherapist } from "./assign-therapist";
import { bookingTransferEmail, notifyBooked } from "./booking-emails";
import { type CreateBookingInput, createBookingSchema } from "./create-booking-schema";
import { discardPaystackHold, releaseOwnPaystackHolds } from "./expire-booking-hold";
import { bookingLimits } from "./get-available-slots";
import { type BookableService, loadBookableService } from "./load-bookable-service";
import { type Reservation, type Reserved, reserveSlot } from "./reserve-slot";
import { type SpentCredit, spendCoupon, spendPlanCredit } from "./spend-credit";
import { refuseBeyondHoldCap } from "./unpaid-hold-cap";
import { asCouponAttempt, namesGiftCertificate } from "./validate-coupon";

export const CLIENTS_BOOK_ONLY = "Sessions are booked from a client account.";
/** Paystack references of bookings; transfer references begin with SCH- (spec 000 §4). */
const PAYSTACK_PREFIX = "BKG-";
const TRANSFER_PREFIX = "SCH-";
/** How long a slot waits for the Paystack window; a bank transfer waits up to three days. */
const PAYSTACK_HOLD_MS = 30 * 60_000;
const TRANSFER_HOLD_MS = 3 * 24 * 3_600_000;

interface BookingBase {
  bookingId: string;
  start: string;
  serviceName: string;
  /** The session's date and time in the client's zone, for toasts and the success page. */
  when: { date: string; time: string };
}

export type CreateBookingResult =
  | (BookingBase & {
      kind: "confirmed";
      via: "coupon" | "plan_credit" | "gift";
      /** The plan or package that paid (via plan_credit), with the sessions it keeps now. */
      credit?: Omit<SpentCredit, "id">;
    })
  | (BookingBase & { kind: "paystack"; payment: PaystackCheckout })
  | (BookingBase & TransferInstructions);

/**
 * create-booking (spec 000 §4, §7): the server prices the service, and a booking is either
 * free (one coupon, or one plan credit, spent in the same transaction), paid by Paystack (the
 * slot is held while the window is open; the booking is confirmed when the payment is), or
 * awaiting a bank transfer (held until an admin records the money or the hold runs out).
 * Each needs its notice (domain/booking-notice.ts): a time abroad too soon for a transfer is paid
 * by card through Paystack, in US dollars, the currency Paystack takes from abroad.
 * Two clients asking for one slot at once: exactly one gets it, the other SLOT_TAKEN. A client
 * keeps at most three unpaid holds at a time (unpaid-hold-cap.ts), counted under a lock on her account.
 */
export async function createBooking(
  deps: PaymentDeps,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
  meta: { ipAddress?: string } = {},
): Promise<CreateBookingResult> {
  if (viewer.role !== "client") throw new AppError("forbidden", CLIENTS_BOOK_ONLY);
  const input = parseInput(createBookingSchema, raw);

  const service = await loadBookableService(deps.db, input.serviceId, input);
  const therapistId = await assignTherapist(deps.db, viewer.userId);
  const base = (reserved: Reserved): BookingBase => {
    const when = sessionWhen(reserved.start, input.timezone);
    return {
      bookingId: reserved.bookingId,
      start: reserved.start.toISOString(),
      serviceName: service.row.name,
      when: { date: when.date, time: when.time },
    };
  };

  // Nothing to pay, or Paystack: the notice a card payment needs; abroad, as the calendar offered it.
  const instant = bookingLimits("local", now).earliest;
  const limits = bookingLimits(input.region, now);
  // What is paid when something is: abroad by transfer when there is time for one, else by Paystack.
  const byTransfer = input.region === "international" && noticePayment(input.start, limits) === "bank_transfer";

  // "Gift certificate or coupon": a code that is no coupon but has a certificate's shape is a certificate.
  const giftCode =
    input.couponCode && (await namesGiftCertificate(deps.db, input.couponCode)) ? input.couponCode : null;
  const who = { userId: viewer.userId, ipAddress: meta.ipAddress };
  /** The certificate's part of `charge`, locked in the caller's transaction (none without a code). */
  const applyGift = (tx: Executor, charge: { price: number; currency: BookableService["currency"] }) =>
    giftCode
      ? applyGiftToCharge(
          tx,
          giftCode,
          viewer.userId,
          { ...charge, category: service.category, region: input.region },
          now,
          "couponCode",
        )
      : Promise.resolve(null);
  const spendGift = (
    tx: Executor,
    applied: GiftApplied | null,
    reserved: Reserved,
    currency: BookableService["currency"],
  ) =>
    applied
      ? recordGiftRedemption(tx, applied, { bookingId: reserved.bookingId, userId: viewer.userId, currency }, now)
      : Promise.resolve();

  if (giftCode) {
    // A certificate that pays the whole session books it at once; one that pays part leaves the
    // rest to pay below, as any booking's price is paid.
    const free = await asGiftAttempt(deps.db, "couponCode", who, now, () =>
      slotTaken(() =>
        deps.db.transaction(async (tx) => {
          // Measured against what would be charged: abroad and too soon for a transfer, the card's dollars.
          const charge = byTransfer ? service : paystackCharge(input.region, service);
          const applied = await applyGift(tx, charge);
          if (!applied || applied.cover.covered < charge.price) return null;
          const reservation: Reservation = {
            therapistId,
            status: "confirmed",
            paymentStatus: "free",
            paymentAmount: 0,
            paymentId: null,
          };
          const reserved = await reserveSlot(tx, viewer, input, service, reservation, now, instant);
          await spendGift(tx, applied, reserved, charge.currency);
          await announceConfirmed(tx, viewer, input, service, reserved, now, "gift");
          return reserved;
        }),
      ),
    );
    if (free) return { ...base(free), kind: "confirmed", via: "gift" };
  } else if (input.couponCode || input.usePlanCredit) {
    const bookFree = () =>
      slotTaken(() =>
        deps.db.transaction(async (tx) => {
          // The server chooses which plan or package pays; the browser only asks that one does.
          const free = input.couponCode
            ? { couponId: await spendCoupon(tx, viewer, input.couponCode, service, now), via: "coupon" as const }
            : { credit: await spendPlanCredit(tx, viewer, service, now), via: "plan_credit" as const };
          const reservation: Reservation = {
            therapistId,
            status: "confirmed",
            paymentStatus: "free",
            paymentAmount: 0,
            paymentId: null,
            couponId: free.couponId ?? null,
            purchasedPlanId: free.credit?.id ?? null,
          };
          const reserved = await reserveSlot(tx, viewer, input, service, reservation, now, instant);
          await announceConfirmed(tx, viewer, input, service, reserved, now, free.via);
          return { reserved, via: free.via, credit: free.credit };
        }),
      );
    // Booking with a code tells whether the code exists, as checking it does: the same limit.
    const { reserved, via, credit } = input.couponCode
      ? await asCouponAttempt(deps.db, who, now, bookFree)
      : await bookFree();
    if (!credit) return { ...base(reserved), kind: "confirmed", via };
    const told = { kind: credit.kind, name: credit.name, remainingSessions: credit.remainingSessions };
    return { ...base(reserved), kind: "confirmed", via, credit: told };
  }

  if (byTransfer) {
    return slotTaken(() =>
      withFreshReference(
        () => newTransferReference(TRANSFER_PREFIX),
        (reference) =>
          deps.db.transaction(async (tx) => {
            await lockAccount(tx, viewer.userId);
            await refuseBeyondHoldCap(tx, viewer.userId, now);
            const applied = await applyGift(tx, service);
            const due = service.price - (applied?.cover.covered ?? 0);
            const hold = awaitingPayment(
              therapistId,
              { price: due, currency: service.currency },
              reference,
              holdUntil(input.start, now, TRANSFER_HOLD_MS),
            );
            const reserved = await reserveSlot(tx, viewer, input, service, hold, now, limits.earliest);
            await spendGift(tx, applied, reserved, service.currency);
            await createBankTransferPayment(tx, {
              userId: viewer.userId,
              purpose: "booking",
              reference,
              amount: due,
              currency: service.currency,
              details: { bookingId: reserved.bookingId, serviceId: service.row.id, serviceName: service.row.name },
              ledgerType: "booking",
              description: service.row.name,
            });
            const payment = transferInstructions({ reference, amount: due, currency: service.currency });
            await enqueueEmail(tx, bookingTransferEmail(bookedSession(viewer, input, service, reserved), payment));
            await audit(tx, viewer, reserved, { reference, payment: "bank_transfer" });
            return { ...base(reserved), ...payment };
          }),
      ),
    );
  }

  // Paystack: the slot is held for its window; the payment's fulfilment confirms it.
  const charge = paystackCharge(input.region, service);
  const { reserved, due } = await slotTaken(() =>
    deps.db.transaction(async (tx) => {
      await lockAccount(tx, viewer.userId);
      await releaseOwnPaystackHolds(tx, viewer.userId, input.start, now);
      await refuseBeyondHoldCap(tx, viewer.userId, now);
      const applied = await applyGift(tx, charge);
      const rest = { ...charge, price: charge.price - (applied?.cover.covered ?? 0) };
      const hold = {
        ...awaitingPayment(therapistId, rest, null, holdUntil(input.start, now, PAYSTACK_HOLD_MS)),
        awaitsPaystack: true,
      };
      const held = await reserveSlot(tx, viewer, input, service, hold, now, limits.earliest);
      await spendGift(tx, applied, held, charge.currency);
      await audit(tx, viewer, held, { payment: "paystack" });
      return { reserved: held, due: rest.price };
    }),
  );
  const payment = await startPaystackForHold(
    deps,
    {
      userId: viewer.userId,
      email: viewer.email,
      purpose: "booking",
      referencePrefix: PAYSTACK_PREFIX,
      amount: due,
      currency: charge.currency,
      channels: charge.channels,
      details: { bookingId: reserved.bookingId, serviceId: service.row.id, serviceName: service.row.name },
      serviceName: service.row.name,
      metadata: { booking_id: reserved.bookingId },
    },
    {
      keepReference: (reference) =>
        deps.db.update(bookings).set({ paymentId: reference }).where(eq(bookings.id, reserved.bookingId)),
      release: () => releaseHold(deps, reserved, now),
    },
  );
  return { ...base(reserved), kind: "paystack", payment };
}

/**
 * What Paystack charges for one session: at home the catalogue price, by mobile money or card;
 * abroad the catalogue's US-dollar price, by card. A service without one cannot be paid so soon.
 */
function paystackCharge(region: CreateBookingInput["region"], service: BookableService) {
  if (region === "local") return { price: service.price, currency: service.currency, channels: undefined };
  const price = priceIn(service.row, "USD");
  if (price === null) throw new AppError("bad_request", TIME_TOO_SOON, { start: TIME_TOO_SOON });
  return { price, currency: "USD" as const, channels: ["card" as const] };
}

/** A booking that keeps its slot until it is paid, at the price it is charged. */
function awaitingPayment(
  therapistId: string,
  charge: Pick<BookableService, "price" | "currency">,
  paymentId: string | null,
  holdExpiresAt: Date,
): Reservation {
  return {
    therapistId,
    status: "pending_payment",
    paymentStatus: "pending",
    paymentAmount: charge.price,
    paymentCurrency: charge.currency,
    paymentId,
    holdExpiresAt,
  };
}

/** A hold never outlasts the session's own start. */
function holdUntil(start: Date, now: Date, span: number): Date {
  return new Date(Math.min(start.getTime(), now.getTime() + span));
}

/** Another booking got the slot first: the database's exclusion constraint says so. */
async function slotTaken<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (pgErrorCode(err) === PG.exclusionViolation) throw new AppError("conflict", SLOT_TAKEN, { start: SLOT_TAKEN });
    throw err;
  }
}

/** Paystack could not start: the held slot is given back at once. */
async function releaseHold(deps: PaymentDeps, reserved: Reserved, now: Date) {
  await deps.db.transaction((tx) =>
    discardPaystackHold(tx, { id: reserved.bookingId, sessionId: reserved.sessionId, paymentId: null }, now, {
      status: "cancelled",
      reason: "Payment could not be started",
    }),
  );
}

function bookedSession(viewer: Viewer, input: CreateBookingInput, service: BookableService, reserved: Reserved) {
  return {
    bookingId: reserved.bookingId,
    sessionId: reserved.sessionId,
    // The account's own address and name: the form's e-mail is what the therapist sees, never
    // where the practice sends mail (anyone could type someone else's there).
    to: viewer.email,
    firstName: viewer.firstName || input.firstName,
    serviceName: service.row.name,
    start: reserved.start,
    end: reserved.end,
    timeZone: input.timezone,
  };
}

/** A confirmed free booking: the client is notified and e-mailed the invitation, and it is audited. */
async function announceConfirmed(
  tx: Executor,
  viewer: Viewer,
  input: CreateBookingInput,
  service: BookableService,
  reserved: Reserved,
  now: Date,
  via: string,
) {
  await notifyBooked(tx, viewer.userId, bookedSession(viewer, input, service, reserved), now);
  await audit(tx, viewer, reserved, { payment: via });
}

async function audit(tx: Executor, viewer: Viewer, reserved: Reserved, details: Record<string, unknown>) {
  await recordAudit(tx, {
    action: "booking.created",
    userId: viewer.userId,
    tableName: "bookings",
    recordId: reserved.bookingId,
    details: { sessionId: reserved.sessionId, start: reserved.start.toISOString(), ...details },
  });
}
