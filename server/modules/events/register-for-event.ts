import { EVENT_MESSAGES, registrationAmounts } from "@domain/events";
import type { RegionChoice } from "@domain/region";
import { AppError } from "@server/lib/errors";
import { parseInput, tickBox } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import type { PaymentDeps } from "@server/modules/payments";
import { transferAccountCurrencies } from "@server/modules/payments";
import { z } from "zod";
import {
  awaitTransferForPlace,
  confirmFreePlace,
  type EventRegistrationResult,
  type PlaceOrder,
  startPaystackForPlace,
} from "./place-payments";
import { loadOpenEvent, takePlace } from "./take-place";

export type { EventRegistrationResult } from "./place-payments";

const NOTE_MAX = 500;
const NOTE_TOO_LONG = `Please keep this under ${NOTE_MAX} characters.`;

const note = z
  .string()
  .trim()
  .max(NOTE_MAX, NOTE_TOO_LONG)
  .optional()
  .transform((v) => v || null);

/**
 * create-event-registration (spec 001 §7): the event, the two optional notes and whether to pay
 * a deposit. No amount and no currency: the server prices the place (unknown keys, such as a
 * browser's amount, are dropped by the parser).
 */
export const registerForEventSchema = z.object({
  event_id: z.string().trim(),
  dietary_requirements: note,
  accessibility_needs: note,
  pay_deposit: tickBox,
});

export interface RegistrationContext {
  /** The region and currency the visitor chose on the site (the page was priced with them); else her account's. */
  choice?: RegionChoice | null;
  now?: Date;
}

/**
 * Registers the viewer for a published, upcoming event. The place is taken in the database
 * (the seats trigger refuses a place beyond capacity, however many ask at once), held while
 * it is unpaid (30 minutes for Paystack, 3 days for a transfer) and confirmed by the payment's
 * fulfilment. Locally the first payment goes through Paystack; abroad a bank transfer is
 * awaited, priced in the currency of the practice's account it is paid into, and its
 * instructions e-mailed in the same transaction as the place.
 */
export async function registerForEvent(
  deps: PaymentDeps,
  viewer: Viewer,
  raw: unknown,
  context: RegistrationContext = {},
): Promise<EventRegistrationResult> {
  if (viewer.role !== "client") throw new AppError("forbidden", EVENT_MESSAGES.clientsOnly);
  const input = parseInput(registerForEventSchema, raw);
  const now = context.now ?? new Date();
  const event = await loadOpenEvent(deps.db, input.event_id, now);
  const choice = context.choice ?? { region: viewer.region, currency: viewer.currency };
  const amounts = registrationAmounts(event, { choice, accounts: transferAccountCurrencies() }, input.pay_deposit, now);
  const order: PlaceOrder = {
    viewer,
    event,
    amounts,
    now,
    take: (tx, holdExpiresAt) =>
      takePlace(
        tx,
        viewer,
        event,
        {
          region: choice.region,
          amounts,
          dietaryRequirements: input.dietary_requirements,
          accessibilityNeeds: input.accessibility_needs,
          holdExpiresAt,
        },
        now,
      ),
  };

  if (amounts.dueNow === 0) return confirmFreePlace(deps.db, order);
  if (choice.region === "international") return awaitTransferForPlace(deps.db, order);
  return startPaystackForPlace(deps, order);
}
