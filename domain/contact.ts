/**
 * The home page's "Schedule a Consultation" form (spec 000 §2.4). The spec shows no
 * validation, so these are the rules a real practice needs; one schema serves the form
 * in the browser and the server action.
 *
 * The form's constants ship with the home page; the schema and zod (mini, the smallest
 * build) are loaded only when the form is used, since they would otherwise be about half
 * of the page's own JavaScript.
 */
import type * as Zod from "zod/mini";
import { CONTACT_SERVICES, type ContactService } from "./enums";
import { CONTROL_CHARACTERS_MESSAGE, fieldWithControlCharacters } from "./validation";

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

const phoneMessage = `Please enter a valid phone number (${CONTACT_LIMITS.phoneMinLength}–${CONTACT_LIMITS.phoneMaxLength} digits, spaces, dashes or +), or leave it empty.`;

function buildSchema(z: typeof Zod) {
  const name = (label: string) =>
    z
      .string({ error: `Please enter your ${label}.` })
      .check(
        z.trim(),
        z.minLength(1, `Please enter your ${label}.`),
        z.maxLength(CONTACT_LIMITS.nameMax, `Your ${label} must be ${CONTACT_LIMITS.nameMax} characters or fewer.`),
      );

  return z.object({
    firstName: name("first name"),
    lastName: name("last name"),
    email: z
      .string({ error: "Please enter your e-mail address." })
      .check(
        z.trim(),
        z.minLength(1, "Please enter your e-mail address."),
        z.maxLength(CONTACT_LIMITS.emailMax, "Please enter a shorter e-mail address."),
        z.email("Please enter a valid e-mail address, such as name@example.com."),
      ),
    // Optional: an empty box means "no phone number", not an invalid one.
    phone: z.pipe(
      z.optional(
        z.string().check(
          z.trim(),
          z.refine((value) => value === "" || isPhoneNumber(value), phoneMessage),
        ),
      ),
      z.transform((value) => value || undefined),
    ),
    preferredService: z.enum(CONTACT_SERVICES, { error: "Please choose the service you are interested in." }),
    message: z
      .string({ error: "Please write a short message." })
      .check(
        z.trim(),
        z.minLength(
          CONTACT_LIMITS.messageMin,
          `Please write a little more (at least ${CONTACT_LIMITS.messageMin} characters) so we know how to help.`,
        ),
        z.maxLength(
          CONTACT_LIMITS.messageMax,
          `Please keep your message under ${CONTACT_LIMITS.messageMax.toLocaleString("en")} characters.`,
        ),
      ),
  });
}

export type ContactInquirySchema = ReturnType<typeof buildSchema>;
export type ContactInquiry = Zod.infer<ContactInquirySchema>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;
export type ContactValidation = { ok: true; inquiry: ContactInquiry } | { ok: false; fieldErrors: ContactFieldErrors };

let schema: Promise<ContactInquirySchema> | undefined;

/** The schema, built once on first use (calling it early warms it up before the form is sent). */
export function contactInquirySchema(): Promise<ContactInquirySchema> {
  schema ??= import("zod/mini").then(buildSchema);
  return schema;
}

/** Validates raw input; on failure gives the first problem of each field, ready to show under it. */
export async function validateContactInquiry(raw: unknown): Promise<ContactValidation> {
  const poisoned = fieldWithControlCharacters(raw);
  if (poisoned && isContactField(poisoned)) {
    return { ok: false, fieldErrors: { [poisoned]: CONTROL_CHARACTERS_MESSAGE } };
  }
  const parsed = (await contactInquirySchema()).safeParse(raw);
  if (parsed.success) return { ok: true, inquiry: parsed.data };
  const fieldErrors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && isContactField(field) && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}

function isContactField(value: string): value is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(value);
}

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
