import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { Tab, TabList, TabPanel, Tabs } from "~/components/ui/tabs";
import { PlanCard } from "./plan-card";
import { emptyTabText, type PlanTabView } from "./plans-view";

const tabClass =
  "flex-1 rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap text-stone-700 hover:text-brand-700 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow";

/** One or two plans sit centred rather than leaving empty columns on the right. */
function gridClass(count: number): string {
  if (count === 1) return "mx-auto max-w-md";
  if (count === 2) return "mx-auto max-w-3xl sm:grid-cols-2";
  return "sm:grid-cols-2 lg:grid-cols-3";
}

/**
 * Spec 000 §2.8: one tab per kind of plan the region offers (arrow keys move between them).
 * Two by two on a phone, so all four local tabs stay in sight without sideways scrolling.
 */
export function PlanTabs({ tabs }: { tabs: readonly PlanTabView[] }) {
  const [chosen, setChosen] = useState(tabs[0]?.tab.id ?? "");
  // A change of region can take away the open tab (Hybrid, In-Person): fall back to the first.
  const active = tabs.some(({ tab }) => tab.id === chosen) ? chosen : (tabs[0]?.tab.id ?? "");
  return (
    <Tabs value={active} onValueChange={setChosen}>
      <TabList
        aria-label="Kinds of plan"
        className="mx-auto grid max-w-2xl grid-cols-2 gap-1 rounded-3xl bg-stone-200/70 p-1 sm:flex sm:rounded-full"
      >
        {tabs.map(({ tab }) => (
          <Tab key={tab.id} value={tab.id} className={tabClass}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map(({ tab, plans, validity }) => (
        // Every panel is in the server's HTML, so the plans are readable before (or without) scripts.
        <TabPanel key={tab.id} value={tab.id} className="mt-8">
          {validity ? (
            <p className="mx-auto flex w-fit items-start gap-2 text-stone-700">
              <CalendarClock className="mt-1 size-4 shrink-0 text-brand-600" aria-hidden="true" />
              {validity} from purchase.
            </p>
          ) : null}
          {plans.length > 0 ? (
            <ul aria-label={`${tab.label} plans`} className={`mt-8 grid gap-8 ${gridClass(plans.length)}`}>
              {plans.map((plan) => (
                <li key={plan.id} className="flex">
                  <PlanCard plan={plan} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mx-auto mt-8 max-w-xl rounded-2xl bg-white p-6 text-center text-stone-700 ring-1 ring-stone-200">
              {emptyTabText(tab)}
            </p>
          )}
        </TabPanel>
      ))}
    </Tabs>
  );
}
