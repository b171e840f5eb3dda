import { APPLICATION_TEXT, REJECTION_REASON_MAX, rejectionReason } from "@domain/admin-people";
import { type FormEvent, useId, useRef, useState } from "react";
import { showToast } from "~/components/toasts";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { useDialogAnswer } from "../use-dialog-answer";
import type { ApplicantDialogProps } from "./application-view";

const TEXTS = { success: APPLICATION_TEXT.rejected, failed: APPLICATION_TEXT.rejectFailed };

/**
 * Reject with a reason (spec 001 §5): the placeholder says optional, as the specification has it,
 * but an empty reason is refused here ('Please provide a reason for rejection') and on the server.
 */
export function RejectDialog({ applicant, action, onClose }: ApplicantDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const { fetcher, busy } = useDialogAnswer(TEXTS, close, (answer) => setError(answer.fields?.reason ?? null));
  const reasonId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = rejectionReason.safeParse(field.current?.value ?? "");
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? APPLICATION_TEXT.reasonRequired;
      setError(message);
      showToast((toast) => toast.error(message));
      field.current?.focus();
      return;
    }
    setError(null);
    void fetcher.submit(event.currentTarget, { method: "post", action });
  };

  return (
    <Dialog
      open={applicant !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Reject application"
      description={applicant ? `${applicant.name} is told the reason by e-mail.` : undefined}
    >
      {applicant ? (
        <form method="post" action={action} onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="applicantId" value={applicant.id} />
          <div>
            <label htmlFor={reasonId} className="text-sm font-medium text-stone-800">
              Reason for rejection
            </label>
            <textarea
              ref={field}
              id={reasonId}
              name="reason"
              rows={4}
              maxLength={REJECTION_REASON_MAX}
              placeholder={APPLICATION_TEXT.reasonPlaceholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${reasonId}-error` : undefined}
              onChange={() => setError(null)}
              className={`mt-1 block w-full rounded-lg border px-3 py-2 text-stone-900 placeholder:text-stone-600 ${error ? "border-red-600" : "border-stone-300"}`}
            />
            {error ? (
              <p id={`${reasonId}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ) : null}
          </div>
          <DialogActions onCancel={close} submit="Reject" busyLabel="Rejecting..." busy={busy} variant="danger" />
        </form>
      ) : null}
    </Dialog>
  );
}
