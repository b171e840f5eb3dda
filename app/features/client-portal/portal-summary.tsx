import { BookOpen, CalendarCheck, CalendarClock, MessageSquare, Ticket } from "lucide-react";
import { SummaryCards } from "~/components/dashboard-parts";
import type { PortalStats } from "./portal-shell";

const STAT_CARDS = [
  { key: "upcomingSessions", label: "Upcoming sessions", icon: CalendarClock },
  { key: "completedSessions", label: "Completed sessions", icon: CalendarCheck },
  { key: "pendingHomework", label: "Pending homework", icon: BookOpen },
  { key: "unreadMessages", label: "Unread messages", icon: MessageSquare },
  { key: "planCreditsLeft", label: "Plan and package sessions left", icon: Ticket },
] as const;

/** The portal's stats strip (spec 001 §2), on its overview. */
export function PortalSummary({ stats }: { stats: PortalStats }) {
  return (
    <SummaryCards
      label="Your summary"
      className="mb-8"
      columns="sm:grid-cols-3 lg:grid-cols-5"
      cards={STAT_CARDS.map(({ key, label, icon }) => ({ label, value: stats[key], icon }))}
    />
  );
}
