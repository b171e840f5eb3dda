import { REGION_FORM, type RegionOption, regionLabel, serializeRegionCookie } from "@domain/region";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

/** The id of the "Switch Region?" dialog for a choice, which the switcher opens before hydration. */
export function switchRegionDialogId(choice: Pick<RegionOption, "region" | "currency">): string {
  return `switch-region-${serializeRegionCookie(choice).replace(".", "-")}`;
}

interface Props {
  open: boolean;
  /** The region being switched to. */
  target: RegionOption;
  onOpenChange(open: boolean): void;
  onContinue(): void;
}

/**
 * Spec 000 §4: confirmation before an already chosen region changes. One per region, in the
 * HTML, so that it opens and works before the page has hydrated (decision 0048): Cancel closes it
 * by an invoker command, Continue posts the region gate's form (the new region's cookie, then /);
 * once hydrated, Continue resets and switches in the browser.
 */
export function SwitchRegionDialog({ open, target, onOpenChange, onContinue }: Props) {
  const id = switchRegionDialogId(target);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Switch Region?"
      openableWithoutScripts={id}
      description={
        <>
          Switching to <strong>{regionLabel(target)}</strong> resets your session and any saved booking information.
          Prices, services and payment options will update for the new region.
        </>
      }
    >
      <form method="post" action="/?index" className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value={REGION_FORM.intent} />
        <Button variant="secondary" onClick={() => onOpenChange(false)} {...{ commandfor: id, command: "close" }}>
          Cancel
        </Button>
        <Button
          type="submit"
          name={REGION_FORM.field}
          value={target.code}
          onClick={(event) => {
            event.preventDefault();
            onContinue();
          }}
        >
          Continue
        </Button>
      </form>
    </Dialog>
  );
}
