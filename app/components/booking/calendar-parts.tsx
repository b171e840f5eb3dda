import { ChevronLeft, ChevronRight } from "lucide-react";
import type { DayProps } from "react-day-picker";

/** Tailwind in place of react-day-picker's stylesheet, so no page loads extra CSS for a calendar. */
export const CALENDAR_CLASSES = {
  root: "relative w-fit rounded-2xl bg-white p-3 ring-1 ring-stone-200",
  months: "flex",
  month: "space-y-2",
  month_caption: "flex h-9 items-center px-2 font-medium text-brand-900",
  nav: "absolute top-3 right-3 flex gap-1",
  button_previous:
    "flex size-9 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-stone-300 aria-disabled:hover:bg-transparent",
  button_next:
    "flex size-9 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 aria-disabled:cursor-not-allowed aria-disabled:text-stone-300",
  month_grid: "border-collapse",
  weekday: "size-10 text-xs font-medium text-stone-600",
  // `relative` anchors the marks a calendar may draw under a day (the sessions calendar's dots).
  day: "relative p-0.5 text-center",
  day_button:
    "size-9 rounded-full text-sm text-stone-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:line-through disabled:hover:bg-transparent",
  selected: "[&>button]:bg-brand-600 [&>button]:text-white [&>button]:hover:bg-brand-700",
  today: "font-semibold [&>button]:ring-1 [&>button]:ring-brand-500",
  disabled: "",
  outside: "",
  hidden: "invisible",
};

export function CalendarChevron({ orientation }: { orientation?: string }) {
  return orientation === "left" ? (
    <ChevronLeft aria-hidden className="size-5" />
  ) : (
    <ChevronRight aria-hidden className="size-5" />
  );
}

/**
 * A day's cell without the picker's explicit role="gridcell": inside its role="grid" table a
 * td already is a grid cell, and HTML forbids repeating it (the W3C checker reports each cell).
 */
export function CalendarDay({ day: _day, modifiers: _modifiers, role: _role, ...cell }: DayProps) {
  return <td {...cell} />;
}

/** What every calendar of the site swaps in the day picker. */
export const CALENDAR_COMPONENTS = { Chevron: CalendarChevron, Day: CalendarDay };

// Calendars hand their days (already worked out in the zone they show: the practice's, or the
// client's) to the day picker as plain local dates rather than through its time-zone support,
// which costs tens of milliseconds per server render. A month grid is the same in every zone, so
// the days drawn are the same on the server and in any browser.
const pad = (n: number) => String(n).padStart(2, "0");

/** A calendar day (YYYY-MM-DD) as the local midnight the day picker draws it as. */
export function dayAsDate(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, date);
}

/** The calendar day (YYYY-MM-DD) of a date the day picker handed back. */
export function dateAsDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
