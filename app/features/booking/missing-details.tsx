import { useState } from "react";
import { Field } from "~/components/ui/field";
import { type BookingDetails, checkDetails, NAME_MAX_LENGTH, type RequiredDetail } from "./booking-draft";

const FIELDS: Readonly<Record<RequiredDetail, { label: string; type: string; autoComplete: string }>> = {
  firstName: { label: "First name", type: "text", autoComplete: "given-name" },
  lastName: { label: "Last name", type: "text", autoComplete: "family-name" },
  email: { label: "E-mail", type: "email", autoComplete: "email" },
  phone: { label: "Phone", type: "tel", autoComplete: "tel" },
};

/**
 * On the summary of a choice brought back through sign-up: the required details her new
 * account does not have yet (a phone number, most often), so she confirms from here. The
 * list is taken when the step opens, so a field does not vanish while she types in it.
 */
export function MissingDetails({
  details,
  errors,
  onDetails,
}: {
  details: BookingDetails;
  errors: Readonly<Record<string, string>>;
  onDetails(patch: Partial<BookingDetails>): void;
}) {
  const [missing] = useState(() => Object.keys(checkDetails(details)) as RequiredDetail[]);
  if (missing.length === 0) return null;
  return (
    <fieldset className="mt-6 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <legend className="float-left w-full font-medium text-brand-900">Your details</legend>
      <p className="clear-left text-sm text-stone-600">We need these to book your session.</p>
      {missing.map((name) => (
        <Field
          key={name}
          name={name}
          required
          {...FIELDS[name]}
          maxLength={name === "firstName" || name === "lastName" ? NAME_MAX_LENGTH : undefined}
          value={details[name]}
          error={errors[name]}
          onChange={(event) => onDetails({ [name]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}
