import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { getClientResponse, RESPONSE_NOT_FOUND } from "@server/modules/clinical-responses";
import { toResponsePage } from "~/features/staff/clinical/clinical-view";
import { ResponsePage } from "~/features/staff/clinical/response-page";
import { rethrowAsResponse } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.clients.$clientId.forms.$responseId";

export const meta = staffTabMeta(
  "Client's form",
  "A client's answers to one form, read in an emergency.",
  "Admin Dashboard",
);

/**
 * One of a client's forms, for an administrator with emergency access to her record (the use case
 * refuses her otherwise, with how to get it); every opening audited.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const db = await getDb();
  const response = await getClientResponse(db, viewer, params.responseId).catch(rethrowAsResponse);
  if (response.clientId !== params.clientId.toLowerCase()) {
    throw new Response(RESPONSE_NOT_FOUND, { status: 404, statusText: RESPONSE_NOT_FOUND });
  }
  return { response: toResponsePage(response, usableZone(viewer.timezone)), clientName: response.clientName };
}

export default function AdminClientFormRoute({ loaderData }: Route.ComponentProps) {
  const { response, clientName } = loaderData;
  return (
    <ResponsePage
      response={response}
      clientName={clientName}
      backHref={`/admin-dashboard/clients/${response.clientId}`}
    />
  );
}
