import { EVENT_ADMIN_TEXT } from "@domain/event-admin";
import { requireAdmin } from "@server/http/role-guards";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { TabLoadError } from "~/components/tab-load-error";
import { eventsAction, loadEventsTab } from "~/features/admin/events/events-page.server";
import { EventsTab } from "~/features/admin/events/events-tab";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.events";

export const meta = staffTabMeta("Events", "The practice's workshops and retreats.", "Admin Dashboard");

export async function loader({ context }: Route.LoaderArgs) {
  return loadEventsTab(requireAdmin(context));
}

/** intent "create", "update", "publish", "unpublish" or "cancel". */
export async function action({ request, context }: Route.ActionArgs) {
  return eventsAction(requireAdmin(context), request);
}

/** A refusal because the list is out of date (an event cancelled or gone meanwhile) reloads it. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 404 || actionStatus === 409) return true;
  return defaultShouldRevalidate;
}

export default function EventsRoute({ loaderData }: Route.ComponentProps) {
  return <EventsTab view={loaderData} />;
}

export function ErrorBoundary() {
  return (
    <TabLoadError
      announce
      title={EVENT_ADMIN_TEXT.loadError}
      message="The events could not be read just now. Please try again."
    />
  );
}
