import { requireAdmin } from "@server/http/role-guards";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { TabLoadError } from "~/components/tab-load-error";
import { RegistrationsPage } from "~/features/admin/events/registrations-page";
import { loadRegistrations, registrationsAction } from "~/features/admin/events/registrations-page.server";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.events.$eventId";

export const meta = staffTabMeta("Event registrations", "An event's registrations.", "Admin Dashboard");

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadRegistrations(requireAdmin(context), params.eventId);
}

/** intent "mark-transfer-received": a registrant's bank transfer has arrived. */
export async function action({ request, context }: Route.ActionArgs) {
  return registrationsAction(requireAdmin(context), request);
}

export default function EventRegistrationsRoute({ loaderData }: Route.ComponentProps) {
  return <RegistrationsPage view={loaderData} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <section className="rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
        <h2 className="font-serif text-2xl text-brand-900">Event not found</h2>
        <p className="mt-2 text-stone-700">{String(error.data || "This event no longer exists.")}</p>
        <Link to="/admin-dashboard/events" className="mt-4 inline-block font-medium text-brand-700 underline">
          All events
        </Link>
      </section>
    );
  }
  return (
    <TabLoadError
      announce
      title="Error loading registrations"
      message="The registrations could not be read just now. Please try again."
    />
  );
}
