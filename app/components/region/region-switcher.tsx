import { REGION_FORM, type RegionChoice, regionLabel, SWITCHER_GROUPS } from "@domain/region";
import { ChevronDown, Globe } from "lucide-react";
import { opensDialog } from "~/components/ui/dialog";
import { DisclosureMenu } from "~/components/ui/disclosure-menu";
import { useRegion } from "./region-context";
import { switchRegionDialogId } from "./switch-region-dialog";

const same = (a: RegionChoice, b: RegionChoice) => a.region === b.region && a.currency === b.currency;

/**
 * What a region does without scripts (decision 0048): with none chosen, its button posts the
 * choice (the region gate's form); with one chosen, it opens that region's "Switch Region?"
 * dialog, and the current one closes the menu. Once hydrated, the click does it all in React.
 */
function nativeChoice(choice: RegionChoice | null, item: RegionChoice, panelId: string) {
  if (!choice) return { type: "submit" as const };
  if (same(choice, item)) return { type: "button" as const, commandfor: panelId, command: "hide-popover" };
  return { type: "button" as const, ...opensDialog(switchRegionDialogId(item)) };
}

/** Spec 000 §2.4: the button shows the current region; the menu lists the regions by group. */
export function RegionSwitcher({ align = "end" }: { align?: "start" | "end" }) {
  const { choice, chooseRegion } = useRegion();
  const current = choice ? regionLabel(choice) : "Choose region";
  return (
    <DisclosureMenu
      align={align}
      ariaLabel={`Region: ${choice ? current : "not chosen"}. Change region`}
      buttonClassName="inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
      label={
        <>
          <Globe aria-hidden className="size-4" />
          {/* A phone's header has room for the currency only; the button's name says the region. */}
          <span className="hidden sm:inline">{current}</span>
          <span className="sm:hidden">{choice?.currency ?? "Region"}</span>
          <ChevronDown aria-hidden className="size-3.5" />
        </>
      }
    >
      {(close, panelId) => (
        <form method="post" action="/?index">
          <input type="hidden" name="intent" value={REGION_FORM.intent} />
          {SWITCHER_GROUPS.map((group, index) => (
            <fieldset key={group.label} className={index > 0 ? "mt-1 border-t border-stone-200 pt-1" : ""}>
              <legend className="px-2 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                {group.label}
              </legend>
              {group.items.map((item) => {
                const selected = choice !== null && same(choice, item);
                return (
                  <button
                    key={item.code}
                    {...nativeChoice(choice, item, panelId)}
                    name={REGION_FORM.field}
                    value={item.code}
                    aria-pressed={selected}
                    onClick={(event) => {
                      event.preventDefault();
                      close();
                      chooseRegion({ region: item.region, currency: item.currency });
                    }}
                    className={`flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left hover:bg-brand-50 ${selected ? "font-semibold text-brand-800" : ""}`}
                  >
                    <span aria-hidden>{item.flag}</span>
                    {item.name}
                    <span className="ml-auto text-xs text-stone-600">{item.currency}</span>
                  </button>
                );
              })}
            </fieldset>
          ))}
        </form>
      )}
    </DisclosureMenu>
  );
}
