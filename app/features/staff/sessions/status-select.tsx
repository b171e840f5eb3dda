import { SESSION_STATUSES, type SessionStatus } from "@domain/enums";
import { useFetcher } from "react-router";
import { STATUS_STYLE, type StaffSessionView } from "./session-view";

/** Every status dropdown submits through this fetcher; the tab says how it went (useFetcherToast). */
export const STATUS_FETCHER = "session-status";

/** The status badge (spec 001 §4 colours). */
export function StatusBadge({ status }: { status: SessionStatus }) {
  const style = STATUS_STYLE[status];
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${style.badge}`}>{style.label}</span>;
}

/**
 * The status dropdown of a session (spec 001 §2): choosing a status saves it at once (the tab
 * then says 'Session updated successfully', or 'Error updating session' with the server's
 * reason). A cancelled session cannot be changed, so it shows its badge only.
 */
export function StatusSelect({ session, action }: { session: StaffSessionView; action: string }) {
  const fetcher = useFetcher({ key: STATUS_FETCHER });
  const mine = fetcher.formData?.get("sessionId") === session.id;
  const pending = mine ? (fetcher.formData?.get("status") as SessionStatus | undefined) : undefined;
  const shown = pending ?? session.status;
  if (session.status === "cancelled") return <StatusBadge status="cancelled" />;
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="sr-only">
        Status of the session with {session.clientName} on {session.when}
      </span>
      <StatusBadge status={shown} />
      <select
        value={shown}
        disabled={mine && fetcher.state !== "idle"}
        onChange={(event) =>
          void fetcher.submit(
            { intent: "set-status", sessionId: session.id, status: event.currentTarget.value },
            { method: "post", action },
          )
        }
        className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm text-stone-900"
      >
        {SESSION_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_STYLE[status].label}
          </option>
        ))}
      </select>
    </label>
  );
}
