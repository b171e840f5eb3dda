import { Form, NavLink } from "react-router";
import { type ClientChoice, ClientSelect } from "~/components/client-select";
import { buttonClass } from "~/components/ui/button";

const SUB_TABS = [
  { label: "Sessions", to: "/admin-dashboard/calendar" },
  { label: "Availability", to: "/admin-dashboard/calendar/availability" },
  { label: "Calendar sync", to: "/admin-dashboard/calendar/sync" },
] as const;

const subTabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-full px-4 py-1.5 text-sm font-medium ${isActive ? "bg-brand-100 text-brand-900" : "text-stone-700 hover:bg-stone-100"}`;

/** The admin calendar's sub-tabs (spec 001 §2): sessions, availability and calendar sync, each its own URL. */
export function CalendarSubTabs() {
  return (
    <nav aria-label="Calendar sections" className="mb-6 flex flex-wrap gap-2">
      {SUB_TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={subTabClass}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * Whose part of the practice an admin is looking at: one therapist, or (where `allowAll`)
 * everyone. A plain GET form, so the choice is in the URL and works before scripts load;
 * `keep` carries the page's other parameters.
 */
export function TherapistFilter({
  therapists,
  current,
  allowAll = true,
  keep = {},
  client,
}: {
  therapists: readonly { id: string; name: string }[];
  current: string;
  allowAll?: boolean;
  keep?: Record<string, string>;
  /** A client to narrow to as well (searched: the practice has thousands), and the one chosen. */
  client?: { chosen: readonly ClientChoice[]; current: string };
}) {
  return (
    <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ClientSelect
        clients={therapists}
        name="therapist"
        label="Therapist"
        placeholder={allowAll ? "All therapists" : "Choose a therapist"}
        defaultValue={current}
        compact
      />
      {client ? (
        <ClientSelect
          clients={client.chosen}
          searchable
          name="client"
          placeholder="All clients"
          defaultValue={client.current}
          compact
        />
      ) : null}
      <button type="submit" className={buttonClass("secondary", "sm")}>
        Show
      </button>
    </Form>
  );
}
