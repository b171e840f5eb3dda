import { getDb } from "@server/db";
import { requireClientAccess } from "@server/http/role-guards";
import { isFirstVisit } from "@server/modules/accounts";
import { getPortalSummary } from "@server/modules/portal";
import { isRouteErrorResponse, Outlet, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { PortalLoadError } from "~/features/client-portal/portal-load-error";
import { type PortalOutletContext, PortalShell } from "~/features/client-portal/portal-shell";
import { portalTabRedirect } from "~/features/client-portal/portal-tabs";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard";

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Your Portal",
    description: "Your sessions, homework and messages.",
    path: location.pathname,
    noindex: true,
  });
}

/** The portal's base path: /client-dashboard, or /client-portal for links that use that name. */
const basePath = (url: URL) => (url.pathname.startsWith("/client-portal") ? "/client-portal" : "/client-dashboard");

/**
 * Decided before anything is loaded: clients and admins only (spec 001 §6). Every tab's own
 * loader checks again, since loaders of nested routes run side by side.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  const target = portalTabRedirect(url, basePath(url));
  if (target) throw redirect(target);
  const db = await getDb();
  const [stats, firstVisit] = await Promise.all([getPortalSummary(db, viewer), isFirstVisit(db, viewer)]);
  return { firstName: viewer.firstName, firstVisit, stats };
}

/** A form's autosave (every few seconds as she types) changes none of the portal's counts. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "save-draft" ? false : defaultShouldRevalidate;
}

export default function ClientPortalLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PortalShell firstName={loaderData.firstName} firstVisit={loaderData.firstVisit} stats={loaderData.stats}>
      <Outlet context={{ stats: loaderData.stats } satisfies PortalOutletContext} />
    </PortalShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message =
    isRouteErrorResponse(error) && error.status === 404
      ? "This part of your portal does not exist."
      : "An unexpected error occurred. Please try again.";
  return <PortalLoadError message={message} />;
}
