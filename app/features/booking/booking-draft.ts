import { DETAIL_MESSAGES } from "@domain/booking-messages";
/**
 * The booking form's state and its browser-side rules (spec 000 §2.10, §5). The server checks
 * everything again; these only spare the client a round trip, and say the same things.
 */
import { isPhoneNumber } from "@domain/contact";
import { usableZone } from "@domain/zone-time";
import { type AppliedCode, codeMakesFree } from "~/components/booking/applied-code";
import type { SlotView } from "~/components/booking/slots-api";

export interface BookingDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  concerns: string;
  previousExperience: string;
}

export interface BookingDraft {
  serviceId: string | null;
  /** The practice-calendar day picked ("YYYY-MM-DD"). */
  day: string | null;
  /** The chosen slot's start, an ISO instant. */
  start: string | null;
  details: BookingDetails;
  /** What is typed in the "Gift certificate or coupon" box, kept across Back and Continue. */
  couponInput: string;
  /** The coupon or gift certificate the server accepted for this service. */
  coupon: AppliedCode | null;
  /** She chose to pay rather than spend the plan or package session that would pay (spec 000 §5). */
  declineCredit: boolean;
}

export type Prefill = Pick<BookingDetails, "firstName" | "lastName" | "email" | "phone">;

/** A choice brought back to the page (load-booking-form's BookingResume): `start` null if no longer free. */
export interface Resume {
  serviceId: string;
  day: string | null;
  start: string | null;
  /** The day's times, drawn by the server for a day chosen on the date and time step (?day=); else null. */
  times: { note: string | null; slots: SlotView[] } | null;
}

export function newDraft(prefill: Prefill, resume: Resume | null = null): BookingDraft {
  return {
    serviceId: resume?.serviceId ?? null,
    day: resume?.day ?? null,
    start: resume?.start ?? null,
    details: { ...prefill, concerns: "", previousExperience: "" },
    couponInput: "",
    coupon: null,
    declineCredit: false,
  };
}

export type RequiredDetail = "firstName" | "lastName" | "email" | "phone";

export { DETAIL_MESSAGES };

/** Server limits (create-booking-schema.ts), repeated on the inputs as maxLength. */
export const NAME_MAX_LENGTH = 100;
export const NOTE_MAX_LENGTH = 2000;

// Deliberately loose: the server's zod e-mail check has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The required details that are missing or malformed, with what to say under each. */
export function checkDetails(details: BookingDetails): Partial<Record<RequiredDetail, string>> {
  const errors: Partial<Record<RequiredDetail, string>> = {};
  if (!details.firstName.trim()) errors.firstName = DETAIL_MESSAGES.firstName;
  if (!details.lastName.trim()) errors.lastName = DETAIL_MESSAGES.lastName;
  if (!EMAIL.test(details.email.trim())) errors.email = DETAIL_MESSAGES.email;
  if (!isPhoneNumber(details.phone.trim())) errors.phone = DETAIL_MESSAGES.phone;
  return errors;
}

export type Step = 1 | 2 | 3 | 4;

/**
 * Where the page opens for the choice in its address, checked by the server: the summary for a
 * service and a time still free (where she confirms it, and is asked to sign in if she has not);
 * the date and time step for a service alone (a service's Choose button before the page's
 * scripts have run, the coaching page's button), one whose time is no longer free, or a day
 * chosen on that step (with its time, if one was); the start when nothing usable was chosen.
 */
export function firstStep(resume: Resume | null): Step {
  if (!resume) return 1;
  // A day chosen on the date and time step (a day's or a time's button before hydration) stays there.
  if (resume.times) return 2;
  return resume.start ? 3 : 2;
}

/**
 * A time chosen earlier for the summary that is no longer free (not a service chosen without a
 * time, nor a day chosen on the date and time step, whose times are listed as they are now).
 */
export const chosenTimeGone = (resume: Resume | null) => Boolean(resume?.day && !resume.start && !resume.times);

const FIELD_STEP: Readonly<Record<string, Step>> = {
  serviceId: 1,
  start: 2,
  firstName: 2,
  lastName: 2,
  email: 2,
  phone: 2,
  concerns: 2,
  previousExperience: 2,
  couponCode: 3,
  usePlanCredit: 3,
};

/** The earliest step showing one of these fields' errors (the step to go back to), if any. */
export function stepOfErrors(fields: Readonly<Record<string, string>>): Step | null {
  const steps = Object.keys(fields).flatMap((field) => (FIELD_STEP[field] ? [FIELD_STEP[field]] : []));
  return steps.length > 0 ? (Math.min(...steps) as Step) : null;
}

/**
 * Whether a plan or package session pays: one does for this service (`hasCredit`, the server's
 * choice), she has not declined it, and no code is applied (a code goes first, as the server takes it).
 */
export function paysWithCredit(draft: BookingDraft, hasCredit: boolean): boolean {
  return hasCredit && !draft.declineCredit && draft.coupon === null;
}

/**
 * The fields create-booking reads (create-booking-schema.ts); the region comes from the cookie.
 * usePlanCredit asks the server to spend the credit it chooses; it never names one.
 */
export function bookingFormFields(draft: BookingDraft, timezone: string, hasCredit = false): Record<string, string> {
  const { details } = draft;
  return {
    serviceId: draft.serviceId ?? "",
    start: draft.start ?? "",
    firstName: details.firstName.trim(),
    lastName: details.lastName.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    concerns: details.concerns.trim(),
    previousExperience: details.previousExperience.trim(),
    couponCode: draft.coupon?.code ?? "",
    usePlanCredit: paysWithCredit(draft, hasCredit) ? "true" : "",
    timezone,
  };
}

/**
 * Whether the session costs nothing: an accepted coupon, a gift certificate that pays all of what
 * would be charged (`byCard`: abroad, too soon for a transfer, the card's dollars), or a plan or
 * package session when no code is applied and she has not declined it (spec 000 §4).
 */
export function isFree(draft: BookingDraft, byCard = false, hasCredit = false): boolean {
  if (draft.coupon) return codeMakesFree(draft.coupon, byCard);
  return paysWithCredit(draft, hasCredit);
}

/** The viewer's IANA zone, in which every time is shown (DESIGN §4); UTC if the browser says nothing usable. */
export function viewerTimeZone(): string {
  return usableZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
}
