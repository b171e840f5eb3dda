/**
 * How much notice a client's own booking needs, by the way it is paid. A session is only worth
 * booking if it can be paid before it starts: Paystack settles in minutes, a bank transfer from
 * abroad in up to three business days. A time too soon for a transfer is offered abroad from the
 * next day on, paid by card through Paystack instead; a time too soon for anything is not offered,
 * and the calendar says why.
 */
import { formatLongDate } from "./long-date";
import { addDays, dayInZone, dayOfWeek, zonedTimeToUtc } from "./zone-time";

const nextDay = (day: string) => addDays(day, 1);

export interface BookingNotice {
  /** The least time between booking and start, for a time paid by Paystack or not paid at all. */
  paystackMinutes: number;
  /** Business days (Monday to Friday) a transfer may take; the session starts on a later day. */
  transferBusinessDays: number;
}

export const DEFAULT_BOOKING_NOTICE: Readonly<BookingNotice> = Object.freeze({
  paystackMinutes: 120,
  transferBusinessDays: 3,
});

/** How a time a client books herself is paid: the region's way, or, abroad, a card when a transfer is too slow. */
export type NoticePayment = "paystack" | "bank_transfer";

const isWeekend = (day: string) => {
  const weekday = dayOfWeek(day);
  return weekday === 0 || weekday === 6;
};

/** The first day a session paid by transfer may start on: the day after the transfer's last business day. */
export function firstTransferDay(now: Date, notice: BookingNotice, timeZone: string): string {
  let day = dayInZone(now, timeZone);
  for (let counted = 0; counted < notice.transferBusinessDays; ) {
    day = nextDay(day);
    if (!isWeekend(day)) counted += 1;
  }
  return nextDay(day);
}

/**
 * The earliest start each way of paying allows, for a client in `region`. At home every time is paid
 * by Paystack; abroad by transfer from its first day, and by card from the next day until then.
 */
export function noticeLimits(
  region: "local" | "international",
  now: Date,
  notice: BookingNotice,
  timeZone: string,
): { earliest: Date; transferFrom: Date | null } {
  const paystack = new Date(now.getTime() + notice.paystackMinutes * 60_000);
  if (region === "local") return { earliest: paystack, transferFrom: null };
  const tomorrow = zonedTimeToUtc(nextDay(dayInZone(now, timeZone)), "00:00", timeZone);
  const transferFrom = zonedTimeToUtc(firstTransferDay(now, notice, timeZone), "00:00", timeZone);
  return { earliest: new Date(Math.max(paystack.getTime(), tomorrow.getTime())), transferFrom };
}

/** How a time from `start` on is paid, or null when it is too soon to book. */
export function noticePayment(
  start: Date,
  limits: { earliest: Date; transferFrom: Date | null },
): NoticePayment | null {
  if (start.getTime() < limits.earliest.getTime()) return null;
  if (!limits.transferFrom) return "paystack";
  return start.getTime() >= limits.transferFrom.getTime() ? "bank_transfer" : "paystack";
}

/** "2 hours", "90 minutes", "1 hour". */
function span(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "1 hour" : `${minutes / 60} hours`;
  return `${minutes} minutes`;
}

/**
 * What the calendar says about the day's times that notice rules out or that a card must pay,
 * or null when neither applies. `transferFrom` is named as a day of the practice's calendar, the
 * days the booking calendar offers.
 */
export function noticeNote(input: {
  region: "local" | "international";
  notice: BookingNotice;
  tooSoon: boolean;
  byCard: boolean;
  transferFrom: Date | null;
  timeZone: string;
}): string | null {
  const { notice } = input;
  const parts: string[] = [];
  if (input.tooSoon) {
    parts.push(
      input.region === "local"
        ? `Online booking needs at least ${span(notice.paystackMinutes)}' notice.`
        : "Online booking from abroad opens from the next day.",
    );
  }
  if (input.byCard && input.transferFrom) {
    const from = formatLongDate(input.transferFrom, input.timeZone);
    parts.push(
      `A bank transfer can take up to ${notice.transferBusinessDays} business days, so times before ${from} are paid by card.`,
    );
  }
  return parts.length ? parts.join(" ") : null;
}
