import { registrationAnchor } from "@domain/events";
import { formatLongDate } from "@domain/long-date";
import { formatMoney } from "@domain/money";
import { sessionWhen } from "@domain/session-time";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import type { MyPlace } from "@server/modules/my-events";

/** A place she already holds, as "You are registered" shows it: every amount and date written for her. */
export interface PlaceView {
  registrationId: string;
  /** "Confirmed", "Confirmed (deposit paid)", "Awaiting payment". */
  statusLabel: string;
  /** "£35", "Nothing yet", "Free". */
  paid: string;
  /** "£35 by bank transfer; your place is held until …", "Balance of £464.10 due by 3 January 2027". */
  awaited: string | null;
  /** The registration in her portal. */
  href: string;
}

/** Where a registration is in the client portal (its card's anchor on the Events tab). */
export const portalRegistrationHref = (registrationId: string) =>
  `/client-dashboard/events#${registrationAnchor(registrationId)}`;

export function toPlaceView(place: MyPlace, timeZone: string = PRACTICE_TIME_ZONE): PlaceView {
  const money = (amount: number) => formatMoney(amount, place.currency);
  const { awaited } = place;
  let awaitedText: string | null = null;
  if (awaited?.part === "first") {
    const held = awaited.heldUntil ? `; your place is held until ${sessionWhen(awaited.heldUntil, timeZone).text}` : "";
    awaitedText = `${money(awaited.amount)} by bank transfer${held}`;
  } else if (awaited?.part === "balance") {
    awaitedText = `Balance of ${money(awaited.amount)} due by ${formatLongDate(awaited.dueDate, timeZone)}`;
  }
  return {
    registrationId: place.registrationId,
    statusLabel: place.statusLabel,
    paid: place.totalAmount === 0 ? "Free" : place.paid > 0 ? money(place.paid) : "Nothing yet",
    awaited: awaitedText,
    href: portalRegistrationHref(place.registrationId),
  };
}
