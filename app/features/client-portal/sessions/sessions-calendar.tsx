import { formatLongDate } from "@domain/long-date";
import { dayInZone } from "@domain/zone-time";
import { useMemo, useState } from "react";
import { DayPicker } from "react-day-picker";
import { useLocation, useNavigate } from "react-router";
import { CALENDAR_CLASSES, CALENDAR_COMPONENTS, dateAsDay, dayAsDate } from "~/components/booking/calendar-parts";
import { Section } from "~/components/ui/section";
import { type SessionAction, SessionCard } from "./session-card";
import type { SessionRow } from "./session-rows";

type OnAction = (session: SessionRow, action: SessionAction) => void;

/** The day to show first: today when it is in the month, else the month's first day with a session, else the 1st. */
function firstDay(month: string, rows: SessionRow[], today: string): string {
  if (today.startsWith(month)) return today;
  return rows[0]?.day ?? `${month}-01`;
}

// The calendar shows days of the client's own calendar (the profile's zone), as plain local dates.
const longDay = (day: string) => formatLongDate(new Date(`${day}T12:00:00Z`), "UTC");

/**
 * Calendar View: one month of the client's own calendar (in their zone) with the days that have
 * sessions marked; choosing a day lists its sessions. Moving to another month loads that month
 * only (the page's `month` parameter), so the cost never grows with history.
 */
export function SessionsCalendar({
  month,
  rows,
  timeZone,
  onAction,
}: {
  month: string;
  rows: SessionRow[];
  timeZone: string;
  onAction: OnAction;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [chosen, setChosen] = useState<{ month: string; day: string } | null>(null);
  const today = dayInZone(new Date(), timeZone);
  const day = chosen?.month === month ? chosen.day : firstDay(month, rows, today);
  const perDay = useMemo(() => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.day, (counts.get(row.day) ?? 0) + 1);
    return counts;
  }, [rows]);
  const dayRows = rows.filter((row) => row.day === day);
  const sessionsOn = (date: Date) => perDay.get(dateAsDay(date)) ?? 0;

  const showMonth = (date: Date) => {
    const params = new URLSearchParams(location.search);
    params.set("view", "calendar");
    params.set("month", dateAsDay(date).slice(0, 7));
    void navigate({ pathname: location.pathname, search: `?${params}` }, { preventScrollReset: true, replace: true });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
      <div>
        <DayPicker
          mode="single"
          required
          today={dayAsDate(today)}
          month={dayAsDate(`${month}-01`)}
          onMonthChange={showMonth}
          selected={dayAsDate(day)}
          onSelect={(date) => setChosen({ month, day: dateAsDay(date) })}
          modifiers={{ booked: (date) => sessionsOn(date) > 0 }}
          modifiersClassNames={{
            booked:
              "font-semibold after:absolute after:bottom-0.5 after:left-1/2 after:size-1.5 after:-translate-x-1/2 after:rounded-full after:bg-clay-500",
          }}
          labels={{
            labelDayButton: (date, modifiers) => {
              const count = sessionsOn(date);
              const sessions = count === 0 ? "" : `, ${count} session${count === 1 ? "" : "s"}`;
              return `${longDay(dateAsDay(date))}${sessions}${modifiers.selected ? ", selected" : ""}`;
            },
          }}
          classNames={CALENDAR_CLASSES}
          components={CALENDAR_COMPONENTS}
        />
        <p className="mt-2 flex items-center gap-2 text-xs text-stone-600">
          <span aria-hidden className="inline-block size-1.5 rounded-full bg-clay-500" />
          Days with a session
        </p>
      </div>
      <Section headingId="calendar-day-heading" title={<>Sessions on {longDay(day)}</>}>
        {dayRows.length === 0 ? (
          <p className="mt-3 text-stone-600">No sessions on this day.</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {dayRows.map((session) => (
              <SessionCard key={session.id} session={session} onAction={(action) => onAction(session, action)} />
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
