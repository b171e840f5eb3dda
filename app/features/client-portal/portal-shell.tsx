import type { getPortalSummary } from "@server/modules/portal";
import type { ReactNode } from "react";
import { Link, useOutletContext } from "react-router";
import { TabNav } from "~/components/dashboard-parts";
import { useLiveUpdates } from "~/components/live/use-live-updates";
import { SignOutButton } from "~/components/sign-out-button";
import { buttonClass } from "~/components/ui/button";
import { PORTAL_TABS } from "./portal-tabs";

/** The portal's counts, as the server sums them. */
export type PortalStats = Awaited<ReturnType<typeof getPortalSummary>>;

/** What the portal hands its tabs (the layout's <Outlet context>). */
export interface PortalOutletContext {
  stats: PortalStats;
}

/** The portal's counts, for the tab that shows them (the overview). */
export const usePortalStats = () => useOutletContext<PortalOutletContext>().stats;

/**
 * The client portal around its tabs (spec 001 §2): header, tab links with the unread counts, live
 * updates. The stats strip is the overview's (the sessions tab's), not every tab's: on a phone its
 * five cards would stand before each tab's content.
 */
export function PortalShell({
  firstName,
  firstVisit = false,
  stats,
  children,
}: {
  firstName: string;
  /** Still in the visit she signed up in: welcomed, not welcomed back. */
  firstVisit?: boolean;
  stats: PortalStats;
  children: ReactNode;
}) {
  useLiveUpdates();
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl text-brand-900">Your Portal</h1>
          <p className="mt-2 text-stone-700">
            {firstVisit ? "Welcome" : "Welcome back"}, {firstName}.
          </p>
        </div>
        <div className="flex gap-2">
          <Link to="/book" className={buttonClass("primary")}>
            Book Session
          </Link>
          <SignOutButton className={buttonClass("secondary")} />
        </div>
      </div>
      <TabNav
        label="Portal sections"
        tabs={PORTAL_TABS}
        badges={{ messages: stats.unreadMessages, notifications: stats.unreadNotifications }}
      />
      <div className="mt-8">{children}</div>
    </main>
  );
}
