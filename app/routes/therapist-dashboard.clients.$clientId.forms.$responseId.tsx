import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireTherapist } from "@server/http/role-guards";
import { getClientResponse, RESPONSE_NOT_FOUND } from "@server/modules/clinical-responses";
import { toResponsePage } from "~/features/staff/clinical/clinical-view";
import { ResponsePage } from "~/features/staff/clinical/response-page";
import { rethrowAsResponse } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard.clients.$clientId.forms.$responseId";

export const meta = staffTabMeta("Client's form", "A client's answers to one form, its score and signature.");

/** One of a client's forms, opened (audited): her answers against the version she answered. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  const db = await getDb();
  const response = await getClientResponse(db, viewer, params.responseId).catch(rethrowAsResponse);
  // The address names the client: a form of another client's is not found here.
  if (response.clientId !== params.clientId.toLowerCase()) {
    throw new Response(RESPONSE_NOT_FOUND, { status: 404, statusText: RESPONSE_NOT_FOUND });
  }
  return { response: toResponsePage(response, usableZone(viewer.timezone)), clientName: response.clientName };
}

export default function ClientFormRoute({ loaderData }: Route.ComponentProps) {
  return <ResponsePage response={loaderData.response} clientName={loaderData.clientName} />;
}
