import { useState } from "react";
import { NewTimeFields } from "~/components/booking/new-time-fields";
import { useNewTime } from "~/components/booking/use-day-slots";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { useDialogAnswer } from "./use-dialog-answer";

const TEXTS = { success: "Session booked", failed: "Could not book the session" };

/**
 * Book another time (a payment needing settling): a day, then one of its free times with the
 * therapist the session was booked with; the payment pays for it and the client is told. A time
 * taken meanwhile keeps the dialog open with the booking's message, and the day is read again.
 */
export function SettleBookingDialog({
  reference,
  clientName,
  timeZone,
}: {
  reference: string;
  clientName: string;
  timeZone: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" size="sm" onClick={() => setOpen(true)} aria-label={`Book another time for ${reference}`}>
        Book another time
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Book another time"
        description={`${clientName}'s payment ${reference} pays for the new time.`}
      >
        {open ? <SettleForm reference={reference} timeZone={timeZone} onDone={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}

function SettleForm({ reference, timeZone, onDone }: { reference: string; timeZone: string; onDone(): void }) {
  const time = useNewTime({ reference });
  const [error, setError] = useState<string | undefined>();
  const { fetcher, busy } = useDialogAnswer(TEXTS, onDone, (answer) => {
    setError(answer.fields?.start ?? answer.error);
    time.retry();
  });

  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="settle-booking" />
      <input type="hidden" name="reference" value={reference} />
      <NewTimeFields
        {...time.picker}
        viewerZone={timeZone}
        error={error}
        onDay={(next) => {
          time.picker.onDay(next);
          setError(undefined);
        }}
        onCancel={onDone}
        submit="Book this time"
        busyLabel="Booking..."
        busy={busy}
      />
    </fetcher.Form>
  );
}
