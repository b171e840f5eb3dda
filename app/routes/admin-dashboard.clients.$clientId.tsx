import { timeZoneLabel, usableZone, zoneFormat } from "@domain/zone-time";
import { getDb } from "@server/db";
import { clientIpOf } from "@server/http/load-context";
import { requireAdmin } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import {
  activeBreakGlass,
  BREAK_GLASS_MINUTES,
  BREAK_GLASS_REASON_LIMITS,
  breakGlass,
} from "@server/modules/clinical-access";
import { listClientResponses } from "@server/modules/clinical-responses";
import { getClientOverview } from "@server/modules/staff";
import { Link } from "react-router";
import { Section } from "~/components/ui/section";
import { BreakGlassForm } from "~/features/admin/clinical/break-glass-form";
import { ClientClinical } from "~/features/staff/clinical/client-clinical";
import { loadClientClinical } from "~/features/staff/clinical/client-clinical.server";
import { toResponseRow } from "~/features/staff/clinical/clinical-view";
import { loadClientNotes } from "~/features/staff/clinical-notes/client-notes.server";
import { ClientNotesSection } from "~/features/staff/clinical-notes/client-notes-section";
import { failure, readForm, rethrowAsResponse } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.clients.$clientId";

export const meta = staffTabMeta("Client", "A client's record: what exists, and emergency access.", "Admin Dashboard");

const untilText = (at: Date, zone: string) =>
  `until ${zoneFormat("clock", "en-GB", zone, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at)} ${timeZoneLabel(at, zone)}`;

/** A client as an administrator sees her: who she is, her record's existence, and emergency access. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const db = await getDb();
  const zone = usableZone(viewer.timezone);
  // Her session notes and forms: that each exists and when (their text only with emergency access).
  const [overview, grant, notes] = await Promise.all([
    getClientOverview(db, viewer, params.clientId),
    activeBreakGlass(db, viewer, params.clientId),
    loadClientNotes(db, viewer, params.clientId, zone),
  ]).catch(rethrowAsResponse);
  const clinical = grant
    ? await loadClientClinical(db, viewer, params.clientId, zone).catch(rethrowAsResponse)
    : {
        responses: (await listClientResponses(db, viewer, params.clientId).catch(rethrowAsResponse)).map((response) =>
          toResponseRow(response, zone),
        ),
      };
  return {
    notes,
    clinical,
    client: {
      id: overview.client.id,
      name: `${overview.client.firstName} ${overview.client.lastName}`,
      email: overview.client.email,
    },
    breakGlass: {
      activeUntil: grant ? untilText(grant.expiresAt, zone) : null,
      minutes: BREAK_GLASS_MINUTES,
      reasonLimits: BREAK_GLASS_REASON_LIMITS,
    },
  };
}

/** intent "break-glass" with a reason. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = requireAdmin(context);
  const form = await readForm(request);
  try {
    if (form.intent !== "break-glass") throw new AppError("bad_request", "Unknown action");
    await breakGlass(await getDb(), viewer, {
      clientId: params.clientId,
      reason: form.reason,
      ipAddress: clientIpOf(context),
    });
    return { ok: true as const };
  } catch (err) {
    return failure(err, "Could not open the record. Please try again.", { reason: form.reason ?? "" });
  }
}

export default function AdminClientRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { client } = loaderData;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <div className="space-y-8">
      <div>
        <Link to="/admin-dashboard/users" className="text-sm underline">
          Back to users
        </Link>
        <h1 className="mt-2 font-serif text-3xl text-brand-900 wrap-anywhere">{client.name}</h1>
        <p className="text-sm text-stone-700 wrap-anywhere">{client.email}</p>
      </div>
      <Section headingId="record-heading" title="Clinical record">
        <BreakGlassForm view={loaderData.breakGlass} error={refused?.error} reason={refused?.reason} />
        <ClientClinical clientId={client.id} dashboard="/admin-dashboard" {...loaderData.clinical} />
      </Section>
      <ClientNotesSection view={loaderData.notes} />
    </div>
  );
}
