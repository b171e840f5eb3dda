import { type LucideIcon, Search } from "lucide-react";
import { type InputHTMLAttributes, useEffect, useRef, useState } from "react";
import { Form, isRouteErrorResponse, Link, NavLink, useLocation, useSubmit } from "react-router";
import { TabLoadError } from "./tab-load-error";
import { buttonClass } from "./ui/button";

/** A dashboard tab: its own URL under the dashboard's base path ("" is the index). */
export interface DashboardTab {
  id: string;
  label: string;
  path: string;
}

export interface SummaryCard {
  label: string;
  value: number;
  icon: LucideIcon;
}

/** The counts at the top of a dashboard (the portal's stats strip, the staff summary cards). */
export function SummaryCards({
  label,
  cards,
  columns,
  className = "mt-8",
}: {
  label: string;
  cards: readonly SummaryCard[];
  columns: string;
  /** Its margin. */
  className?: string;
}) {
  return (
    <ul aria-label={label} className={`${className} grid grid-cols-2 gap-3 ${columns}`}>
      {cards.map(({ label: name, value, icon: Icon }) => (
        <li key={name} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
          <Icon aria-hidden className="size-5 text-brand-600" />
          <p className="mt-2 text-2xl font-semibold text-stone-900">{value}</p>
          <p className="text-sm text-stone-700">{name}</p>
        </li>
      ))}
    </ul>
  );
}

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `inline-block whitespace-nowrap rounded-full px-4 py-2 text-sm font-medium ${
    isActive ? "bg-brand-600 text-white" : "text-stone-700 hover:bg-stone-100"
  }`;

/**
 * A dashboard's tabs. They are links (each tab has its own URL), so the browser's back button
 * and new tabs work; a tab may carry an unread count. On a phone the strip scrolls sideways
 * inside itself (never the page: it is the containing block of its hidden labels) and brings
 * the current tab into view.
 */
export function TabNav({
  label,
  tabs,
  badges = {},
}: {
  label: string;
  tabs: readonly DashboardTab[];
  badges?: Partial<Record<string, number>>;
}) {
  const strip = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On arriving at a tab, not on every render: a strip she scrolled herself stays where she left it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is what says another tab is current.
  useEffect(() => {
    const nav = strip.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    // The strip is the tab's offset parent (it is positioned).
    const left = active.offsetLeft;
    if (left < nav.scrollLeft || left + active.offsetWidth > nav.scrollLeft + nav.clientWidth) {
      nav.scrollLeft = Math.max(0, left - 16);
    }
  }, [pathname]);
  return (
    <nav ref={strip} aria-label={label} className="relative mt-8 overflow-x-auto border-b border-stone-200 pb-3">
      {/* As wide as its tabs and a little more, so the last one scrolls wholly into view. */}
      <ul className="flex w-max min-w-full gap-1 pr-2">
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
  );
}

/** A dashboard that could not load (its layout's error boundary): the tab that does not exist, or a retry. */
export function DashboardLoadError({ error }: { error: unknown }) {
  const message =
    isRouteErrorResponse(error) && error.status === 404
      ? "This part of the dashboard does not exist."
      : "An unexpected error occurred. Please try again.";
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <TabLoadError announce title="Unable to Load Dashboard" message={message} />
    </main>
  );
}

/** How long typing pauses before a list follows its search box. */
const SEARCH_PAUSE_MS = 250;

/**
 * A search box whose list follows as the person types (its form is submitted once typing
 * pauses, replacing the history entry); without scripts it is an ordinary GET field.
 */
export function LiveSearchInput({
  initial,
  ...input
}: { initial: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type">) {
  const submit = useSubmit();
  const [search, setSearch] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <input
      type="search"
      autoComplete="off"
      {...input}
      value={search}
      onChange={(event) => {
        const form = event.currentTarget.form;
        setSearch(event.currentTarget.value);
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => void submit(form, { replace: true, preventScrollReset: true }),
          SEARCH_PAUSE_MS,
        );
      }}
    />
  );
}

/** Previous / "Page n of m" / Next under a list the server pages; nothing when there is one page. */
export function Pager({
  label,
  page,
  pageCount,
  hrefFor,
}: {
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} preventScrollReset className={buttonClass("secondary", "sm")}>
          Previous
        </Link>
      ) : null}
      <span className="text-sm text-stone-700">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} preventScrollReset className={buttonClass("secondary", "sm")}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * Under a filters form: Filter, Clear filters (back to the unfiltered list) and a note on the
 * days and times. `className` places the row in the form's grid.
 */
export function FilterButtons({ className, note }: { className: string; note: React.ReactNode }) {
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      <button type="submit" className={buttonClass("primary", "sm")}>
        Filter
      </button>
      <Link to="?" className="text-sm font-medium text-brand-700 underline underline-offset-2">
        Clear filters
      </Link>
      <p className="text-xs text-stone-600">{note}</p>
    </div>
  );
}

/**
 * A list's search box beside its heading, labelled for screen readers, with a magnifier in it,
 * searching as the person types (LiveSearchInput).
 */
export function ListSearch({
  id,
  label,
  className = "",
  ...input
}: { id: string; label: string; initial: string; className?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "type" | "id"
>) {
  return (
    <Form role="search" method="get" className="relative w-full max-w-xs">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-stone-500" />
      <LiveSearchInput
        id={id}
        name="q"
        className={`block w-full rounded-lg border border-stone-300 py-2.5 pr-3 pl-9 text-stone-900 shadow-sm focus:border-brand-500 ${className}`}
        {...input}
      />
    </Form>
  );
}

/** Filters applied as they change need a button only without scripts. */
export function NoScriptFilterButton() {
  return (
    <noscript>
      <button type="submit" className={buttonClass("secondary", "sm")}>
        Filter
      </button>
    </noscript>
  );
}
