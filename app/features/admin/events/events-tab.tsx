import type { EventStatus } from "@domain/enums";
import { EVENT_ADMIN_TEXT as TEXT } from "@domain/event-admin";
import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { EmptyNote, Section } from "~/components/ui/section";
import { CancelEventDialog } from "./cancel-event-dialog";
import { EventFormDialog } from "./event-form-dialog";
import { EVENTS_PATH, type EventRowView, type EventsTabView, type PublishAnswer } from "./event-view";

const STATUS_BADGE: Record<EventStatus, string> = {
  draft: "bg-stone-200 text-stone-800",
  published: "bg-green-100 text-green-900",
  cancelled: "bg-red-100 text-red-900",
};

/** Publish or Unpublish, with its toast; the row stays, with its new status. */
function PublishButton({ event }: { event: EventRowView }) {
  const fetcher = useFetcher<PublishAnswer>();
  const publishing = event.status === "draft";
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok)
      showToast((toast) => toast.success(answer.status === "published" ? TEXT.published : TEXT.unpublished));
    else showToast((toast) => toast.error(TEXT.publishError, { description: answer.error }));
  }, [answer]);
  return (
    <fetcher.Form method="post" action={EVENTS_PATH}>
      <input type="hidden" name="intent" value={publishing ? "publish" : "unpublish"} />
      <input type="hidden" name="eventId" value={event.id} />
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        disabled={fetcher.state !== "idle"}
        aria-label={`${publishing ? "Publish" : "Unpublish"} ${event.title}`}
      >
        {publishing ? "Publish" : "Unpublish"}
      </Button>
    </fetcher.Form>
  );
}

/** The table's columns; Edit and Cancel event open the dialogs the tab keeps. */
function eventColumns(
  onEdit: (event: EventRowView) => void,
  onCancel: (event: EventRowView) => void,
): readonly DataColumn<EventRowView>[] {
  return [
    {
      label: "Event",
      rowHeader: true,
      className: "font-normal",
      cell: (event) => (
        <>
          <Link to={`${EVENTS_PATH}/${event.id}`} className="font-semibold text-brand-800 underline underline-offset-2">
            {event.title}
          </Link>
          <span className="block text-stone-700">
            {event.typeLabel} · <time dateTime={event.whenIso}>{event.when}</time>
          </span>
          <span className="block text-xs text-stone-600">{event.prices}</span>
          {event.cancellationReason ? (
            <span className="block text-xs text-stone-600">Cancelled: {event.cancellationReason}</span>
          ) : null}
        </>
      ),
    },
    {
      label: "Status",
      cell: (event) => (
        <>
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[event.status]}`}>
            {event.statusLabel}
          </span>
          {event.past ? <span className="mt-1 block text-xs text-stone-600">Past</span> : null}
          {event.status === "published" ? (
            <Link to={event.publicHref} className="mt-1 block text-xs text-brand-700 underline">
              On {event.publicHref}
            </Link>
          ) : null}
        </>
      ),
    },
    {
      label: "Places",
      className: "whitespace-nowrap",
      cell: (event) => `${event.seatsTaken} of ${event.capacity}`,
    },
    { label: "Awaiting payment", cell: (event) => event.awaitingPayment },
    {
      label: "Overdue balances",
      cell: (event) =>
        event.overdueBalances > 0 ? (
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
            {event.overdueBalances}
          </span>
        ) : (
          0
        ),
    },
    {
      label: "Actions",
      labelHidden: true,
      cell: (event) =>
        event.status === "cancelled" ? null : (
          <div className="flex flex-wrap gap-2 md:justify-end">
            <Button
              type="button"
              size="sm"
              variant="secondary"
              onClick={() => onEdit(event)}
              aria-label={`Edit ${event.title}`}
            >
              Edit
            </Button>
            <PublishButton event={event} />
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => onCancel(event)}
              aria-label={`Cancel ${event.title}`}
            >
              Cancel event
            </Button>
          </div>
        ),
    },
  ];
}

/**
 * The admin's Events tab: every workshop and retreat whatever its status, upcoming first, with
 * its places, the registrations awaiting payment and the balances overdue; New event, Edit,
 * Publish or Unpublish, and Cancel event. An event's title opens its registrations.
 */
export function EventsTab({ view }: { view: EventsTabView }) {
  const [form, setForm] = useState<{ event: EventRowView | null } | null>(null);
  const [cancelling, setCancelling] = useState<{ id: string; title: string } | null>(null);
  return (
    <Section
      headingId="events-heading"
      title="Events"
      actions={
        <Button type="button" onClick={() => setForm({ event: null })}>
          <Plus aria-hidden className="size-4" /> New event
        </Button>
      }
    >
      {view.events.length === 0 ? (
        <EmptyNote>No events yet</EmptyNote>
      ) : (
        <DataTable
          caption="Events, upcoming first, then past"
          columns={eventColumns(
            (event) => setForm({ event }),
            (event) => setCancelling({ id: event.id, title: event.title }),
          )}
          rows={view.events}
          rowKey={(event) => event.id}
        />
      )}
      <EventFormDialog open={form !== null} event={form?.event ?? null} onClose={() => setForm(null)} />
      <CancelEventDialog event={cancelling} onClose={() => setCancelling(null)} />
    </Section>
  );
}
