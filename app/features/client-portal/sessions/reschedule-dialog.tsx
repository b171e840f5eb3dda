import { isBookableDay, PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { NewTimeFields } from "~/components/booking/new-time-fields";
import { useNewTime } from "~/components/booking/use-day-slots";
import { showToast } from "~/components/toasts";
import { Dialog } from "~/components/ui/dialog";
import type { ChangeAnswer } from "./change-answer";
import type { SessionRow } from "./session-rows";

/**
 * Moves a session to another time the booking engine offers: a practice day, then one of its
 * free hours (shown in the client's zone). A time taken meanwhile keeps the dialog open with
 * the booking's message, and the day's times are read again.
 */
export function RescheduleDialog({
  session,
  timeZone,
  onClose,
}: {
  session: SessionRow | null;
  timeZone: string;
  onClose(): void;
}) {
  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Reschedule session"
      description={session ? `${session.title}, now ${session.when}. Choose a new day and time.` : undefined}
    >
      {session ? <RescheduleForm key={session.id} session={session} timeZone={timeZone} onDone={onClose} /> : null}
    </Dialog>
  );
}

function RescheduleForm({ session, timeZone, onDone }: { session: SessionRow; timeZone: string; onDone(): void }) {
  const now = new Date();
  const currentDay = dayInZone(new Date(session.start), PRACTICE_TIME_ZONE);
  const time = useNewTime(
    { session: session.id },
    isBookableDay(currentDay, now, PRACTICE_TIME_ZONE) ? currentDay : null,
  );
  const fetcher = useFetcher<ChangeAnswer>();
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
  const handled = useRef<ChangeAnswer | undefined>(undefined);

  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.ok) {
      showToast((toast) => toast.success(answer.toast.title, { description: answer.toast.description }));
      onDone();
    } else {
      // Someone may have taken the time: the day's times are read again and the choice cleared.
      time.retry();
    }
  }, [answer, onDone, time.retry]);

  return (
    <fetcher.Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="reschedule" />
      <input type="hidden" name="sessionId" value={session.id} />
      <NewTimeFields
        {...time.picker}
        current={session.start}
        viewerZone={timeZone}
        error={answer && !answer.ok ? (answer.fields?.start ?? answer.error) : undefined}
        cancel="Keep current time"
        onCancel={onDone}
        submit="Confirm new time"
        busyLabel="Moving..."
        busy={busy}
      />
    </fetcher.Form>
  );
}
