import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";

interface Props {
  open: boolean;
  /** Label of the region being switched to. */
  target: string;
  onCancel(): void;
  onContinue(): void;
}

/** Spec 000 §4: confirmation before an already chosen region changes. */
export function SwitchRegionDialog({ open, target, onCancel, onContinue }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="Switch Region?"
      description={
        <>
          Switching to <strong>{target}</strong> resets your session and any saved booking information. Prices, services
          and payment options will update for the new region.
        </>
      }
    >
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onContinue}>Continue</Button>
      </div>
    </Dialog>
  );
}
