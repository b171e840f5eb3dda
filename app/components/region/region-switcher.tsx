import { ChevronDown, Globe } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { regionLabel, SWITCHER_GROUPS } from "../../../domain/region";
import { useRegion } from "./region-context";

/** Spec 000 §2.4: the button shows the current region; the menu lists the regions by group. */
export function RegionSwitcher({ align = "end" }: { align?: "start" | "end" }) {
  const { choice, chooseRegion } = useRegion();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm text-stone-700 ring-1 ring-stone-300 hover:bg-stone-100"
        aria-label={`Region: ${choice ? regionLabel(choice) : "not chosen"}. Change region`}
      >
        <Globe aria-hidden className="size-4" />
        <span>{choice ? regionLabel(choice) : "Choose region"}</span>
        <ChevronDown aria-hidden className="size-3.5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl bg-white p-1.5 text-sm shadow-lg ring-1 ring-stone-200"
        >
          {SWITCHER_GROUPS.map((group, index) => (
            <DropdownMenu.Group key={group.label}>
              {index > 0 ? <DropdownMenu.Separator className="my-1 h-px bg-stone-200" /> : null}
              <DropdownMenu.Label className="px-2 pt-1.5 pb-1 text-xs font-semibold tracking-wide text-stone-500 uppercase">
                {group.label}
              </DropdownMenu.Label>
              {group.items.map((item) => (
                <DropdownMenu.Item
                  key={item.code}
                  onSelect={() => chooseRegion({ region: item.region, currency: item.currency })}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1.5 outline-none data-[highlighted]:bg-brand-50"
                >
                  <span aria-hidden>{item.flag}</span>
                  {item.name}
                  <span className="ml-auto text-xs text-stone-500">{item.currency}</span>
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Group>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
