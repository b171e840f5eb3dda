import { EVENT_TYPES } from "@domain/enums";
import {
  EVENT_TYPE_LABEL,
  EVENT_LIMITS as LIMITS,
  practiceDateTime,
  EVENT_ADMIN_TEXT as TEXT,
} from "@domain/event-admin";
import { balanceDueDate, cancellationRules } from "@domain/events";
import { formatLongDate } from "@domain/long-date";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { useId, useState } from "react";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Field, TextAreaField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import type { EventFormValues, EventRowView } from "./event-view";
import { useEventAction } from "./use-event-action";

type TextFieldName = Exclude<keyof EventFormValues, "allowDeposit">;

const EMPTY: EventFormValues = {
  title: "",
  tagline: "",
  description: "",
  eventType: "workshop",
  startsAt: "",
  endsAt: "",
  location: "",
  facilitator: "",
  capacity: "",
  priceLocal: "",
  priceInternational: "",
  allowDeposit: false,
  depositPercentage: "",
  balanceDueOn: "",
  cancellationPolicy: "",
  duration: "",
  objectives: "",
  itinerary: "",
  image: "",
};

/** "Empty: 30 days before the start (11 August 2031)." once a start is entered. */
function defaultBalanceHint(startsAt: string): string {
  const start = practiceDateTime(startsAt);
  const day = start
    ? ` (${formatLongDate(balanceDueDate({ startDate: start, balanceDueDate: null }), PRACTICE_TIME_ZONE)})`
    : "";
  return `Leave empty for 30 days before the start${day}.`;
}

/**
 * New event and Edit event (the same form): what the public pages show, the places and prices,
 * and the deposit terms. Times are the practice's (Accra); the server checks everything again
 * and its messages appear under their fields.
 */
export function EventFormDialog({
  open,
  event,
  onClose,
}: {
  open: boolean;
  /** The event edited; null for a new one. */
  event: EventRowView | null;
  onClose(): void;
}) {
  const initial = event?.form ?? EMPTY;
  const [startsAt, setStartsAt] = useState(initial.startsAt);
  const [deposit, setDeposit] = useState(initial.allowDeposit);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const depositId = useId();
  const { busy, errors, clearErrors, onSubmit } = useEventAction(
    { success: event ? TEXT.updated : TEXT.created, failed: TEXT.saveError },
    onClose,
  );
  // A field's name, what the form holds for it, and the server's message about it.
  const bound = (name: TextFieldName) => ({ name, defaultValue: initial[name], error: errors[name] });

  // Each opening starts from the event as it is (or an empty form), without the last errors.
  const opening = open ? (event?.id ?? "new") : null;
  if (opening !== shownFor) {
    setShownFor(opening);
    clearErrors();
    setStartsAt(initial.startsAt);
    setDeposit(initial.allowDeposit);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={event ? "Edit event" : "New event"}
      description={
        event
          ? `Changes show on the public page at once if it is published.`
          : "A new event is a draft until you publish it."
      }
    >
      <form key={opening ?? "closed"} onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <input type="hidden" name="intent" value={event ? "update" : "create"} />
        {event ? <input type="hidden" name="eventId" value={event.id} /> : null}
        <Field label="Title" {...bound("title")} required maxLength={LIMITS.title} />
        <SelectField
          label="Type"
          {...bound("eventType")}
          options={EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABEL[value] }))}
        />
        <Field label="Tagline (optional)" {...bound("tagline")} maxLength={LIMITS.tagline} />
        <TextAreaField label="Description" {...bound("description")} required rows={4} maxLength={LIMITS.description} />
        <Field
          label="Starts (Accra time)"
          name="startsAt"
          type="datetime-local"
          required
          value={startsAt}
          onChange={(change) => setStartsAt(change.currentTarget.value)}
          error={errors.startsAt}
        />
        <Field label="Ends (Accra time)" {...bound("endsAt")} type="datetime-local" required />
        <Field
          label="Duration (optional)"
          {...bound("duration")}
          maxLength={LIMITS.duration}
          hint='As the page shows it: "3 hours", "4 days, 3 nights".'
        />
        <Field label="Location" {...bound("location")} required maxLength={LIMITS.location} />
        <Field label="Facilitator" {...bound("facilitator")} required maxLength={LIMITS.facilitator} />
        <Field
          label="Capacity (places)"
          {...bound("capacity")}
          type="number"
          min={1}
          max={LIMITS.maxCapacity}
          inputMode="numeric"
          required
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Local price (GHS)"
            {...bound("priceLocal")}
            inputMode="decimal"
            required
            hint="For visitors in Ghana. 0 makes a community event free."
          />
          <Field
            label="International price (USD)"
            {...bound("priceInternational")}
            inputMode="decimal"
            required
            hint="For everyone else."
          />
        </div>
        <div className="flex items-center gap-2">
          <input
            id={depositId}
            type="checkbox"
            name="allowDeposit"
            checked={deposit}
            onChange={(change) => setDeposit(change.currentTarget.checked)}
            className="size-4 rounded border-stone-400"
          />
          <label htmlFor={depositId} className="text-sm font-medium text-stone-800">
            Allow paying a deposit first
          </label>
        </div>
        {deposit ? (
          <div className="grid gap-4 rounded-xl bg-stone-50 p-3 sm:grid-cols-2">
            <Field
              label="Deposit (%)"
              {...bound("depositPercentage")}
              type="number"
              min={1}
              max={99}
              inputMode="numeric"
              required
            />
            <Field
              label="Balance due by (optional)"
              {...bound("balanceDueOn")}
              type="date"
              hint={defaultBalanceHint(startsAt)}
            />
          </div>
        ) : null}
        <TextAreaField
          label="Cancellation policy (optional)"
          {...bound("cancellationPolicy")}
          rows={3}
          maxLength={LIMITS.cancellationPolicy}
          hint={`Leave empty for the practice's policy: "${cancellationRules(null, deposit ? "deposit" : "full")}"`}
        />
        <TextAreaField label="Objectives (optional)" {...bound("objectives")} rows={3} hint="One per line." />
        <TextAreaField
          label="Itinerary (optional)"
          {...bound("itinerary")}
          rows={4}
          hint='One day per line: "Day 1: Arrival; Welcome circle".'
        />
        <Field
          label="Image (optional)"
          {...bound("image")}
          maxLength={LIMITS.image}
          hint="A path on this site (/images/...) or a web address."
        />
        <DialogActions
          onCancel={onClose}
          submit={event ? "Save changes" : "Create event"}
          busyLabel="Saving..."
          busy={busy}
        />
      </form>
    </Dialog>
  );
}
