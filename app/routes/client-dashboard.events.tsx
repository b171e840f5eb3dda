import { getDb } from "@server/db";
import { requestIdOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { requireClientAccess } from "@server/http/role-guards";
import { paystackMode } from "@server/integrations/paystack-runtime";
import { AppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { listMyRegistrations, startBalancePayment } from "@server/modules/my-events";
import { EVENTS_LOAD_ERROR, EventsLoadError, EventsTab } from "~/features/client-portal/events/events-tab";
import { toRegistrationCards } from "~/features/client-portal/events/my-events-view";
import { failure, readForm } from "~/lib/action-result";
import { portalTabMeta } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard.events";

export const meta = portalTabMeta("Events", "Your places at workshops and retreats.");

/** The events tab: the client's own registrations, with what is paid and what is left. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  try {
    const rows = await listMyRegistrations(await getDb(), viewer);
    return {
      cards: toRegistrationCards(rows, viewer.timezone),
      paystackMode: paystackMode(),
    };
  } catch (err) {
    logger.error("loading registrations failed", { ...errorFields(err), requestId: requestIdOf(context) });
    throw new Response(EVENTS_LOAD_ERROR, { status: 503, statusText: "Service Unavailable" });
  }
}

/** Pay balance (intent "pay-balance", registrationId): the amount is the server's, never the form's. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireClientAccess(context);
  const form = await readForm(request);
  try {
    if (form.intent !== "pay-balance") throw new AppError("bad_request", "Unknown action");
    const checkout = await startBalancePayment(await paymentDeps(), viewer, { registrationId: form.registrationId });
    return { ok: true as const, checkout };
  } catch (err) {
    return failure(err, "Your balance could not be paid just now. Please try again.");
  }
}

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return <EventsTab {...loaderData} />;
}

export function ErrorBoundary() {
  return <EventsLoadError />;
}
