import { APPLICATION_TEXT, APPLICATIONS_PAGE_SIZE } from "@domain/admin-people";
import { formatLongDate } from "@domain/long-date";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { approveApplication, listApplications, rejectApplication } from "@server/modules/admin-people";
import { ApplicationsTab } from "~/features/admin/applications/applications-tab";
import { failure, readForm } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.applications";

export const meta = staffTabMeta("Applications", "Therapist applications.", "Admin Dashboard");

const ACTION = "/admin-dashboard/applications";

/** ?show= shows more of the pending applications. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const list = await listApplications(await getDb(), viewer, { show: params.get("show") });
  const zone = usableZone(viewer.timezone);
  return {
    pendingTotal: list.pendingTotal,
    moreHref: list.hasMore ? `?show=${list.shown + APPLICATIONS_PAGE_SIZE}` : null,
    pending: list.pending.map((a) => ({
      id: a.id,
      name: `${a.firstName} ${a.lastName}`,
      email: a.email,
      phone: a.phone,
      note: a.note,
      applied: formatLongDate(a.appliedAt, zone),
    })),
    decided: list.decided.map((d) => ({
      id: d.id,
      name: `${d.firstName} ${d.lastName}`,
      email: d.email,
      status: d.status,
      reason: d.reason,
      decided: formatLongDate(d.decidedAt, zone),
      decidedBy: d.decidedBy,
    })),
  };
}

/** intent "approve" or "reject" (with its reason). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdmin(context);
  const form = await readForm(request);
  const db = await getDb();
  try {
    if (form.intent === "approve") {
      await approveApplication(db, viewer, form);
      return { ok: true as const };
    }
    if (form.intent === "reject") {
      await rejectApplication(db, viewer, form);
      return { ok: true as const };
    }
    throw new AppError("bad_request", "Unknown action");
  } catch (err) {
    return failure(err, form.intent === "reject" ? APPLICATION_TEXT.rejectFailed : APPLICATION_TEXT.approveFailed);
  }
}

export default function ApplicationsRoute({ loaderData }: Route.ComponentProps) {
  return <ApplicationsTab view={loaderData} action={ACTION} />;
}
