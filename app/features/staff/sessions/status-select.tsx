import { CHOSEN_STATUSES, type ChosenStatus } from "@domain/session-status";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { CancelSessionDialog } from "./cancel-session-dialog";
import { STATUS_STYLE, type StaffSessionView } from "./session-view";
import { STATUS_FETCHER } from "./status-fetchers";

/** The status badge (spec 001 §4 colours). */
export function StatusBadge({ status }: { status: StaffSessionView["status"] }) {
  const style = STATUS_STYLE[status];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${style.badge}`}>{style.label}</span>;
}

/**
 * The status dropdown of a scheduled session (spec 001 §2; domain/session-status.ts): Completed
 * and No show are saved as they are chosen (the tab's toast offers Undo), and only from the
 * session's start: before it they are disabled, with the reason under the dropdown. Cancelled
 * opens a dialog that asks for the reason the client is told. A cancelled session can be
 * re-opened as Scheduled, Completed or No show (the server refuses, with its reason, when its
 * time no longer fits the calendar). A completed or missed session shows its badge (the Recent
 * changes list offers Revert).
 */
export function StatusSelect({ session, action }: { session: StaffSessionView; action: string }) {
  const fetcher = useFetcher({ key: STATUS_FETCHER });
  const [cancelling, setCancelling] = useState(false);
  const hintId = useId();
  const mine = fetcher.formData?.get("sessionId") === session.id;
  const pending = mine ? (fetcher.formData?.get("status") as ChosenStatus | undefined) : undefined;
  const shown = pending ?? session.status;
  const cancelled = session.status === "cancelled";
  if (session.status !== "scheduled" && !cancelled) return <StatusBadge status={session.status} />;
  // Every refusal but one's own status has the same reason (not begun yet): said once.
  const hint = [...new Set(CHOSEN_STATUSES.map((status) => session.choices[status]).filter(Boolean))].join(" ");
  return (
    <div className="flex max-w-full flex-col items-start gap-1">
      <label className="flex items-center gap-2 text-sm">
        <span className="sr-only">
          Status of the session with {session.clientName} on {session.when}
        </span>
        <StatusBadge status={shown} />
        <select
          value={shown}
          disabled={mine && fetcher.state !== "idle"}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => {
            const status = event.currentTarget.value as ChosenStatus | "scheduled";
            // A cancelled session re-opened: the server puts back what its cancellation undid.
            if (status === "cancelled" && cancelled) return;
            if (status === "cancelled") {
              setCancelling(true);
              return;
            }
            void fetcher.submit({ intent: "set-status", sessionId: session.id, status }, { method: "post", action });
          }}
          className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900"
        >
          <option value="scheduled">{STATUS_STYLE.scheduled.label}</option>
          {CHOSEN_STATUSES.map((status) => (
            <option key={status} value={status} disabled={session.choices[status] !== null}>
              {STATUS_STYLE[status].label}
            </option>
          ))}
        </select>
      </label>
      {hint ? (
        <p id={hintId} className="max-w-64 text-xs text-stone-600">
          {hint}
        </p>
      ) : null}
      <CancelSessionDialog session={cancelling ? session : null} action={action} onClose={() => setCancelling(false)} />
    </div>
  );
}
