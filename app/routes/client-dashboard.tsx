import type { SessionKind } from "../../domain/enums";
import { formatLongDate } from "../../domain/long-date";
import { SESSION_KIND_LABEL, sessionWhen } from "../../domain/session-time";
import { getDb } from "../../server/db";
import { requireClientAccess } from "../../server/http/guards";
import { listMySessions } from "../../server/modules/booking/list-my-sessions";
import { listMyPlans } from "../../server/modules/plans/list-my-plans";
import { MyPlans } from "../features/client-portal/my-plans";
import { MySessions } from "../features/client-portal/my-sessions";
import { pageMeta, rootData } from "../lib/seo";
import type { Route } from "./+types/client-dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Your Portal",
    description: "Your sessions, homework and messages.",
    path: "/client-dashboard",
    noindex: true,
  });
}

/** Decided before anything is loaded: clients and admins only (spec 001 §6). */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  const db = await getDb();
  const [plans, sessions] = await Promise.all([listMyPlans(db, viewer), listMySessions(db, viewer)]);
  return {
    firstName: viewer.firstName,
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

export default function ClientDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="font-serif text-3xl text-brand-900">Your Portal</h1>
      <p className="mt-2 text-stone-700">Welcome back, {loaderData.firstName}.</p>
      <MySessions upcoming={loaderData.upcoming} />
      <MyPlans plans={loaderData.plans} />
    </main>
  );
}
