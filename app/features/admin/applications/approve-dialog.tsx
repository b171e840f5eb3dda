import { APPLICATION_TEXT } from "@domain/admin-people";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { useDialogAnswer } from "../use-dialog-answer";
import type { ApplicantDialogProps } from "./application-view";

const TEXTS = { success: APPLICATION_TEXT.approved, failed: APPLICATION_TEXT.approveFailed };

/** Approving makes the applicant a therapist at once, so it is confirmed first. */
export function ApproveDialog({ applicant, action, onClose }: ApplicantDialogProps) {
  const { fetcher, busy } = useDialogAnswer(TEXTS, onClose);
  return (
    <Dialog
      open={applicant !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Approve application"
      description={
        applicant
          ? `${applicant.name} becomes a therapist, with working hours Monday to Friday, 09:00 to 17:00, and is told by e-mail.`
          : undefined
      }
    >
      {applicant ? (
        <fetcher.Form method="post" action={action} className="mt-6">
          <input type="hidden" name="intent" value="approve" />
          <input type="hidden" name="applicantId" value={applicant.id} />
          <DialogActions onCancel={onClose} submit="Approve" busyLabel="Approving..." busy={busy} />
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}
