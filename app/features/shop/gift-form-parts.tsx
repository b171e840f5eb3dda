import { GIFT_DELIVERY_MAX_DAYS } from "@domain/gift-certificates";
import { addDays, dayInZone } from "@domain/zone-time";
import { useId, useState } from "react";
import { NameFields } from "~/components/name-fields";
import { Field, TextAreaField } from "~/components/ui/field";

type Errors = Record<string, string>;

/** A message inside the dialog, where a toast would sit behind its backdrop. */
export interface Notice {
  tone: "error" | "info";
  title: string;
  description: string;
}

/**
 * The dialog's message line, in sight above its buttons and read out as it appears (an error as
 * an alert, anything else politely): both regions are always there, so what is put in them is heard.
 */
export function FormNotice({ notice }: { notice: Notice | null }) {
  const box = (n: Notice) => (
    <div
      className={`rounded-xl p-3 text-sm ring-1 ${n.tone === "error" ? "bg-red-50 text-red-900 ring-red-200" : "bg-sand-50 text-stone-800 ring-stone-200"}`}
    >
      <p className="font-semibold">{n.title}</p>
      {n.description ? <p className="mt-1">{n.description}</p> : null}
    </div>
  );
  return (
    <>
      <div role="alert" className="empty:hidden">
        {notice?.tone === "error" ? box(notice) : null}
      </div>
      <div role="status" className="empty:hidden">
        {notice?.tone === "info" ? box(notice) : null}
      </div>
    </>
  );
}

/** Zones most recipients live in; the empty choice is Accra's time, the practice's own. */
const TIME_ZONES: readonly { value: string; label: string }[] = [
  { value: "Africa/Lagos", label: "Nigeria (Lagos)" },
  { value: "Africa/Nairobi", label: "Kenya (Nairobi)" },
  { value: "Africa/Johannesburg", label: "South Africa (Johannesburg)" },
  { value: "Europe/London", label: "United Kingdom and Ireland (London)" },
  { value: "Europe/Paris", label: "Central Europe (Paris, Berlin, Amsterdam)" },
  { value: "America/New_York", label: "US and Canada Eastern (New York, Toronto)" },
  { value: "America/Chicago", label: "US Central (Chicago)" },
  { value: "America/Denver", label: "US Mountain (Denver)" },
  { value: "America/Los_Angeles", label: "US and Canada Pacific (Los Angeles, Vancouver)" },
  { value: "Asia/Dubai", label: "Gulf (Dubai)" },
  { value: "Asia/Kolkata", label: "India (Kolkata)" },
  { value: "Asia/Singapore", label: "Singapore" },
  { value: "Australia/Sydney", label: "Australia Eastern (Sydney)" },
];

/**
 * Who receives the gift and when: name, e-mail, message, her time zone and the day the e-mail
 * goes (from today in her zone to a year ahead; at eight in the morning there).
 */
export function RecipientFields({ errors, practiceZone }: { errors: Errors; practiceZone: string }) {
  const [zone, setZone] = useState("");
  const zoneId = useId();
  const today = dayInZone(new Date(), zone || practiceZone);
  // Chosen once, when the form opens: what she picks afterwards stays as she picked it.
  const [firstDay] = useState(today);
  const zoneError = errors.recipientTimeZone;
  return (
    <fieldset className="space-y-4">
      <legend className="font-serif text-lg text-brand-900">Who it is for</legend>
      <Field label="Recipient's name" name="recipientName" autoComplete="off" required error={errors.recipientName} />
      <Field
        label="Recipient's e-mail"
        name="recipientEmail"
        type="email"
        autoComplete="off"
        required
        error={errors.recipientEmail}
      />
      <TextAreaField
        label="Your message (optional)"
        name="message"
        rows={3}
        maxLength={500}
        hint="Up to 500 characters, printed on the card."
        error={errors.message}
      />
      <div>
        <label htmlFor={zoneId} className="text-sm font-medium text-stone-800">
          Recipient's time zone (optional)
        </label>
        <select
          id={zoneId}
          name="recipientTimeZone"
          value={zone}
          onChange={(e) => setZone(e.currentTarget.value)}
          aria-invalid={zoneError ? true : undefined}
          aria-describedby={zoneError ? `${zoneId}-error` : undefined}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-stone-900 ${zoneError ? "border-red-600" : "border-stone-300"}`}
        >
          <option value="">Ghana (Accra time)</option>
          {TIME_ZONES.map((z) => (
            <option key={z.value} value={z.value}>
              {z.label}
            </option>
          ))}
        </select>
        {zoneError ? (
          <p id={`${zoneId}-error`} className="mt-1 text-sm text-red-700">
            {zoneError}
          </p>
        ) : null}
      </div>
      <Field
        label="Delivery date"
        name="deliverOn"
        type="date"
        required
        defaultValue={firstDay}
        min={today}
        max={addDays(today, GIFT_DELIVERY_MAX_DAYS)}
        hint="Today: we e-mail the certificate as soon as it is paid. A later day: at 8:00 in the morning, in the recipient's time zone."
        error={errors.deliverOn}
      />
    </fieldset>
  );
}

/** How the e-mail and the card speak of the gift. */
export function CardChoices({ practiceName, errors }: { practiceName: string; errors: Errors }) {
  const ids = { name: useId(), price: useId() };
  const boxes = [
    {
      id: ids.name,
      name: "nameTheService",
      label: "The e-mail and card may name the therapy service",
      hint: `Left unticked, they say only that it is a gift from you at ${practiceName}.`,
    },
    { id: ids.price, name: "showPrice", label: "Show the price on the card", hint: null },
  ];
  return (
    <fieldset className="space-y-3">
      <legend className="font-serif text-lg text-brand-900">The card</legend>
      {boxes.map((box) => (
        <div key={box.name} className="flex items-start gap-3 text-sm">
          <input
            id={box.id}
            type="checkbox"
            name={box.name}
            aria-describedby={box.hint ? `${box.id}-hint` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-600"
          />
          <div>
            <label htmlFor={box.id} className="text-stone-800">
              {box.label}
            </label>
            {box.hint ? (
              <p id={`${box.id}-hint`} className="text-xs text-stone-600">
                {box.hint}
              </p>
            ) : null}
            {errors[box.name] ? <p className="text-sm text-red-700">{errors[box.name]}</p> : null}
          </div>
        </div>
      ))}
    </fieldset>
  );
}

/** A signed-out buyer's own details: the receipt and, abroad, the payment details go to her e-mail. */
export function BuyerFields({ errors }: { errors: Errors }) {
  return (
    <fieldset className="space-y-4">
      <legend className="font-serif text-lg text-brand-900">Your details</legend>
      <NameFields errors={errors} className="grid gap-4 sm:grid-cols-2" />
      <Field
        label="Your e-mail"
        name="buyerEmail"
        type="email"
        autoComplete="email"
        required
        hint="Your receipt goes here. You do not need to sign in or choose a password."
        error={errors.buyerEmail}
      />
    </fieldset>
  );
}
