import { CHANGE_NOTICE_HOURS, REFUND_NOTE } from "@domain/session-changes";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { TextAreaField } from "~/components/ui/field";
import type { ChangeAnswer } from "./change-answer";
import type { SessionRow } from "./session-rows";

/** Asks before cancelling, says what happens to what paid for it, and takes an optional reason. */
export function CancelDialog({ session, onClose }: { session: SessionRow | null; onClose(): void }) {
  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Cancel this session?"
      description={session ? `${session.title}, ${session.when}, with ${session.therapistName}.` : undefined}
    >
      {session ? <CancelForm key={session.id} session={session} onDone={onClose} /> : null}
    </Dialog>
  );
}

function CancelForm({ session, onDone }: { session: SessionRow; onDone(): void }) {
  const fetcher = useFetcher<ChangeAnswer>();
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
  const handled = useRef<ChangeAnswer | undefined>(undefined);

  useEffect(() => {
    if (!answer?.ok || handled.current === answer) return;
    handled.current = answer;
    const { title, description } = answer.toast;
    showToast((toast) =>
      toast.success(title, { description: answer.refund ? `${description} ${REFUND_NOTE}.` : description }),
    );
    onDone();
  }, [answer, onDone]);

  const change = session.change;
  const notes = [
    change?.paid ? `${REFUND_NOTE}: a paid session is not refunded automatically.` : null,
    change?.planCredit ? "The session it used goes back to your plan or package." : null,
    change?.coupon ? "The coupon it used can be used again." : null,
    change?.awaitingPayment
      ? "The time held for your payment is released. If you have already sent the money, please contact us."
      : null,
    `The time is given back to your therapist's calendar. Sessions can be changed up to ${CHANGE_NOTICE_HOURS} hours before they start.`,
  ].filter((note): note is string => note !== null);

  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="sessionId" value={session.id} />
      <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <TextAreaField label="Reason (optional)" name="reason" rows={3} maxLength={500} />
      {answer && !answer.ok ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {answer.error}
        </p>
      ) : null}
      <DialogActions
        cancel="Keep session"
        onCancel={onDone}
        lockCancel
        submit="Yes, cancel session"
        busyLabel="Cancelling..."
        busy={busy}
        variant="danger"
        wrap
      />
    </fetcher.Form>
  );
}
