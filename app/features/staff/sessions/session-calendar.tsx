import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import {
  AWAITING_PAYMENT_STYLE,
  addDays,
  type CalendarEntry,
  monthGrid,
  STATUS_STYLE,
  weekStart,
} from "./session-view";
import { StatusBadge } from "./status-select";

export type CalendarSpan = "week" | "month";

/** The spans the calendar switches between, each with its button. */
const SPANS: readonly (readonly [CalendarSpan, string])[] = [
  ["week", "Week"],
  ["month", "Month"],
];

const dayTitle = (day: string, options: Intl.DateTimeFormatOptions) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { ...options, timeZone: "UTC" });

function Entry({ session, compact }: { session: CalendarEntry; compact: boolean }) {
  const style = session.awaitingPayment ? AWAITING_PAYMENT_STYLE : STATUS_STYLE[session.status];
  return (
    <li className={`rounded-lg border-l-4 bg-stone-50 px-2 py-1 ${style.badge}`}>
      <p className="text-xs font-semibold">{session.start}</p>
      <p className="truncate text-xs">{session.clientName}</p>
      {session.therapistName ? <p className="truncate text-xs">with {session.therapistName}</p> : null}
      {session.awaitingPayment ? (
        <p className="text-xs font-semibold">{AWAITING_PAYMENT_STYLE.label}</p>
      ) : compact ? null : (
        <p className="mt-0.5">
          <StatusBadge status={session.status} />
        </p>
      )}
    </li>
  );
}

/**
 * The Calendar View (spec 001 §2): a week, Monday to Sunday, or a month in whole weeks, each day
 * with its sessions in the viewer's zone (a month's: the first few, and how many more), coloured
 * by status, and links to the previous and next week or month. `hrefFor` builds the tab's URL
 * for a span and an anchor day.
 */
export function SessionCalendar({
  entries,
  more,
  span,
  anchor,
  today,
  hrefFor,
}: {
  entries: readonly CalendarEntry[];
  more: Readonly<Record<string, number>>;
  span: CalendarSpan;
  anchor: string;
  today: string;
  hrefFor(span: CalendarSpan, day: string): string;
}) {
  const days = span === "week" ? Array.from({ length: 7 }, (_, i) => addDays(weekStart(anchor), i)) : monthGrid(anchor);
  const byDay = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), entry]);
  const previous = span === "week" ? addDays(anchor, -7) : addDays(`${anchor.slice(0, 7)}-01`, -1);
  const next = span === "week" ? addDays(anchor, 7) : addDays(monthGrid(anchor).at(-1) ?? anchor, 1);
  const title =
    span === "week"
      ? `Week of ${dayTitle(days[0] ?? anchor, { day: "numeric", month: "long", year: "numeric" })}`
      : dayTitle(anchor, { month: "long", year: "numeric" });
  const inMonth = (day: string) => span === "week" || day.slice(0, 7) === anchor.slice(0, 7);

  return (
    <section aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-semibold text-stone-900">{title}</h3>
        <div className="flex items-center gap-2">
          <Link to={hrefFor(span, previous)} className={buttonClass("secondary", "sm")} aria-label={`Previous ${span}`}>
            <ChevronLeft aria-hidden className="size-4" />
          </Link>
          <Link to={hrefFor(span, today)} className={buttonClass("secondary", "sm")}>
            Today
          </Link>
          <Link to={hrefFor(span, next)} className={buttonClass("secondary", "sm")} aria-label={`Next ${span}`}>
            <ChevronRight aria-hidden className="size-4" />
          </Link>
          <span className="mx-1 h-6 w-px bg-stone-200" />
          {SPANS.map(([shown, label]) => (
            <Link
              key={shown}
              to={hrefFor(shown, anchor)}
              aria-current={span === shown ? "page" : undefined}
              className={buttonClass(span === shown ? "primary" : "secondary", "sm")}
            >
              {label}
            </Link>
          ))}
        </div>
      </div>
      <ol className={`mt-4 grid gap-2 ${span === "week" ? "grid-cols-1 sm:grid-cols-7" : "grid-cols-7"}`}>
        {days.map((day) => {
          const list = byDay.get(day) ?? [];
          const hidden = more[day] ?? 0;
          const count = list.length + hidden;
          return (
            <li
              key={day}
              aria-label={`${dayTitle(day, { weekday: "long", day: "numeric", month: "long" })}: ${count === 1 ? "1 session" : `${count} sessions`}`}
              className={`min-h-24 rounded-xl p-2 ring-1 ${day === today ? "ring-2 ring-brand-500" : "ring-stone-200"} ${inMonth(day) ? "bg-white" : "bg-stone-50 text-stone-500"}`}
            >
              <p className="text-xs font-semibold" aria-hidden>
                {dayTitle(day, span === "week" ? { weekday: "short", day: "numeric" } : { day: "numeric" })}
              </p>
              <ul className="mt-1 space-y-1">
                {list.map((session) => (
                  <Entry key={session.id} session={session} compact={span === "month"} />
                ))}
                {hidden > 0 ? (
                  <li>
                    <Link
                      to={hrefFor("week", day)}
                      aria-label={`${hidden} more on ${dayTitle(day, { weekday: "long", day: "numeric", month: "long" })}: show the week`}
                      className="text-xs text-stone-700 underline underline-offset-2"
                    >
                      +{hidden} more
                    </Link>
                  </li>
                ) : null}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
