import type { SessionStatus } from "@domain/enums";
import { TransferDisclosure } from "~/components/payments/bank-transfer-instructions";
import { Button } from "~/components/ui/button";
import type { SessionRow } from "./session-rows";

/** Spec 001 §4: scheduled blue, completed green, cancelled red, no-show grey. */
const STATUS_BADGE: Record<SessionStatus, { label: string; className: string }> = {
  scheduled: { label: "Scheduled", className: "bg-blue-100 text-blue-900" },
  completed: { label: "Completed", className: "bg-green-100 text-green-900" },
  cancelled: { label: "Cancelled", className: "bg-red-100 text-red-900" },
  no_show: { label: "No-show", className: "bg-stone-200 text-stone-800" },
};

const badge = "rounded-full px-2.5 py-0.5 text-xs font-semibold";

export function StatusBadge({ status }: { status: SessionStatus }) {
  const { label, className } = STATUS_BADGE[status] ?? { label: status, className: "bg-stone-100 text-stone-800" };
  return <span className={`${badge} ${className}`}>{label}</span>;
}

export type SessionAction = "cancel" | "reschedule";

/**
 * One session: what, when (in the client's zone), with whom, its status, whether it is virtual
 * (with its join page while it is upcoming; in person, the address and map link), the booking's payment state and receipt, and the changes
 * still open to the client with the moment they close; an unpaid one, until when it is held and
 * (behind a disclosure) the bank details to pay it. No icons: a list of these is rendered on
 * the server for every first load, and an inline icon weighs as much as the card's own text.
 */
export function SessionCard({ session, onAction }: { session: SessionRow; onAction(action: SessionAction): void }) {
  return (
    <li aria-label={`${session.title}, ${session.when}`} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="font-semibold text-stone-900">{session.title}</p>
        <div className="flex flex-wrap gap-1.5">
          {session.place.inPerson ? null : <span className={`${badge} bg-brand-100 text-brand-800`}>Virtual</span>}
          <StatusBadge status={session.status} />
          {session.payment ? (
            <span
              className={`${badge} ${
                session.payment.state === "awaiting" ? "bg-amber-100 text-amber-900" : "bg-brand-100 text-brand-800"
              }`}
            >
              {session.payment.state === "awaiting" ? "Awaiting payment" : "Confirmed"}
            </span>
          ) : null}
        </div>
      </div>
      <p className="mt-1 text-sm text-stone-700">
        <time dateTime={session.start}>{session.when}</time> · {session.durationMinutes} minutes · with{" "}
        {session.therapistName}
      </p>
      {session.payment?.state === "awaiting" ? (
        <>
          <p className="mt-1 text-sm text-amber-900">
            {session.payment.heldUntil
              ? `Held for you until ${session.payment.heldUntil}, for your payment`
              : "Held for you until we receive your payment"}
            {session.payment.reference ? (
              <>
                {" "}
                (reference <span className="font-mono font-semibold">{session.payment.reference}</span>)
              </>
            ) : null}
            .
          </p>
          {session.payment.transfer ? (
            <TransferDisclosure details={session.payment.transfer} activates="Your session is confirmed" />
          ) : null}
        </>
      ) : null}
      {session.place.inPerson && session.upcoming ? (
        <p className="mt-1 text-sm text-stone-700">
          {session.place.address} ·{" "}
          <a
            href={session.place.directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Map to ${session.place.address}`}
            className="font-medium text-brand-700 underline"
          >
            Map
          </a>
        </p>
      ) : null}
      {session.cancellationReason ? (
        <p className="mt-1 text-sm text-stone-600">Reason: {session.cancellationReason}</p>
      ) : null}
      {session.change ? (
        <p className="mt-1 text-xs text-stone-600">You can cancel or reschedule until {session.change.until}.</p>
      ) : session.upcoming ? (
        <p className="mt-1 text-xs text-stone-600">
          Less than 24 hours to go: to change this session, please contact us.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {!session.place.inPerson && session.upcoming ? (
            <a href={session.place.joinUrl} className="text-sm font-medium text-brand-700 underline">
              Join session
            </a>
          ) : null}
          {session.receiptBookingId ? (
            <a
              href={`/api/receipt/${session.receiptBookingId}`}
              target="_blank"
              rel="noopener"
              className="text-sm font-medium text-brand-700 underline"
            >
              Download receipt
            </a>
          ) : null}
        </div>
        {session.change ? (
          <div className="flex gap-2">
            {session.change.canReschedule ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Reschedule ${session.title}, ${session.when}`}
                onClick={() => onAction("reschedule")}
              >
                Reschedule
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Cancel ${session.title}, ${session.when}`}
              onClick={() => onAction("cancel")}
            >
              Cancel
            </Button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
