import { TabLoadError } from "~/components/tab-load-error";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Section } from "~/components/ui/section";
import { EditAddonDialog } from "./addon-dialog";
import {
  type AddonView,
  type PlanView,
  pricesText,
  REGION_LABEL,
  SESSION_TYPE_LABEL,
  type TherapyPackageView,
} from "./package-view";
import { PACKAGES_TEXT } from "./packages-text";
import { EditPlanDialog } from "./plan-dialog";
import { EditTherapyPackageDialog } from "./therapy-package-dialog";

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-800"}`}
    >
      {active ? "Active" : "Inactive"}
    </span>
  );
}

function planColumns(action: string): readonly DataColumn<PlanView>[] {
  return [
    {
      label: "Name",
      rowHeader: true,
      className: "font-semibold",
      cell: (plan) => (
        <>
          {plan.name}
          <Bought times={plan.purchases} />
        </>
      ),
    },
    { label: "Region", cell: (plan) => REGION_LABEL[plan.region] },
    { label: "Session type", cell: (plan) => SESSION_TYPE_LABEL[plan.sessionType] },
    { label: "Sessions", cell: (plan) => plan.sessionCount },
    {
      label: "Prices",
      className: "whitespace-nowrap",
      testId: "plan-prices",
      cell: (plan) => pricesText(plan, "No price"),
    },
    { label: "Discount", cell: (plan) => `${plan.discountPercentage}%` },
    {
      label: "Valid",
      className: "whitespace-nowrap",
      cell: (plan) => `${plan.validMonths} ${plan.validMonths === 1 ? "month" : "months"}`,
    },
    { label: "Status", cell: (plan) => <StatusBadge active={plan.isActive} /> },
    { label: "Actions", labelHidden: true, cell: (plan) => <EditPlanDialog plan={plan} action={action} /> },
  ];
}

function addonColumns(action: string, types: readonly string[]): readonly DataColumn<AddonView>[] {
  return [
    { label: "Name", rowHeader: true, className: "font-semibold", cell: (addon) => addon.name },
    { label: "Type", cell: (addon) => addon.addonType },
    { label: "Offered in", cell: (addon) => REGION_LABEL[addon.region] },
    { label: "Prices", className: "whitespace-nowrap", testId: "addon-prices", cell: (addon) => pricesText(addon) },
    { label: "Status", cell: (addon) => <StatusBadge active={addon.isActive} /> },
    {
      label: "Actions",
      labelHidden: true,
      cell: (addon) => <EditAddonDialog addon={addon} types={types} action={action} />,
    },
  ];
}

/** "Bought once", "Bought 3 times", under a row's name. */
function Bought({ times }: { times: number }) {
  if (times === 0) return null;
  return (
    <span className="block text-xs font-normal text-stone-600">Bought {times === 1 ? "once" : `${times} times`}</span>
  );
}

function packageColumns(action: string): readonly DataColumn<TherapyPackageView>[] {
  return [
    {
      label: "Name",
      rowHeader: true,
      className: "font-semibold",
      cell: (pkg) => (
        <>
          {pkg.name}
          <span className="block text-xs font-normal text-stone-600">{pkg.format}</span>
          <Bought times={pkg.purchases} />
        </>
      ),
    },
    { label: "Region", cell: (pkg) => REGION_LABEL[pkg.region] },
    { label: "Sessions", cell: (pkg) => `${pkg.sessions} × ${pkg.durationMinutes} min` },
    {
      label: "Prices",
      className: "whitespace-nowrap",
      testId: "package-prices",
      cell: (pkg) => pricesText(pkg, "No price"),
    },
    { label: "Highlight", cell: (pkg) => (pkg.highlight ? (pkg.badge ?? "Yes") : "No") },
    { label: "Status", cell: (pkg) => <StatusBadge active={pkg.isActive} /> },
    { label: "Actions", labelHidden: true, cell: (pkg) => <EditTherapyPackageDialog pkg={pkg} action={action} /> },
  ];
}

function PackagesTable({ packages, action }: { packages: readonly TherapyPackageView[]; action: string }) {
  return (
    <DataTable
      className="mt-3"
      dense
      caption="Therapy-journey packages, local first, in the order the page lists them"
      columns={packageColumns(action)}
      rows={packages}
      rowKey={(pkg) => pkg.id}
    />
  );
}

function PlansTable({ plans, action }: { plans: readonly PlanView[]; action: string }) {
  return (
    <DataTable
      className="mt-3"
      dense
      caption="Support plans, fewest sessions first"
      columns={planColumns(action)}
      rows={plans}
      rowKey={(plan) => plan.id}
    />
  );
}

function AddonsTable({ addons, action }: { addons: readonly AddonView[]; action: string }) {
  const types = [...new Set(addons.map((addon) => addon.addonType))].sort();
  return (
    <DataTable
      className="mt-3"
      dense
      caption="Plan add-ons, by name"
      columns={addonColumns(action, types)}
      rows={addons}
      rowKey={(addon) => addon.id}
    />
  );
}

/**
 * The admin's Packages tab (spec 001 §2, §3): the support plans and their add-ons, and the
 * therapy-journey packages, each edited in a dialog. A change shows on /support-plans,
 * /therapy-journeys and at checkout from the next page load.
 */
export function PackagesTab({
  plans,
  addons,
  packages,
  action,
}: {
  plans: readonly PlanView[];
  addons: readonly AddonView[];
  packages: readonly TherapyPackageView[];
  action: string;
}) {
  return (
    <div className="space-y-10">
      <Section headingId="plans-heading" title="Support plans">
        <p className="mt-1 text-sm text-stone-700">
          Prices are charged as shown here from the next visit to the plans page. Clients who have already bought a plan
          keep what they paid and their sessions.
        </p>
        {plans.length === 0 ? (
          <p className="mt-4 text-stone-700">No support plans yet.</p>
        ) : (
          <PlansTable plans={plans} action={action} />
        )}
      </Section>
      <Section headingId="addons-heading" title="Add-ons">
        {addons.length === 0 ? (
          <p className="mt-4 text-stone-700">No add-ons yet.</p>
        ) : (
          <AddonsTable addons={addons} action={action} />
        )}
      </Section>
      <Section headingId="therapy-packages-heading" title="Therapy-journey packages">
        <p className="mt-1 text-sm text-stone-700">
          The packages of /therapy-journeys. Clients who have already bought one keep what they paid, their sessions and
          their session length.
        </p>
        {packages.length === 0 ? (
          <p className="mt-4 text-stone-700">No packages yet.</p>
        ) : (
          <PackagesTable packages={packages} action={action} />
        )}
      </Section>
    </div>
  );
}

export function PackagesLoadError() {
  return <TabLoadError announce title="Packages" message={PACKAGES_TEXT.loadFailed} />;
}
