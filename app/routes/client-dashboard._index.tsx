import { formatLongDate } from "@domain/long-date";
import {
  CANCEL_FAILED,
  RESCHEDULE_FAILED,
  sessionCancelledToast,
  sessionRescheduledToast,
} from "@domain/session-changes";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireClientAccess } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { listMySessions } from "@server/modules/booking";
import { listMyPlans } from "@server/modules/plans";
import { cancelMySession, rescheduleMySession } from "@server/modules/sessions";
import { usePortalStats } from "~/features/client-portal/portal-shell";
import { PortalSummary } from "~/features/client-portal/portal-summary";
import type { ChangeAnswer } from "~/features/client-portal/sessions/change-answer";
import { sessionsTabView } from "~/features/client-portal/sessions/session-rows";
import { SessionsTab } from "~/features/client-portal/sessions/sessions-tab";
import { failure, readForm } from "~/lib/action-result";
import type { Route } from "./+types/client-dashboard._index";

/**
 * The sessions tab, the portal's overview (its stats strip, from the layout's loader, is here
 * only): ?view=list|calendar, ?upcoming=, ?before=, ?month=YYYY-MM.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  const params = new URL(request.url).searchParams;
  const db = await getDb();
  const now = new Date();
  // Every time in the portal is in the zone of the client's profile.
  const timeZone = usableZone(viewer.timezone);
  const [plans, sessions] = await Promise.all([
    listMyPlans(db, viewer),
    listMySessions(
      db,
      viewer,
      {
        view: params.get("view"),
        upcoming: params.get("upcoming"),
        before: params.get("before"),
        month: params.get("month"),
      },
      now,
    ),
  ]);
  return {
    ...sessionsTabView(sessions, timeZone, now),
    plans: plans.map(({ expiresAt, ...plan }) => ({ ...plan, expiresOn: formatLongDate(expiresAt, timeZone) })),
  };
}

/** Cancel or reschedule one of the client's own sessions (intent=cancel|reschedule). */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireClientAccess(context);
  const form = await readForm(request);
  try {
    const db = await getDb();
    if (form.intent === "cancel") {
      const done = await cancelMySession(db, viewer, form);
      return {
        ok: true,
        intent: "cancel",
        toast: sessionCancelledToast(done.when),
        refund: done.refund,
      } satisfies ChangeAnswer;
    }
    if (form.intent === "reschedule") {
      const done = await rescheduleMySession(db, viewer, form);
      return {
        ok: true,
        intent: "reschedule",
        toast: sessionRescheduledToast(done.when),
        refund: false,
      } satisfies ChangeAnswer;
    }
    throw new AppError("bad_request", "Unknown request.");
  } catch (err) {
    return failure(err, form.intent === "reschedule" ? RESCHEDULE_FAILED : CANCEL_FAILED);
  }
}

export default function SessionsTabRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PortalSummary stats={usePortalStats()} />
      <SessionsTab
        sessions={loaderData.sessions}
        timeZone={loaderData.timeZone}
        zoneName={loaderData.zoneName}
        plans={loaderData.plans}
      />
    </>
  );
}
