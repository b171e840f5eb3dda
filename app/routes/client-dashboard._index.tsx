import type { SessionKind } from "../../domain/enums";
import { formatLongDate } from "../../domain/long-date";
import { SESSION_KIND_LABEL, sessionWhen } from "../../domain/session-time";
import { getDb } from "../../server/db";
import { requireClientAccess } from "../../server/http/guards";
import { listMySessions } from "../../server/modules/booking/list-my-sessions";
import { listMyPlans } from "../../server/modules/plans/list-my-plans";
import { MyPlans } from "../features/client-portal/my-plans";
import { MySessions } from "../features/client-portal/my-sessions";
import type { Route } from "./+types/client-dashboard._index";

/** The sessions tab (the portal's default). */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  const db = await getDb();
  const [plans, sessions] = await Promise.all([listMyPlans(db, viewer), listMySessions(db, viewer)]);
  return {
    upcoming: sessions.upcoming.map((session) => {
      const when = sessionWhen(session.start, viewer.timezone);
      return {
        id: session.id,
        date: when.date,
        time: when.time,
        durationMinutes: session.durationMinutes,
        title: session.serviceName ?? SESSION_KIND_LABEL[session.sessionType as SessionKind] ?? "Session",
        therapistName: session.therapistName,
        meetingLink: session.meetingLink,
        awaitingPayment: session.bookingStatus === "pending_payment",
        paymentReference: session.bookingStatus === "pending_payment" ? session.paymentReference : null,
      };
    }),
    plans: plans.map(({ expiresAt, ...plan }) => ({ ...plan, expiresOn: formatLongDate(expiresAt, viewer.timezone) })),
  };
}

export default function SessionsTab({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <MySessions upcoming={loaderData.upcoming} />
      <MyPlans plans={loaderData.plans} />
    </>
  );
}
