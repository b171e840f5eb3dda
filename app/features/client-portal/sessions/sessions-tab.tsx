import { useCallback, useState } from "react";
import { Link, useLocation } from "react-router";
import { type MyPlanRow, MyPlans } from "../my-plans";
import { CancelDialog } from "./cancel-dialog";
import { RescheduleDialog } from "./reschedule-dialog";
import type { SessionAction } from "./session-card";
import { SessionList } from "./session-list";
import type { SessionRow, SessionsTabView } from "./session-rows";
import { SessionsCalendar } from "./sessions-calendar";

const VIEWS = [
  { id: "list", label: "List View" },
  { id: "calendar", label: "Calendar View" },
] as const;

/** List View and Calendar View (spec 001 §2) are links: the chosen view is in the URL (?view=). */
function ViewSwitch({ current }: { current: SessionsTabView["view"] }) {
  const location = useLocation();
  return (
    <nav aria-label="Session views" className="inline-flex rounded-full bg-white p-1 ring-1 ring-stone-200">
      {VIEWS.map((view) => (
        <Link
          key={view.id}
          to={{ pathname: location.pathname, search: view.id === "list" ? "" : `?view=${view.id}` }}
          preventScrollReset
          aria-current={current === view.id ? "page" : undefined}
          className={`rounded-full px-4 py-1.5 text-sm font-medium ${
            current === view.id ? "bg-brand-600 text-white" : "text-stone-700 hover:bg-stone-100"
          }`}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * The portal's sessions tab: the client's sessions as a list or a month calendar, in their own
 * time zone, with cancel and reschedule while the 24-hour rule allows; their plans and packages below.
 */
export function SessionsTab({
  sessions,
  timeZone,
  zoneName,
  plans,
}: {
  sessions: SessionsTabView;
  timeZone: string;
  zoneName: string;
  plans: MyPlanRow[];
}) {
  // The dialogs live here, not in the cards: a card moves between lists when its session changes.
  const [target, setTarget] = useState<{ session: SessionRow; action: SessionAction } | null>(null);
  const onAction = useCallback((session: SessionRow, action: SessionAction) => setTarget({ session, action }), []);
  const close = useCallback(() => setTarget(null), []);

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewSwitch current={sessions.view} />
        <p className="text-sm text-stone-600">
          Times in your time zone: {zoneName}.{" "}
          <Link to="profile" className="font-medium text-brand-700 underline">
            Change it in your profile
          </Link>
        </p>
      </div>
      <div className="mt-6">
        {sessions.view === "calendar" ? (
          <SessionsCalendar month={sessions.month} rows={sessions.rows} timeZone={timeZone} onAction={onAction} />
        ) : (
          <SessionList upcoming={sessions.upcoming} past={sessions.past} onAction={onAction} />
        )}
      </div>
      <CancelDialog session={target?.action === "cancel" ? target.session : null} onClose={close} />
      <RescheduleDialog
        session={target?.action === "reschedule" ? target.session : null}
        timeZone={timeZone}
        onClose={close}
      />
      <MyPlans plans={plans} />
    </>
  );
}
