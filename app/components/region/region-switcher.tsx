import { regionLabel, SWITCHER_GROUPS } from "@domain/region";
import { ChevronDown, Globe } from "lucide-react";
import { DisclosureMenu } from "~/components/ui/disclosure-menu";
import { useRegion } from "./region-context";

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
          <span>{current}</span>
          <ChevronDown aria-hidden className="size-3.5" />
        </>
      }
    >
      {(close) =>
        SWITCHER_GROUPS.map((group, index) => (
          <fieldset key={group.label} className={index > 0 ? "mt-1 border-t border-stone-200 pt-1" : ""}>
            <legend className="px-2 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {group.label}
            </legend>
            {group.items.map((item) => {
              const selected = choice?.region === item.region && choice.currency === item.currency;
              return (
                <button
                  key={item.code}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => {
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
        ))
      }
    </DisclosureMenu>
  );
}
