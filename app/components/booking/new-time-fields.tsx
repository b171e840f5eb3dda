import type { ComponentProps, ReactNode } from "react";
import { DialogActions } from "~/components/ui/dialog";
import { SlotPicker } from "./slot-picker";

type PickerProps = Omit<ComponentProps<typeof SlotPicker>, "stacked" | "required" | "dateLegend" | "timeLegend">;

/**
 * Another time for a session already paid for, in a dialog's form: the day and time (the chosen
 * start posted with the form), then the dialog's buttons, the submit one waiting for a time.
 */
export function NewTimeFields({
  cancel,
  submit,
  busyLabel,
  busy,
  onCancel,
  ...picker
}: PickerProps & { cancel?: ReactNode; submit: ReactNode; busyLabel: ReactNode; busy: boolean; onCancel(): void }) {
  return (
    <>
      <input type="hidden" name="start" value={picker.start ?? ""} />
      <SlotPicker stacked required={false} dateLegend="New date" timeLegend="New time" {...picker} />
      <DialogActions
        cancel={cancel}
        onCancel={onCancel}
        lockCancel
        submit={submit}
        busyLabel={busyLabel}
        busy={busy}
        disabled={busy || !picker.start}
        wrap
      />
    </>
  );
}
