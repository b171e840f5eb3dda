import {
  CONTACT_FIELDS,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_SERVICE_LABELS,
  type ContactFieldErrors,
} from "@domain/contact";
import { CONTACT_SERVICES } from "@domain/enums";
import { Send } from "lucide-react";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Field } from "./contact-fields";
import { CONTACT_SUCCESS_TITLE, type ContactActionResult } from "./contact-result";

const NO_ERRORS: ContactFieldErrors = {};
// Digits grouped by hand: toLocaleString's first call sets up Intl, a long task while the page hydrates.
const groupDigits = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const MESSAGE_LENGTH_HINT = `Between ${CONTACT_LIMITS.messageMin} and ${groupDigits(CONTACT_LIMITS.messageMax)} characters.`;

/**
 * Spec 000 §2.4's "Schedule a Consultation" form. The inputs are uncontrolled and never
 * remounted, so whatever the visitor typed survives every error; only a success clears them.
 * `documentResult` is the answer when the form was posted without JavaScript.
 */
export function ContactForm({ documentResult }: { documentResult?: ContactActionResult }) {
  const fetcher = useFetcher<ContactActionResult>();
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef<unknown>(null);
  const result = fetcher.data ?? documentResult;
  const failure = result && !result.ok ? result : null;
  const errors = failure?.fieldErrors ?? NO_ERRORS;
  const refill = failure?.values ?? {};
  const busy = fetcher.state !== "idle";

  // Before hydration the form is the browser's: its own check of the fields (required, e-mail)
  // answers at once, and what passes it is posted and answered by the server (decision 0048).
  // Once hydrated, the checks are the page's own, with their messages beside the fields.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);

  useEffect(() => {
    const data = fetcher.data;
    if (fetcher.state !== "idle" || !data || handled.current === data) return;
    handled.current = data;
    if (data.ok) {
      showToast((toast) =>
        toast.success(CONTACT_SUCCESS_TITLE, {
          description: "Thank you for reaching out. We will reply by e-mail as soon as we can.",
        }),
      );
      form.current?.reset();
      return;
    }
    const firstInvalid = CONTACT_FIELDS.find((field) => data.fieldErrors[field]);
    const control = firstInvalid ? form.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`) : null;
    control?.focus();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={form}
      method="post"
      aria-labelledby="contact-form-heading"
      // Fetch the rules while the visitor types, so checking them on "Send" costs no wait.
      onFocus={() => void import("@domain/contact-inquiry").then((rules) => rules.contactInquirySchema())}
      className="relative grid gap-4 sm:grid-cols-2"
    >
      <Field label="First name" error={errors.firstName}>
        {(props) => (
          <input
            {...props}
            name="firstName"
            autoComplete="given-name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            defaultValue={refill.firstName}
          />
        )}
      </Field>
      <Field label="Last name" error={errors.lastName}>
        {(props) => (
          <input
            {...props}
            name="lastName"
            autoComplete="family-name"
            required
            maxLength={CONTACT_LIMITS.nameMax}
            defaultValue={refill.lastName}
          />
        )}
      </Field>
      <Field label="E-mail" error={errors.email}>
        {(props) => (
          <input
            {...props}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={CONTACT_LIMITS.emailMax}
            defaultValue={refill.email}
          />
        )}
      </Field>
      <Field label="Phone" optional error={errors.phone}>
        {(props) => (
          <input
            {...props}
            name="phone"
            type="tel"
            autoComplete="tel"
            maxLength={CONTACT_LIMITS.phoneMaxLength}
            defaultValue={refill.phone}
          />
        )}
      </Field>
      <Field label="Preferred service" error={errors.preferredService} className="sm:col-span-2">
        {(props) => (
          <select {...props} name="preferredService" required defaultValue={refill.preferredService ?? ""}>
            <option value="">Choose a service…</option>
            {CONTACT_SERVICES.map((service) => (
              <option key={service} value={service}>
                {CONTACT_SERVICE_LABELS[service]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Message" error={errors.message} hint={MESSAGE_LENGTH_HINT} className="sm:col-span-2">
        {(props) => (
          <textarea
            {...props}
            name="message"
            rows={5}
            required
            maxLength={CONTACT_LIMITS.messageMax}
            placeholder="Tell us briefly what you are looking for. Please don't share confidential or sensitive details here; we can talk about those privately."
            defaultValue={refill.message}
          />
        )}
      </Field>

      {/* Hidden from people (and assistive technology); bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input id="contact-website" name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>

      <div className="sm:col-span-2">
        {failure ? (
          <p role="alert" className="mb-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-200">
            {failure.message}
          </p>
        ) : null}
        {documentResult?.ok && !fetcher.data ? (
          <p
            role="status"
            className="mb-4 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-200"
          >
            {CONTACT_SUCCESS_TITLE}. Thank you for reaching out; we will reply by e-mail.
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto">
          <Send aria-hidden className="size-4" />
          {busy ? "Sending…" : "Send Message"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
