/**
 * The rules of the home page's contact form (spec 000 §2.4), one schema for the form in the
 * browser and the server action. The browser loads this module, and zod (mini, the smallest
 * build) after it, only when the form is used; the form's fields and texts are in `contact.ts`.
 */
import type * as Zod from "zod/mini";
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField, type ContactFieldErrors, isPhoneNumber } from "./contact";
import { CONTACT_SERVICES } from "./enums";
import { CONTROL_CHARACTERS_MESSAGE, fieldWithControlCharacters } from "./validation";

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
