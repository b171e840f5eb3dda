import { EVENT_MESSAGES } from "@domain/events";
import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { regionFromRequest } from "@server/http/region-cookie";
import { AppError } from "@server/lib/errors";
import { joinWaitingList, registerForEvent } from "@server/modules/events";
import { jsonFailure, jsonOk, readForm } from "~/lib/action-result";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.event-registrations";

/**
 * create-event-registration (spec 001 §7): { event_id, dietary_requirements, accessibility_needs,
 * pay_deposit } answered with { success, reference, amount, currency } and how to pay. With
 * intent=waitlist, a full event's waiting list instead. The region and currency are the visitor's choice.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("unauthenticated", EVENT_MESSAGES.signInFirst);
    const form = await readForm(request);
    if (form.intent === "waitlist") {
      return jsonOk(await joinWaitingList(await getDb(), viewer, form));
    }
    // Priced in the region and currency the page was shown in (the region cookie), else her account's.
    const choice = regionFromRequest(request);
    return jsonOk(await registerForEvent(await paymentDeps(), viewer, form, { choice }));
  } catch (err) {
    return jsonFailure(err, EVENT_MESSAGES.failed);
  }
}

export const loader = postOnly;
