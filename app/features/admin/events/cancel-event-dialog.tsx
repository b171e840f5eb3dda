import { EVENT_LIMITS, EVENT_ADMIN_TEXT as TEXT } from "@domain/event-admin";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { TextAreaField } from "~/components/ui/field";
import type { CancelAnswer, RefundToMakeView } from "./event-view";
import { RefundsToMakeList } from "./refunds-to-make-list";
import { useEventAction } from "./use-event-action";

/**
 * Cancel an event, with a reason every registrant reads. Once done, the dialog shows the payments
 * to refund (each a link to the Transactions tab), which the event's page also keeps listing.
 */
export function CancelEventDialog({
  event,
  onClose,
}: {
  event: { id: string; title: string } | null;
  onClose(): void;
}) {
  const [refunds, setRefunds] = useState<RefundToMakeView[] | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const { fetcher, busy, errors, clearErrors, onSubmit } = useEventAction(
    { success: TEXT.cancelled, failed: TEXT.cancelError },
    () => {
      const answer = fetcher.data as CancelAnswer | undefined;
      setRefunds(answer?.ok ? answer.refunds : []);
    },
  );

  const opening = event?.id ?? null;
  if (opening !== shownFor) {
    setShownFor(opening);
    clearErrors();
    setRefunds(null);
  }

  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={refunds ? "Event cancelled" : "Cancel this event?"}
      description={
        event
          ? refunds
            ? `${event.title} is cancelled and its registrants have been told.`
            : `${event.title} will be cancelled: every place is released, payments still awaited are stopped, and every registrant and everyone on the waiting list is told. This cannot be undone.`
          : null
      }
    >
      {event && refunds ? (
        <>
          <RefundsToMakeList refunds={refunds} />
          <div className="mt-6 flex justify-end">
            <Button type="button" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      ) : event ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="eventId" value={event.id} />
          <TextAreaField
            label="Reason"
            name="reason"
            required
            rows={3}
            maxLength={EVENT_LIMITS.reason}
            hint="Every registrant reads it in their e-mail."
            error={errors.reason}
          />
          <DialogActions
            cancel="Keep the event"
            onCancel={onClose}
            submit="Cancel event"
            busyLabel="Cancelling..."
            busy={busy}
            variant="danger"
          />
        </form>
      ) : null}
    </Dialog>
  );
}
