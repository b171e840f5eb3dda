import { ChevronLeft, ChevronRight } from "lucide-react";
import { DayPicker } from "react-day-picker";
import {
  dayInZone,
  formatSlotTime,
  isBookableDay,
  PRACTICE_TIME_ZONE,
  timeZoneLabel,
  zonedTimeToUtc,
} from "../../../domain/slots";
import { Button } from "../../components/ui/button";
import { SLOT_REASON_TEXT } from "./booking-draft";
import type { SlotsState } from "./use-day-slots";

/** Tailwind in place of the library's stylesheet, so the page loads no extra CSS. */
const CALENDAR_CLASSES = {
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
  day: "p-0.5 text-center",
  day_button:
    "size-9 rounded-full text-sm text-stone-900 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-stone-400 disabled:line-through disabled:hover:bg-transparent",
  selected: "[&>button]:bg-brand-600 [&>button]:text-white [&>button]:hover:bg-brand-700",
  today: "font-semibold [&>button]:ring-1 [&>button]:ring-brand-500",
  disabled: "",
  outside: "",
  hidden: "invisible",
};

function CalendarChevron({ orientation }: { orientation?: string }) {
  return orientation === "left" ? (
    <ChevronLeft aria-hidden className="size-5" />
  ) : (
    <ChevronRight aria-hidden className="size-5" />
  );
}

/**
 * The date and time of the details step: a month calendar of the practice's days (past ones
 * disabled, spec 000 §5) and the chosen day's hourly slots as a two-column grid, each time
 * shown in the viewer's zone, which is named once above the grid.
 */
export function SlotPicker({
  day,
  start,
  slots,
  viewerZone,
  error,
  onDay,
  onStart,
  onRetry,
}: {
  day: string | null;
  start: string | null;
  slots: SlotsState;
  viewerZone: string;
  error?: string;
  onDay(day: string): void;
  onStart(start: string): void;
  onRetry(): void;
}) {
  const now = new Date();
  // Noon, so the day stays the same day in the calendar's zone whatever the offset.
  const selected = day ? zonedTimeToUtc(day, "12:00", PRACTICE_TIME_ZONE) : undefined;

  return (
    <div className="grid gap-6 lg:grid-cols-[auto_1fr]">
      <fieldset>
        <legend className="mb-2 flex gap-1 text-sm font-medium text-stone-800">
          Preferred date <span aria-hidden>*</span>
          <span className="sr-only">(required)</span>
        </legend>
        <DayPicker
          mode="single"
          timeZone={PRACTICE_TIME_ZONE}
          selected={selected}
          defaultMonth={selected ?? now}
          startMonth={now}
          onSelect={(date) => {
            if (date) onDay(dayInZone(date, PRACTICE_TIME_ZONE));
          }}
          disabled={(date) => !isBookableDay(dayInZone(date, PRACTICE_TIME_ZONE), now, PRACTICE_TIME_ZONE)}
          classNames={CALENDAR_CLASSES}
          components={{ Chevron: CalendarChevron }}
        />
      </fieldset>

      <fieldset aria-describedby="time-zone-note">
        <legend className="flex gap-1 text-sm font-medium text-stone-800">
          Preferred time <span aria-hidden>*</span>
          <span className="sr-only">(required)</span>
        </legend>
        <SlotGrid day={day} start={start} slots={slots} viewerZone={viewerZone} onStart={onStart} onRetry={onRetry} />
        {error ? (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

function SlotGrid({
  day,
  start,
  slots,
  viewerZone,
  onStart,
  onRetry,
}: {
  day: string | null;
  start: string | null;
  slots: SlotsState;
  viewerZone: string;
  onStart(start: string): void;
  onRetry(): void;
}) {
  if (!day || slots.status === "idle") {
    return (
      <p id="time-zone-note" className="mt-2 text-sm text-stone-600">
        Choose a date to see the times.
      </p>
    );
  }
  if (slots.status === "loading") {
    return (
      <p id="time-zone-note" role="status" className="mt-2 text-sm text-stone-600">
        Loading times...
      </p>
    );
  }
  if (slots.status === "error") {
    return (
      <div className="mt-2">
        <p id="time-zone-note" role="alert" className="text-sm text-red-700">
          {slots.message}
        </p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  const first = slots.slots[0];
  const anyFree = slots.slots.some((slot) => slot.available);
  const zoneName = first ? timeZoneLabel(new Date(first.start), viewerZone) : viewerZone;
  return (
    <>
      <p id="time-zone-note" className="mt-1 text-sm text-stone-600">
        Times in your time zone: {zoneName === viewerZone ? zoneName : `${zoneName} (${viewerZone})`}
      </p>
      {anyFree ? null : (
        <p role="status" className="mt-2 text-sm text-stone-700">
          No times are free on this day. Please choose another date.
        </p>
      )}
      <div className="mt-3 grid max-w-sm grid-cols-2 gap-2">
        {slots.slots.map((slot) => {
          const chosen = slot.start === start;
          return (
            <button
              key={slot.start}
              type="button"
              value={slot.start}
              disabled={!slot.available}
              aria-pressed={slot.available ? chosen : undefined}
              onClick={() => onStart(slot.start)}
              className={`rounded-lg px-3 py-2 text-sm font-medium ring-1 disabled:cursor-not-allowed disabled:bg-stone-50 disabled:text-stone-500 disabled:ring-stone-200 ${
                chosen
                  ? "bg-brand-600 text-white ring-brand-600"
                  : "bg-white text-brand-800 ring-brand-200 hover:bg-brand-50"
              }`}
            >
              {formatSlotTime(new Date(slot.start), viewerZone)}
              {slot.reason ? (
                <span className="block text-xs font-normal">
                  <span className="sr-only">, unavailable: </span>
                  {SLOT_REASON_TEXT[slot.reason]}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </>
  );
}
