import { BookOpen, CalendarCheck, CalendarClock, MessageSquare, Ticket } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, NavLink } from "react-router";
import { useLiveUpdates } from "~/components/live/use-live-updates";
import { buttonClass } from "~/components/ui/button";
import { PORTAL_TABS } from "./portal-tabs";

export interface PortalStats {
  upcomingSessions: number;
  completedSessions: number;
  pendingHomework: number;
  unreadMessages: number;
  planCreditsLeft: number;
  unreadNotifications: number;
}

const STAT_CARDS = [
  { key: "upcomingSessions", label: "Upcoming sessions", icon: CalendarClock },
  { key: "completedSessions", label: "Completed sessions", icon: CalendarCheck },
  { key: "pendingHomework", label: "Pending homework", icon: BookOpen },
  { key: "unreadMessages", label: "Unread messages", icon: MessageSquare },
  { key: "planCreditsLeft", label: "Plan sessions left", icon: Ticket },
] as const;

function StatsStrip({ stats }: { stats: PortalStats }) {
  return (
    <ul aria-label="Your summary" className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {STAT_CARDS.map(({ key, label, icon: Icon }) => (
        <li key={key} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <Icon aria-hidden className="size-5 text-brand-600" />
          <p className="mt-2 text-2xl font-semibold text-stone-900">{stats[key]}</p>
          <p className="text-sm text-stone-700">{label}</p>
        </li>
      ))}
    </ul>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium ${
    isActive ? "bg-brand-600 text-white" : "text-stone-700 hover:bg-stone-100"
  }`;

/** Tabs are links (each tab has its own URL), so the browser's back button and new tabs work. */
function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="ml-1.5 rounded-full bg-clay-500 px-1.5 text-xs text-white">
      {count}
      <span className="sr-only"> unread</span>
    </span>
  );
}

function PortalTabs({ stats }: { stats: PortalStats }) {
  const unread: Partial<Record<string, number>> = {
    messages: stats.unreadMessages,
    notifications: stats.unreadNotifications,
  };
  return (
    <nav aria-label="Portal sections" className="mt-8 overflow-x-auto border-b border-stone-200 pb-3">
      <ul className="flex gap-1">
        {PORTAL_TABS.map((tab) => (
          <li key={tab.id}>
            <NavLink to={tab.path || "."} end={tab.path === ""} relative="route" className={tabClass}>
              {tab.label}
              <UnreadBadge count={unread[tab.id] ?? 0} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The client portal around its tabs (spec 001 §2): header, stats strip, tab links, live updates. */
export function PortalShell({
  firstName,
  stats,
  children,
}: {
  firstName: string;
  stats: PortalStats;
  children: ReactNode;
}) {
  useLiveUpdates();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl text-brand-900">Your Portal</h1>
          <p className="mt-2 text-stone-700">Welcome back, {firstName}.</p>
        </div>
        <div className="flex gap-2">
          <Link to="/book" className={buttonClass("primary")}>
            Book Session
          </Link>
          <Form method="post" action="/sign-out">
            <button type="submit" className={buttonClass("secondary")}>
              Sign Out
            </button>
          </Form>
        </div>
      </div>
      <StatsStrip stats={stats} />
      <PortalTabs stats={stats} />
      <div className="mt-8">{children}</div>
    </main>
  );
}
