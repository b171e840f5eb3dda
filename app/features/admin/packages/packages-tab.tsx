import { TabLoadError } from "~/components/tab-load-error";
import { ScrollingTable } from "~/components/ui/scrolling-table";
import { EditAddonDialog } from "./addon-dialog";
import { type AddonView, type PlanView, pricesText, REGION_LABEL, SESSION_TYPE_LABEL } from "./package-view";
import { PACKAGES_TEXT } from "./packages-text";
import { EditPlanDialog } from "./plan-dialog";

const ACTIONS = { label: "Actions", hidden: true } as const;
const PLAN_COLUMNS = ["Name", "Region", "Session type", "Sessions", "Prices", "Discount", "Valid", "Status", ACTIONS];
const ADDON_COLUMNS = ["Name", "Type", "Offered in", "Prices", "Status", ACTIONS];
const td = "px-3 py-2 align-top text-sm text-stone-800";

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${active ? "bg-green-100 text-green-900" : "bg-stone-200 text-stone-800"}`}
    >
      {active ? "Active" : "Inactive"}
    </span>
  );
}

function PlansTable({ plans, action }: { plans: readonly PlanView[]; action: string }) {
  return (
    <ScrollingTable className="mt-3" caption="Support plans, fewest sessions first" columns={PLAN_COLUMNS}>
      <tbody className="divide-y divide-stone-100">
        {plans.map((plan) => (
          <tr key={plan.id}>
            <th scope="row" className={`${td} text-left font-semibold`}>
              {plan.name}
              {plan.purchases > 0 ? (
                <span className="block text-xs font-normal text-stone-600">
                  Bought {plan.purchases === 1 ? "once" : `${plan.purchases} times`}
                </span>
              ) : null}
            </th>
            <td className={td}>{REGION_LABEL[plan.region]}</td>
            <td className={td}>{SESSION_TYPE_LABEL[plan.sessionType]}</td>
            <td className={td}>{plan.sessionCount}</td>
            <td className={`${td} whitespace-nowrap`} data-testid="plan-prices">
              {pricesText(plan, "No price")}
            </td>
            <td className={td}>{plan.discountPercentage}%</td>
            <td className={`${td} whitespace-nowrap`}>
              {plan.validMonths} {plan.validMonths === 1 ? "month" : "months"}
            </td>
            <td className={td}>
              <StatusBadge active={plan.isActive} />
            </td>
            <td className={td}>
              <EditPlanDialog plan={plan} action={action} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function AddonsTable({ addons, action }: { addons: readonly AddonView[]; action: string }) {
  const types = [...new Set(addons.map((addon) => addon.addonType))].sort();
  return (
    <ScrollingTable className="mt-3" caption="Plan add-ons, by name" columns={ADDON_COLUMNS}>
      <tbody className="divide-y divide-stone-100">
        {addons.map((addon) => (
          <tr key={addon.id}>
            <th scope="row" className={`${td} text-left font-semibold`}>
              {addon.name}
            </th>
            <td className={td}>{addon.addonType}</td>
            <td className={td}>{REGION_LABEL[addon.region]}</td>
            <td className={`${td} whitespace-nowrap`} data-testid="addon-prices">
              {pricesText(addon)}
            </td>
            <td className={td}>
              <StatusBadge active={addon.isActive} />
            </td>
            <td className={td}>
              <EditAddonDialog addon={addon} types={types} action={action} />
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

/**
 * The admin's Packages tab (spec 001 §2, §3): the support plans and their add-ons, each edited
 * in a dialog. A change shows on /support-plans and at checkout from the next page load.
 */
export function PackagesTab({
  plans,
  addons,
  action,
}: {
  plans: readonly PlanView[];
  addons: readonly AddonView[];
  action: string;
}) {
  return (
    <div className="space-y-10">
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="font-serif text-2xl text-brand-900">
          Support plans
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          Prices are charged as shown here from the next visit to the plans page. Clients who have already bought a plan
          keep what they paid and their sessions.
        </p>
        {plans.length === 0 ? (
          <p className="mt-4 text-stone-700">No support plans yet.</p>
        ) : (
          <PlansTable plans={plans} action={action} />
        )}
      </section>
      <section aria-labelledby="addons-heading">
        <h2 id="addons-heading" className="font-serif text-2xl text-brand-900">
          Add-ons
        </h2>
        {addons.length === 0 ? (
          <p className="mt-4 text-stone-700">No add-ons yet.</p>
        ) : (
          <AddonsTable addons={addons} action={action} />
        )}
      </section>
    </div>
  );
}

export function PackagesLoadError() {
  return <TabLoadError announce title="Packages" message={PACKAGES_TEXT.loadFailed} />;
}
