import type { ContactFieldErrors, ContactFormValues } from "@domain/contact";

/** What the home route's action answers to the contact form. */
export type ContactActionResult =
  | { ok: true }
  | {
      ok: false;
      /** Shown above the button: what went wrong as a whole. */
      message: string;
      fieldErrors: ContactFieldErrors;
      /** Echoed back so a page rendered without JavaScript can refill the form. */
      values?: Partial<ContactFormValues>;
    };

export const CONTACT_SUCCESS_TITLE = "Message sent";
