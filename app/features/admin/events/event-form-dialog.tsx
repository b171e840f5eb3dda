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
import { type FormEvent, useId, useState } from "react";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { Field, TextAreaField } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { useDialogAnswer } from "../use-dialog-answer";
import { EVENTS_PATH, type EventFormValues, type EventRowView } from "./event-view";

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [startsAt, setStartsAt] = useState(initial.startsAt);
  const [deposit, setDeposit] = useState(initial.allowDeposit);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const depositId = useId();
  const { fetcher, busy } = useDialogAnswer(
    { success: event ? TEXT.updated : TEXT.created, failed: TEXT.saveError },
    onClose,
    (answer) => setErrors(answer.fields ?? {}),
  );

  // Each opening starts from the event as it is (or an empty form), without the last errors.
  const opening = open ? (event?.id ?? "new") : null;
  if (opening !== shownFor) {
    setShownFor(opening);
    setErrors({});
    setStartsAt(initial.startsAt);
    setDeposit(initial.allowDeposit);
  }

  const onSubmit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    setErrors({});
    void fetcher.submit(submitted.currentTarget, { method: "post", action: EVENTS_PATH });
  };

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
        <Field
          label="Title"
          name="title"
          required
          maxLength={LIMITS.title}
          defaultValue={initial.title}
          error={errors.title}
        />
        <SelectField
          label="Type"
          name="eventType"
          defaultValue={initial.eventType}
          options={EVENT_TYPES.map((value) => ({ value, label: EVENT_TYPE_LABEL[value] }))}
          error={errors.eventType}
        />
        <Field
          label="Tagline (optional)"
          name="tagline"
          maxLength={LIMITS.tagline}
          defaultValue={initial.tagline}
          error={errors.tagline}
        />
        <TextAreaField
          label="Description"
          name="description"
          required
          rows={4}
          maxLength={LIMITS.description}
          defaultValue={initial.description}
          error={errors.description}
        />
        <Field
          label="Starts (Accra time)"
          name="startsAt"
          type="datetime-local"
          required
          value={startsAt}
          onChange={(change) => setStartsAt(change.currentTarget.value)}
          error={errors.startsAt}
        />
        <Field
          label="Ends (Accra time)"
          name="endsAt"
          type="datetime-local"
          required
          defaultValue={initial.endsAt}
          error={errors.endsAt}
        />
        <Field
          label="Duration (optional)"
          name="duration"
          maxLength={LIMITS.duration}
          hint='As the page shows it: "3 hours", "4 days, 3 nights".'
          defaultValue={initial.duration}
          error={errors.duration}
        />
        <Field
          label="Location"
          name="location"
          required
          maxLength={LIMITS.location}
          defaultValue={initial.location}
          error={errors.location}
        />
        <Field
          label="Facilitator"
          name="facilitator"
          required
          maxLength={LIMITS.facilitator}
          defaultValue={initial.facilitator}
          error={errors.facilitator}
        />
        <Field
          label="Capacity (places)"
          name="capacity"
          type="number"
          min={1}
          max={LIMITS.maxCapacity}
          inputMode="numeric"
          required
          defaultValue={initial.capacity}
          error={errors.capacity}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Local price (GHS)"
            name="priceLocal"
            inputMode="decimal"
            required
            hint="For visitors in Ghana."
            defaultValue={initial.priceLocal}
            error={errors.priceLocal}
          />
          <Field
            label="International price (USD)"
            name="priceInternational"
            inputMode="decimal"
            required
            hint="For everyone else."
            defaultValue={initial.priceInternational}
            error={errors.priceInternational}
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
              name="depositPercentage"
              type="number"
              min={1}
              max={99}
              inputMode="numeric"
              required
              defaultValue={initial.depositPercentage}
              error={errors.depositPercentage}
            />
            <Field
              label="Balance due by (optional)"
              name="balanceDueOn"
              type="date"
              hint={defaultBalanceHint(startsAt)}
              defaultValue={initial.balanceDueOn}
              error={errors.balanceDueOn}
            />
          </div>
        ) : null}
        <TextAreaField
          label="Cancellation policy (optional)"
          name="cancellationPolicy"
          rows={3}
          maxLength={LIMITS.cancellationPolicy}
          hint={`Leave empty for the practice's policy: "${cancellationRules(null, deposit ? "deposit" : "full")}"`}
          defaultValue={initial.cancellationPolicy}
          error={errors.cancellationPolicy}
        />
        <TextAreaField
          label="Objectives (optional)"
          name="objectives"
          rows={3}
          hint="One per line."
          defaultValue={initial.objectives}
          error={errors.objectives}
        />
        <TextAreaField
          label="Itinerary (optional)"
          name="itinerary"
          rows={4}
          hint='One day per line: "Day 1: Arrival; Welcome circle".'
          defaultValue={initial.itinerary}
          error={errors.itinerary}
        />
        <Field
          label="Image (optional)"
          name="image"
          maxLength={LIMITS.image}
          hint="A path on this site (/images/...) or a web address."
          defaultValue={initial.image}
          error={errors.image}
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
