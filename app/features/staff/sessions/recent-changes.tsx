import { REVERT_DAYS } from "@domain/session-status";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions } from "~/components/ui/dialog";
import { NoteState } from "../clinical-notes/note-link";
import type { RecentChangeView } from "./session-view";
import { STATUS_STYLE } from "./session-view";
import { REVERT_FETCHER } from "./status-fetchers";
import { StatusBadge } from "./status-select";

/**
 * The statuses set in the last REVERT_DAYS that are still the session's, each with Revert (which
 * asks first, since the client is told) or the reason it cannot be reverted.
 */
export function RecentChanges({ changes, action }: { changes: readonly RecentChangeView[]; action: string }) {
  const [reverting, setReverting] = useState<RecentChangeView | null>(null);
  if (changes.length === 0) return null;
  return (
    <section aria-labelledby="recent-changes-heading" className="mt-8">
      <h3 id="recent-changes-heading" className="font-semibold text-stone-900">
        Recent changes
      </h3>
      <p className="mt-1 text-sm text-stone-700">
        Statuses set in the last {REVERT_DAYS} days. Revert puts a session back to Scheduled.
      </p>
      <ul className="mt-3 space-y-3">
        {changes.map((change) => (
          <li
            key={change.session.id}
            aria-label={`${change.session.clientName}, ${change.session.when}`}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
          >
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">
                <time dateTime={change.session.startIso}>{change.session.when}</time>
              </p>
              <p className="text-sm text-stone-700">
                {change.session.kind} with {change.session.clientName}
              </p>
              {change.reason ? <p className="text-sm text-stone-700">Reason: {change.reason}</p> : null}
              <p className="text-xs text-stone-600">
                Set to {STATUS_STYLE[change.session.status].label} on {change.changed}
              </p>
            </div>
            <div className="flex flex-col items-start gap-1">
              <StatusBadge status={change.session.status} />
              {change.session.note ? (
                <NoteState
                  sessionId={change.session.id}
                  note={change.session.note}
                  label={`${change.session.clientName}, ${change.session.when}`}
                />
              ) : null}
              {change.revertRefusal ? (
                <p className="max-w-64 text-xs text-stone-600">{change.revertRefusal}</p>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Revert the session with ${change.session.clientName} on ${change.session.when}`}
                  onClick={() => setReverting(change)}
                >
                  Revert
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <RevertDialog change={reverting} action={action} onClose={() => setReverting(null)} />
    </section>
  );
}

function RevertDialog({
  change,
  action,
  onClose,
}: {
  change: RecentChangeView | null;
  action: string;
  onClose(): void;
}) {
  const fetcher = useFetcher({ key: REVERT_FETCHER });
  const busy = fetcher.state !== "idle";
  const session = change?.session;
  const cancelled = session?.status === "cancelled";
  return (
    <Dialog
      open={change !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Revert to Scheduled?"
      description={session ? `${session.kind}, ${session.when}, with ${session.clientName}.` : undefined}
    >
      {session ? (
        <fetcher.Form method="post" action={action} onSubmit={() => onClose()} className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="revert-status" />
          <input type="hidden" name="sessionId" value={session.id} />
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-700">
            {cancelled ? (
              <>
                <li>The session is back on the calendar at its time, if no one has taken it.</li>
                <li>A support-plan session or coupon it used is spent on it again.</li>
                <li>The client is told it is going ahead after all.</li>
              </>
            ) : (
              <li>
                The session is Scheduled again, no longer {STATUS_STYLE[session.status].label}, and the client is told.
              </li>
            )}
          </ul>
          <DialogActions
            cancel={<>Keep {STATUS_STYLE[session.status].label}</>}
            onCancel={onClose}
            lockCancel
            submit="Revert to Scheduled"
            busy={busy}
            wrap
          />
        </fetcher.Form>
      ) : null}
    </Dialog>
  );
}
