import { getDb } from "@server/db";
import { requestIdOf } from "@server/http/load-context";
import { requireAdmin } from "@server/http/role-guards";
import { errorFields, logger } from "@server/lib/logger";
import { listAuditFilters, listAuditLog } from "@server/modules/audit-log";
import { AuditLoadError, AuditTab } from "~/features/admin/audit/audit-tab";
import { AUDIT_TEXT } from "~/features/admin/audit/audit-text";
import { toAuditView } from "~/features/admin/audit/audit-view";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.audit";

export const meta = staffTabMeta("Audit", "Who did what, and when.", "Admin Dashboard");

/** ?user= &action= &client= &from= &to= filter; ?before= is an older page (spec 001 §9: the latest 100 first). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const query = {
    user: params.get("user"),
    action: params.get("action"),
    client: params.get("client"),
    from: params.get("from"),
    to: params.get("to"),
    before: params.get("before"),
  };
  try {
    const db = await getDb();
    const [page, choices] = await Promise.all([listAuditLog(db, viewer, query), listAuditFilters(db, viewer)]);
    return toAuditView(page, choices);
  } catch (err) {
    logger.error("loading the audit log failed", { ...errorFields(err), requestId: requestIdOf(context) });
    throw new Response(AUDIT_TEXT.loadFailed, { status: 503, statusText: "Service Unavailable" });
  }
}

export default function AuditRoute({ loaderData }: Route.ComponentProps) {
  return <AuditTab view={loaderData} />;
}

export function ErrorBoundary() {
  return <AuditLoadError />;
}
