import { CANCEL_REASON_MAX, STATUS_TEXT } from "@domain/session-status";
import { type FormEvent, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { TextAreaField } from "~/components/ui/field";
import type { StaffSessionView } from "./session-view";
import { STATUS_FETCHER, type StatusAnswer } from "./status-fetchers";

/**
 * Cancel asks first (user research: the dropdown used to cancel at once): what cancelling does,
 * and the reason the client is told, which is required. It saves through the dropdown's fetcher,
 * so the tab's toast says how it went and offers Undo.
 */
export function CancelSessionDialog({
  session,
  action,
  onClose,
}: {
  session: StaffSessionView | null;
  action: string;
  onClose(): void;
}) {
  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Cancel this session?"
      description={session ? `${session.kind}, ${session.when}, with ${session.clientName}.` : undefined}
    >
      {session ? <CancelForm key={session.id} session={session} action={action} onDone={onClose} /> : null}
    </Dialog>
  );
}

function CancelForm({ session, action, onDone }: { session: StaffSessionView; action: string; onDone(): void }) {
  const fetcher = useFetcher<StatusAnswer>({ key: STATUS_FETCHER });
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const busy = sent && fetcher.state !== "idle";
  const answer = sent && fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer) return;
    setSent(false);
    if (answer.ok) onDone();
    else setError(answer.fields?.reason ?? answer.error);
  }, [answer, onDone]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === "") {
      setError(STATUS_TEXT.reasonRequired);
      return;
    }
    setError(null);
    setSent(true);
    void fetcher.submit(
      { intent: "set-status", sessionId: session.id, status: "cancelled", reason },
      { method: "post", action },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate className="mt-4 space-y-4">
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        <li>The client is notified and e-mailed, with your reason.</li>
        <li>The time is free again for other bookings.</li>
        <li>
          A support-plan session or coupon it used goes back to the client; a paid session is not refunded
          automatically.
        </li>
        <li>You can undo it for a few seconds, and revert it later while the time is still free.</li>
      </ul>
      <TextAreaField
        label="Reason for cancelling"
        name="reason"
        required
        aria-required="true"
        maxLength={CANCEL_REASON_MAX}
        hint="The client will see this."
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        error={error ?? undefined}
      />
      <DialogActions
        cancel="Keep session"
        onCancel={onDone}
        lockCancel
        submit="Cancel session"
        busyLabel="Cancelling..."
        busy={busy}
        variant="danger"
        wrap
      />
    </form>
  );
}
