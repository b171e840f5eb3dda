import { ArrowLeft } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { ExportCsvLink } from "~/components/export-csv-link";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { EVENTS_PATH } from "./event-view";
import { RefundsToMakeList } from "./refunds-to-make-list";
import type { RegistrationsView, RegistrationView } from "./registrations-page.server";

type MarkAnswer = { ok: true; reference: string; needsSettling: boolean } | { ok: false; error: string };

/** Mark as received's fetcher: its row loses the button once the transfer is in, the page keeps the answer. */
const MARK_KEY = "mark-transfer-received";

/** The toast of Mark as received, shown by the page (which stays) rather than the button (which goes). */
function useMarkReceivedToast() {
  const fetcher = useFetcher<MarkAnswer>({ key: MARK_KEY });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const seen = useRef(answer);
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    if (answer.ok && answer.needsSettling)
      showToast((toast) =>
        toast.warning("Transfer recorded: it needs settling", {
          description: `${answer.reference} is paid, but the place is no longer held. It is listed under Payments needing settling.`,
        }),
      );
    else if (answer.ok)
      showToast((toast) => toast.success("Transfer recorded", { description: `${answer.reference} is paid.` }));
    else showToast((toast) => toast.error("Could not record the transfer", { description: answer.error }));
  }, [answer]);
}

/** Records the transfer awaited for a place (the admin has seen the money arrive), as in Transactions. */
function MarkReceived({ reference }: { reference: string }) {
  const fetcher = useFetcher<MarkAnswer>({ key: MARK_KEY });
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="mt-1">
      <input type="hidden" name="intent" value="mark-transfer-received" />
      <input type="hidden" name="reference" value={reference} />
      <Button type="submit" size="sm" disabled={busy} aria-label={`Mark ${reference} as received`}>
        {busy && fetcher.formData?.get("reference") === reference ? "Recording..." : "Mark as received"}
      </Button>
    </fetcher.Form>
  );
}

const COLUMNS: readonly DataColumn<RegistrationView>[] = [
  {
    label: "Client",
    rowHeader: true,
    className: "font-normal",
    cell: (r) => (
      <>
        <span className="font-semibold text-stone-900">{r.clientName}</span>
        <span className="block text-stone-600 wrap-anywhere">{r.clientEmail}</span>
      </>
    ),
  },
  { label: "Status", cell: (r) => r.statusLabel },
  { label: "Paid", className: "whitespace-nowrap", cell: (r) => r.paid },
  {
    label: "Balance due",
    cell: (r) =>
      r.balance ? (
        <>
          <span className="whitespace-nowrap">{r.balance}</span>
          <span className="block text-xs text-stone-600">by {r.balanceDueOn}</span>
          {r.overdue ? (
            <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Overdue{r.overdueFlaggedOn ? ` (flagged ${r.overdueFlaggedOn})` : ""}
            </span>
          ) : null}
        </>
      ) : (
        "None"
      ),
  },
  { label: "Dietary requirements", className: "md:max-w-xs break-words", cell: (r) => r.dietaryRequirements ?? "" },
  { label: "Accessibility needs", className: "md:max-w-xs break-words", cell: (r) => r.accessibilityNeeds ?? "" },
  {
    label: "Transfer awaited",
    cell: (r) =>
      r.pendingTransfer ? (
        <>
          <span className="font-mono text-xs">{r.pendingTransfer.reference}</span>
          <span className="block text-xs text-stone-600">{r.pendingTransfer.amount}</span>
          <MarkReceived reference={r.pendingTransfer.reference} />
        </>
      ) : null,
  },
  {
    label: "Registered",
    className: "whitespace-nowrap",
    cell: (r) => <time dateTime={r.registeredIso}>{r.registered}</time>,
  },
];

/**
 * One event's registrations for the admin: each registrant's status, money and notes, a transfer
 * to record where one is awaited, the CSV, the waiting list, and the refunds once cancelled.
 */
export function RegistrationsPage({ view }: { view: RegistrationsView }) {
  const { event } = view;
  useMarkReceivedToast();
  return (
    <section aria-labelledby="registrations-heading">
      <Link to={EVENTS_PATH} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline">
        <ArrowLeft aria-hidden className="size-4" /> All events
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="registrations-heading" className="font-serif text-2xl text-brand-900">
            {event.title}
          </h2>
          <p className="text-sm text-stone-700">
            {event.statusLabel} · {event.when} · {event.seatsTaken} of {event.capacity} places taken
          </p>
          {event.cancellationReason ? (
            <p className="text-sm text-stone-700">Cancelled: {event.cancellationReason}</p>
          ) : null}
        </div>
        <ExportCsvLink url={`/api/admin/events/${event.id}/registrations.csv`} />
      </div>
      {event.status === "cancelled" ? <RefundsToMakeList refunds={view.refunds} /> : null}
      <h3 className="mt-8 font-serif text-xl text-brand-900">Registrations</h3>
      {view.registrations.length === 0 ? (
        <p className="mt-3 rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
          No registrations yet
        </p>
      ) : (
        <DataTable
          caption={`Registrations for ${event.title}, oldest first`}
          columns={COLUMNS}
          rows={view.registrations}
          rowKey={(r) => r.id}
        />
      )}
      <h3 className="mt-8 font-serif text-xl text-brand-900">Waiting list</h3>
      {view.waitlist.length === 0 ? (
        <p className="mt-3 text-stone-700">No one is waiting for a place.</p>
      ) : (
        <ol className="mt-3 list-decimal space-y-1 pl-6 text-sm text-stone-800">
          {view.waitlist.map((w) => (
            <li key={w.clientEmail}>
              {w.clientName} ({w.clientEmail}), joined {w.joined}
              {w.toldOn ? `, told of a free place on ${w.toldOn}` : ""}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
