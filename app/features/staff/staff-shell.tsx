import { HOMEWORK_TEXT } from "@domain/homework";
import type { ReactNode } from "react";
import { type DashboardTab, type SummaryCard, SummaryCards, TabNav } from "~/components/dashboard-parts";
import { useLiveUpdates } from "~/components/live/use-live-updates";
import { SignOutButton } from "~/components/sign-out-button";
import { showToast } from "~/components/toasts";
import { buttonClass } from "~/components/ui/button";

/**
 * A staff dashboard around its tabs (spec 001 §2): the heading, the summary cards, the tab links
 * (each tab its own URL, with an unread badge where one is given) and live updates: the page's
 * data reloads when something of the viewer's changes, and a client's homework arriving says
 * 'Homework Submitted!'.
 */
export function StaffShell({
  title,
  greeting,
  cards,
  tabs,
  badges = {},
  notice,
  children,
}: {
  title: string;
  greeting: string;
  cards: readonly SummaryCard[];
  tabs: readonly DashboardTab[];
  badges?: Partial<Record<string, number>>;
  /** What needs her now, above the cards (a client in the waiting room). */
  notice?: ReactNode;
  children: ReactNode;
}) {
  useLiveUpdates((topic) => {
    if (topic === "homework-submitted") showToast((toast) => toast.success(HOMEWORK_TEXT.submittedToast));
    if (topic === "clinical-alert")
      showToast((toast) =>
        toast.warning("A client needs your attention", {
          description: "See Needs your attention on your Clients tab.",
        }),
      );
    if (topic === "waiting-room") showToast((toast) => toast.info("A client is in the waiting room"));
  });
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl text-brand-900">{title}</h1>
          <p className="mt-2 text-stone-700">{greeting}</p>
        </div>
        <SignOutButton className={buttonClass("secondary")} />
      </div>
      {notice}
      <SummaryCards label="Summary" columns="lg:grid-cols-4" cards={cards} />
      <TabNav label="Dashboard sections" tabs={tabs} badges={badges} />
      <div className="mt-8">{children}</div>
    </main>
  );
}
