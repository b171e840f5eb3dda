import { CONTACT_CHECK_FIELDS_MESSAGE } from "@domain/contact";
import { useRef } from "react";
import { type PickerForms, SlotPicker } from "~/components/booking/slot-picker";
import type { SlotsState } from "~/components/booking/use-day-slots";
import { Button } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import { type BookingDetails, type BookingDraft, NAME_MAX_LENGTH, NOTE_MAX_LENGTH } from "./booking-draft";
import { BOOKING_PATH, CHOICE_PARAMS } from "./booking-return";
import { StepHeading } from "./step-indicator";

/**
 * Step 2: who is coming, when, and (optionally) what brings them (spec 000 §2.10, §5). A
 * visitor who has not signed in chooses only the date and time here: her details come from
 * the account she signs in to or creates at the next step.
 *
 * A day's and a time's buttons submit GET forms of their own to /book (`?service=&day=`, and
 * `&start=` for a time, with what else the address held, `kept`): before the page's scripts have
 * run, the browser opens this step again with that day's times listed, drawn by the server
 * (decision 0048). Once hydrated a click is the page's own: the times are fetched in place.
 */
const FORMS: PickerForms = { day: "booking-day", time: "booking-time" };
export function DetailsStep({
  signedIn,
  draft,
  errors,
  slots,
  viewerZone,
  serverNow,
  kept,
  focus,
  onDetails,
  onDay,
  onStart,
  onRetrySlots,
  onBack,
  onContinue,
}: {
  signedIn: boolean;
  draft: BookingDraft;
  errors: Readonly<Record<string, string>>;
  slots: SlotsState;
  viewerZone: string;
  /** When the server drew the page (ISO), for the calendar it may have drawn. */
  serverNow: string;
  /** The address's other query parameters, sent again with a day or a time. */
  kept: readonly (readonly [string, string])[];
  focus: boolean;
  onDetails(patch: Partial<BookingDetails>): void;
  onDay(day: string): void;
  onStart(start: string): void;
  onRetrySlots(): void;
  onBack(): void;
  /** False when something is missing; focus then goes to the first field that says what. */
  onContinue(): boolean;
}) {
  const { details } = draft;
  const form = useRef<HTMLFormElement>(null);
  const fieldWrong = ["firstName", "lastName", "email", "phone", "concerns", "previousExperience"].some(
    (name) => errors[name],
  );
  const text = (name: "firstName" | "lastName" | "email" | "phone") => ({
    name,
    value: details[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onDetails({ [name]: event.target.value }),
  });

  return (
    <section aria-labelledby="step-details">
      <StepHeading id="step-details" focus={focus}>
        {signedIn ? "Your details" : "Choose a date and time"}
      </StepHeading>
      <p className="mt-1 text-sm text-stone-600">
        Fields marked <span aria-hidden>*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      {/* Before the fields: a query lists the address's fields, then the button's own (tree order). */}
      {draft.serviceId ? (
        <>
          <ChoiceForm id={FORMS.day} kept={kept} fields={[[CHOICE_PARAMS.service, draft.serviceId]]} />
          <ChoiceForm
            id={FORMS.time}
            kept={kept}
            fields={[
              [CHOICE_PARAMS.service, draft.serviceId],
              ...(draft.day ? ([[CHOICE_PARAMS.day, draft.day]] as const) : []),
            ]}
          />
        </>
      ) : null}
      <form
        ref={form}
        noValidate
        className="mt-5 space-y-8"
        onSubmit={(event) => {
          event.preventDefault();
          if (onContinue()) return;
          // After React has drawn the messages (discrete events render before timers run).
          setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        }}
      >
        {signedIn ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="sr-only">Contact details</legend>
            <Field
              label="First name"
              required
              autoComplete="given-name"
              maxLength={NAME_MAX_LENGTH}
              {...text("firstName")}
            />
            <Field
              label="Last name"
              required
              autoComplete="family-name"
              maxLength={NAME_MAX_LENGTH}
              {...text("lastName")}
            />
            <Field label="E-mail" type="email" required autoComplete="email" {...text("email")} />
            <Field label="Phone" type="tel" required autoComplete="tel" {...text("phone")} />
          </fieldset>
        ) : null}

        <SlotPicker
          day={draft.day}
          start={draft.start}
          slots={slots}
          viewerZone={viewerZone}
          serverNow={serverNow}
          forms={draft.serviceId ? FORMS : undefined}
          error={errors.start}
          onDay={onDay}
          onStart={onStart}
          onRetry={onRetrySlots}
        />

        {signedIn ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextArea
              label="What would you like support with? (optional)"
              name="concerns"
              value={details.concerns}
              error={errors.concerns}
              onChange={(value) => onDetails({ concerns: value })}
            />
            <TextArea
              label="Previous experience with therapy (optional)"
              name="previousExperience"
              value={details.previousExperience}
              error={errors.previousExperience}
              onChange={(value) => onDetails({ previousExperience: value })}
            />
          </div>
        ) : (
          <p className="text-sm text-stone-600">
            Next you see a summary of your booking, then sign in or create an account to book it.
          </p>
        )}

        {fieldWrong ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {CONTACT_CHECK_FIELDS_MESSAGE}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" onClick={onBack}>
            Back
          </Button>
          <Button type="submit">Continue</Button>
        </div>
      </form>
    </section>
  );
}

/** A GET form of /book that a day's or a time's button submits (with its own name and value). */
function ChoiceForm({
  id,
  kept,
  fields,
}: {
  id: string;
  kept: readonly (readonly [string, string])[];
  fields: readonly (readonly [string, string])[];
}) {
  return (
    <form id={id} method="get" action={BOOKING_PATH} hidden>
      {[...kept, ...fields].map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a name; the order is the address's.
        <input key={`${index}-${name}`} type="hidden" name={name} value={value} />
      ))}
    </form>
  );
}

function TextArea({
  label,
  name,
  value,
  error,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange(value: string): void;
}) {
  return (
    <TextAreaField
      label={label}
      name={name}
      rows={4}
      maxLength={NOTE_MAX_LENGTH}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
