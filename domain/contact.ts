/**
 * The home page's "Schedule a Consultation" form (spec 000 §2.4): its fields, limits and texts.
 * The spec shows no validation, so the rules a real practice needs are in `contact-inquiry.ts`,
 * one schema for the form in the browser and the server action.
 *
 * These constants ship with the home page; the schema and zod (mini, the smallest build) are
 * loaded only when the form is used, since they would otherwise be about half of the page's own
 * JavaScript.
 */
import type { ContactService } from "./enums";

export const CONTACT_LIMITS = {
  nameMax: 80,
  emailMax: 254,
  phoneMinLength: 7,
  phoneMaxLength: 20,
  messageMin: 10,
  messageMax: 2000,
} as const;

export const CONTACT_SERVICE_LABELS: Readonly<Record<ContactService, string>> = {
  individual: "Individual Therapy",
  couples: "Couples Therapy",
  group: "Group Therapy",
  family: "Family Therapy",
};

/** Shown above the form's button when any field is wrong (each field says what). */
export const CONTACT_CHECK_FIELDS_MESSAGE = "Please check the highlighted fields.";

/** The form's fields, in the order they are shown (and the order errors are focused). */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "preferredService", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * A field people never see. Form-filling bots fill it; a filled one is answered like a
 * success (so the bot learns nothing) and nothing is stored.
 */
export const CONTACT_HONEYPOT_FIELD = "website";

const PHONE_CHARACTERS = /^[0-9+\s-]+$/;

/** 7–20 characters of digits, spaces, dashes or +, with at least 7 actual digits. */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, "").length;
  return (
    value.length >= CONTACT_LIMITS.phoneMinLength &&
    value.length <= CONTACT_LIMITS.phoneMaxLength &&
    PHONE_CHARACTERS.test(value) &&
    digits >= CONTACT_LIMITS.phoneMinLength
  );
}

export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export type ContactFormValues = Record<ContactField | typeof CONTACT_HONEYPOT_FIELD, string>;

/** The submitted form as plain strings: the visible fields and the honeypot; anything else is ignored. */
export function readContactForm(form: FormData): ContactFormValues {
  const keys = [...CONTACT_FIELDS, CONTACT_HONEYPOT_FIELD];
  return Object.fromEntries(
    keys.map((key) => {
      const value = form.get(key);
      return [key, typeof value === "string" ? value : ""];
    }),
  ) as ContactFormValues;
}

/** True when the hidden field was filled in, i.e. the sender is almost certainly a bot. */
export function isHoneypotFilled(values: Record<string, unknown>): boolean {
  const value = values[CONTACT_HONEYPOT_FIELD];
  return typeof value === "string" && value.trim() !== "";
}
