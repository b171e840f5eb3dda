/**
 * The admin overview's figures (spec 001 §2, §9): the practice's day, week and month in its own
 * time zone, and money in $ "with the stated conversion" (spec 000 §9) beside the amounts as paid.
 */

import { USD_CONVERSION_RATES } from "./display-rates";
import type { Currency } from "./enums";
import { addDays, dayInZone, dayOfWeek, zonedTimeToUtc } from "./zone-time";

export interface PracticePeriods {
  dayStart: Date;
  dayEnd: Date;
  /** Monday 00:00 to the next Monday 00:00. */
  weekStart: Date;
  weekEnd: Date;
  monthStart: Date;
  monthEnd: Date;
}

/** Today, this week and this month as the practice counts them, as UTC instants. */
export function practicePeriods(now: Date, timeZone: string): PracticePeriods {
  const today = dayInZone(now, timeZone);
  const monday = addDays(today, -((dayOfWeek(today) + 6) % 7));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
  const at = (day: string) => zonedTimeToUtc(day, "00:00", timeZone);
  return {
    dayStart: at(today),
    dayEnd: at(addDays(today, 1)),
    weekStart: at(monday),
    weekEnd: at(addDays(monday, 7)),
    monthStart: at(firstOfMonth),
    monthEnd: at(nextMonth),
  };
}

/**
 * Amounts in several currencies (minor units) as US cents at the display conversion: a
 * figure to compare, never a replacement for the amounts as paid.
 */
export function usdEquivalent(amounts: readonly { currency: Currency; amount: number }[]): number {
  return Math.round(amounts.reduce((sum, { currency, amount }) => sum + amount / USD_CONVERSION_RATES[currency], 0));
}
