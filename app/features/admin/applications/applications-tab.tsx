import { Mail, Phone } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { EmptyNote, Section } from "~/components/ui/section";
import type {
  Applicant,
  ApplicationsTabView,
  DecidedApplicationView,
  PendingApplicationView,
} from "./application-view";
import { ApproveDialog } from "./approve-dialog";
import { RejectDialog } from "./reject-dialog";

function PendingItem({
  application,
  onApprove,
  onReject,
}: {
  application: PendingApplicationView;
  onApprove(): void;
  onReject(): void;
}) {
  const headingId = `application-${application.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-stone-900">
            {application.name}
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-stone-700">
            <a
              href={`mailto:${application.email}`}
              className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
            >
              <Mail aria-hidden className="size-4 text-stone-500" />
              {application.email}
            </a>
            {application.phone ? (
              <span className="inline-flex items-center gap-1.5">
                <Phone aria-hidden className="size-4 text-stone-500" />
                {application.phone}
              </span>
            ) : null}
          </p>
          <p className="mt-1 text-sm text-stone-600">Applied {application.applied}</p>
        </div>
        <div className="flex gap-2">
          <Button type="button" size="sm" onClick={onApprove}>
            Approve<span className="sr-only"> {application.name}</span>
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onReject}>
            Reject<span className="sr-only"> {application.name}</span>
          </Button>
        </div>
      </div>
      <div className="mt-3 rounded-lg bg-stone-50 p-3 text-sm">
        <p className="font-medium text-stone-800">Application note</p>
        <p className="mt-1 whitespace-pre-wrap break-words text-stone-700">
          {application.note ?? "No note was given."}
        </p>
      </div>
    </li>
  );
}

const DECISION_BADGE = {
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
} as const;

const DECISION_COLUMNS: readonly DataColumn<DecidedApplicationView>[] = [
  {
    label: "Applicant",
    rowHeader: true,
    className: "font-normal",
    cell: (d) => (
      <>
        <span className="font-semibold text-stone-900">{d.name}</span>
        <span className="block text-stone-600 wrap-anywhere">{d.email}</span>
      </>
    ),
  },
  {
    label: "Decision",
    cell: (d) => (
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${DECISION_BADGE[d.status]}`}>
        {d.status === "approved" ? "Approved" : "Rejected"}
      </span>
    ),
  },
  { label: "Reason", className: "md:max-w-xs break-words text-stone-700", cell: (d) => d.reason ?? "" },
  {
    label: "Decided",
    className: "whitespace-nowrap",
    cell: (d) => (
      <>
        {d.decided}
        {d.decidedBy ? <span className="block text-stone-600">by {d.decidedBy}</span> : null}
      </>
    ),
  },
];

function RecentDecisions({ decided }: { decided: readonly DecidedApplicationView[] }) {
  if (decided.length === 0) return null;
  return (
    <div className="mt-10">
      <h2 id="decisions-heading" className="font-serif text-xl text-brand-900">
        Recent decisions
      </h2>
      <DataTable
        caption="Applications decided in the last 90 days, newest first"
        columns={DECISION_COLUMNS}
        rows={decided}
        rowKey={(d) => d.id}
      />
    </div>
  );
}

/**
 * The admin Applications tab (spec 001 §4, §5, §8): pending therapist applications, oldest first,
 * each with Approve (confirmed) and Reject (with a reason); the recent decisions below.
 */
export function ApplicationsTab({ view, action }: { view: ApplicationsTabView; action: string }) {
  const [approving, setApproving] = useState<Applicant | null>(null);
  const [rejecting, setRejecting] = useState<Applicant | null>(null);
  return (
    <>
      <Section
        headingId="applications-heading"
        title="Therapist applications"
        align="baseline"
        actions={
          <p className="text-sm text-stone-700">
            {view.pendingTotal === 1 ? "1 pending" : `${view.pendingTotal} pending`}
          </p>
        }
      >
        {view.pending.length === 0 ? (
          <EmptyNote>No pending applications</EmptyNote>
        ) : (
          <ul className="mt-6 space-y-3">
            {view.pending.map((application) => (
              <PendingItem
                key={application.id}
                application={application}
                onApprove={() => setApproving({ id: application.id, name: application.name })}
                onReject={() => setRejecting({ id: application.id, name: application.name })}
              />
            ))}
          </ul>
        )}
        {view.moreHref ? (
          <div className="mt-4 text-center">
            <Link to={view.moreHref} preventScrollReset replace className={buttonClass("secondary", "sm")}>
              Show more
            </Link>
          </div>
        ) : null}
      </Section>
      <RecentDecisions decided={view.decided} />
      <ApproveDialog applicant={approving} action={action} onClose={() => setApproving(null)} />
      <RejectDialog applicant={rejecting} action={action} onClose={() => setRejecting(null)} />
    </>
  );
}
