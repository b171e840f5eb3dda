import { PAID_BY_CARD, SLOT_REASON_TEXT } from "@domain/booking-messages";
import { formatSlotTime, isBookableDay, PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone, dayOfWeek, timeZoneLabel } from "@domain/zone-time";
import { createContext, type ReactNode, useContext, useEffect, useId, useState } from "react";
import { DayButton, type DayButtonProps, DayPicker } from "react-day-picker";
import { Button } from "~/components/ui/button";
import { CALENDAR_CLASSES, CALENDAR_COMPONENTS, dateAsDay, dayAsDate } from "./calendar-parts";
import type { SlotView } from "./slots-api";
import type { SlotsState } from "./use-day-slots";

/**
 * The ids of the GET forms a day's and a time's buttons submit (decision 0048): before the page's
 * scripts have run, the browser itself asks the server for the page with that day (`day`) or
 * time (`start`) chosen. Once hydrated a click is the picker's own and submits nothing.
 */
export interface PickerForms {
  day: string;
  time: string;
}

/** The choice's name in a form's query, for a day's and a time's buttons. */
export const PICKER_FIELDS = { day: "day", start: "start" } as const;

const DayFormContext = createContext<string | null>(null);

/** A day's button; a submit button of the calendar's day form when it has one. */
function FormDayButton({ onClick, ...props }: DayButtonProps) {
  const form = useContext(DayFormContext);
  if (!form) return <DayButton onClick={onClick} {...props} />;
  return (
    <DayButton
      {...props}
      type="submit"
      form={form}
      name={PICKER_FIELDS.day}
      value={dateAsDay(props.day.date)}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}

const PICKER_COMPONENTS = { ...CALENDAR_COMPONENTS, DayButton: FormDayButton };

/** The chosen day's times, and the one chosen. */
interface TimeChoice {
  day: string | null;
  start: string | null;
  slots: SlotsState;
  viewerZone: string;
  /** Said after the time-zone note (e.g. where to change the zone). */
  zoneHint?: ReactNode;
  /** The forms the day's and time's buttons submit before hydration; none: plain buttons. */
  forms?: PickerForms;
  /** The start (ISO) of the session being moved: its slot is shown taken, as "your current time". */
  current?: string;
  onStart(start: string): void;
  onRetry(): void;
}

/**
 * A booking's date and time (the /book details step, the portal's book tab and reschedule
 * dialog): a month calendar of the practice's days (past ones disabled, spec 000 §5 and spec 001
 * §2, and days outside `workingDays` when given) and the chosen day's hourly slots as a
 * two-column grid, each time shown in the viewer's zone, which is named once above the grid.
 */
export function SlotPicker({
  error,
  dateLegend = "Preferred date",
  timeLegend = "Preferred time",
  required = true,
  workingDays,
  serverNow,
  stacked = false,
  onDay,
  ...grid
}: TimeChoice & {
  error?: string;
  dateLegend?: string;
  timeLegend?: string;
  required?: boolean;
  /** Days of the week the therapist works (0 = Sunday); every day when absent. */
  workingDays?: readonly number[];
  /** When the server drew the page (ISO), if it drew the calendar: hydration must draw the same days. */
  serverNow?: string;
  /** The calendar above the times, whatever the screen's width (a dialog's narrow box). */
  stacked?: boolean;
  onDay(day: string): void;
}) {
  // The browser's today decides which days are past, once it has taken over from the server's.
  const [now, setNow] = useState(() => (serverNow ? new Date(serverNow) : new Date()));
  useEffect(() => setNow(new Date()), []);
  // The practice's days, as plain local dates (see calendar-parts.tsx).
  const today = dayAsDate(dayInZone(now, PRACTICE_TIME_ZONE));
  const selected = grid.day ? dayAsDate(grid.day) : undefined;
  const noteId = useId();
  const closed = (date: Date) => {
    const calendarDay = dateAsDay(date);
    if (!isBookableDay(calendarDay, now, PRACTICE_TIME_ZONE)) return true;
    return workingDays ? !workingDays.includes(dayOfWeek(calendarDay)) : false;
  };

  return (
    <div className={stacked ? "space-y-4" : "grid gap-6 lg:grid-cols-[auto_1fr]"}>
      <fieldset>
        <legend className="mb-2 flex gap-1 text-sm font-medium text-stone-800">
          {dateLegend} <RequiredMark required={required} />
        </legend>
        <DayFormContext.Provider value={grid.forms?.day ?? null}>
          <DayPicker
            mode="single"
            selected={selected}
            defaultMonth={selected ?? today}
            startMonth={today}
            today={today}
            onSelect={(date) => {
              if (date) onDay(dateAsDay(date));
            }}
            disabled={closed}
            classNames={CALENDAR_CLASSES}
            components={PICKER_COMPONENTS}
          />
        </DayFormContext.Provider>
      </fieldset>

      <fieldset aria-describedby={noteId}>
        <legend className="flex gap-1 text-sm font-medium text-stone-800">
          {timeLegend} <RequiredMark required={required} />
        </legend>
        <SlotGrid noteId={noteId} {...grid} />
        {error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

function RequiredMark({ required }: { required: boolean }) {
  if (!required) return null;
  return (
    <>
      <span aria-hidden>*</span>
      <span className="sr-only">(required)</span>
    </>
  );
}

function SlotGrid({
  noteId,
  day,
  start,
  slots,
  viewerZone,
  zoneHint,
  current,
  forms,
  onStart,
  onRetry,
}: TimeChoice & { noteId: string }) {
  if (!day || slots.status === "idle") {
    return (
      <p id={noteId} className="mt-2 text-sm text-stone-600">
        Choose a date to see the times.
      </p>
    );
  }
  if (slots.status === "loading") {
    return (
      <p id={noteId} role="status" className="mt-2 text-sm text-stone-600">
        Loading times...
      </p>
    );
  }
  if (slots.status === "error") {
    return (
      <div className="mt-2">
        <p id={noteId} role="alert" className="text-sm text-red-700">
          {slots.message}
        </p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const currentTime = current ? new Date(current).getTime() : Number.NaN;
  const isCurrent = (slot: SlotView) => new Date(slot.start).getTime() === currentTime;
  const first = slots.slots[0];
  const anyFree = slots.slots.some((slot) => slot.available && !isCurrent(slot));
  const zoneName = first ? timeZoneLabel(new Date(first.start), viewerZone) : viewerZone;
  return (
    <>
      <p id={noteId} className="mt-1 text-sm text-stone-600">
        Times in your time zone: {zoneName === viewerZone ? zoneName : `${zoneName} (${viewerZone})`}
        {zoneHint ? <> {zoneHint}</> : null}
      </p>
      {slots.note ? <p className="mt-2 text-sm text-stone-700">{slots.note}</p> : null}
      {anyFree ? null : (
        <p role="status" className="mt-2 text-sm text-stone-700">
          No times are free on this day. Please choose another date.
        </p>
      )}
      <div className="mt-3 grid max-w-sm grid-cols-2 gap-2">
        {slots.slots.map((slot) => {
          const taken = isCurrent(slot);
          const free = slot.available && !taken;
          const chosen = slot.start === start;
          return (
            <button
              key={slot.start}
              {...(forms ? { type: "submit", form: forms.time, name: PICKER_FIELDS.start } : { type: "button" })}
              value={slot.start}
              disabled={!free}
              aria-pressed={free ? chosen : undefined}
              onClick={(event) => {
                event.preventDefault();
                onStart(slot.start);
              }}
              className={`rounded-lg px-3 py-2 text-sm font-medium ring-1 disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-500 disabled:ring-stone-200 ${
                chosen
                  ? "bg-brand-600 text-white ring-brand-600"
                  : "bg-white text-brand-800 ring-brand-200 hover:bg-brand-50"
              }`}
            >
              {formatSlotTime(new Date(slot.start), viewerZone)}
              {taken || slot.reason ? (
                <span className="block text-xs font-normal">
                  <span className="sr-only">, unavailable: </span>
                  {taken ? "your current time" : slot.reason ? SLOT_REASON_TEXT[slot.reason] : null}
                </span>
              ) : slot.payment === "paystack" ? (
                <span className="block text-xs font-normal">
                  <span className="sr-only">, </span>
                  {PAID_BY_CARD}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </>
  );
}
