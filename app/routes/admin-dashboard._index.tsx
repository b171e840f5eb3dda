import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { getAdminOverview, listUpcomingSessions } from "@server/modules/staff";
import { OverviewFigures } from "~/features/admin/overview-figures";
import { PaymentsNeedingSettling } from "~/features/admin/payments-needing-settling";
import { loadPendingMoney, moneyAction } from "~/features/admin/pending-money.server";
import { PendingTransfers } from "~/features/admin/pending-transfers";
import { RefundsToCheck } from "~/features/admin/refunds-to-check";
import { toSessionView } from "~/features/staff/sessions/session-view";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard._index";

export const meta = staffTabMeta("Overview", "Running the practice.", "Admin Dashboard");

const NEXT_SESSIONS = 5;

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const db = await getDb();
  const zone = usableZone(viewer.timezone);
  const [figures, next, { pending }] = await Promise.all([
    getAdminOverview(db, viewer),
    listUpcomingSessions(db, viewer, { show: NEXT_SESSIONS }),
    loadPendingMoney(viewer),
  ]);
  return { figures, upcoming: next.sessions.map((s) => toSessionView(s, zone)), ...pending };
}

export async function action({ request, context }: Route.ActionArgs) {
  return moneyAction(requireAdmin(context), request);
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <OverviewFigures figures={loaderData.figures} upcoming={loaderData.upcoming} />
      <PendingTransfers transfers={loaderData.transfers} />
      <PaymentsNeedingSettling payments={loaderData.settling} timeZone={loaderData.timeZone} />
      <RefundsToCheck refunds={loaderData.refundsToCheck} />
    </>
  );
}
