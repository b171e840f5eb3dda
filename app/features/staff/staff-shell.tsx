import { HOMEWORK_TEXT } from "@domain/homework";
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { useLiveUpdates } from "~/components/live/use-live-updates";
import { showToast } from "~/components/toasts";
import { buttonClass } from "~/components/ui/button";
import type { StaffTab } from "./staff-tabs";

export interface SummaryCard {
  label: string;
  value: number;
  icon: LucideIcon;
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium ${
    isActive ? "bg-brand-600 text-white" : "text-stone-700 hover:bg-stone-100"
  }`;

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
  children,
}: {
  title: string;
  greeting: string;
  cards: readonly SummaryCard[];
  tabs: readonly StaffTab[];
  badges?: Partial<Record<string, number>>;
  children: ReactNode;
}) {
  useLiveUpdates((topic) => {
    if (topic === "homework-submitted") showToast((toast) => toast.success(HOMEWORK_TEXT.submittedToast));
  });
  return (
    <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl text-brand-900">{title}</h1>
          <p className="mt-2 text-stone-700">{greeting}</p>
        </div>
        <Form method="post" action="/sign-out">
          <button type="submit" className={buttonClass("secondary")}>
            Sign Out
          </button>
        </Form>
      </div>
      <ul aria-label="Summary" className="mt-8 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map(({ label, value, icon: Icon }) => (
          <li key={label} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <Icon aria-hidden className="size-5 text-brand-600" />
            <p className="mt-2 text-2xl font-semibold text-stone-900">{value}</p>
            <p className="text-sm text-stone-700">{label}</p>
          </li>
        ))}
      </ul>
      <nav aria-label="Dashboard sections" className="mt-8 overflow-x-auto border-b border-stone-200 pb-3">
        <ul className="flex gap-1">
          {tabs.map((tab) => (
            <li key={tab.id}>
              <NavLink to={tab.path || "."} end={tab.path === ""} relative="route" className={tabClass}>
                {tab.label}
                {badges[tab.id] ? (
                  <span className="ml-1.5 rounded-full bg-clay-500 px-1.5 text-xs text-white">
                    {badges[tab.id]}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8">{children}</div>
    </main>
  );
}
