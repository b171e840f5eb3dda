import { useId } from "react";
import { Form, Link } from "react-router";
import { FilterButtons } from "~/components/dashboard-parts";
import { TabLoadError } from "~/components/tab-load-error";
import { buttonClass } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import { SelectField } from "~/components/ui/select-field";
import { AUDIT_TEXT, auditSummary } from "./audit-text";
import type { AuditEntryView, AuditView } from "./audit-view";

/** The filters, kept in the URL's query (a GET form): a filtered view can be bookmarked or shared. */
function AuditFilters({ view }: { view: AuditView }) {
  const peopleId = useId();
  const { filters } = view;
  return (
    <Form
      // Remounted when the filters change (a page link, Clear filters), so the fields show them.
      key={JSON.stringify(filters)}
      method="get"
      className="mt-4 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-6"
    >
      <Field
        label="User (name or e-mail)"
        name="user"
        type="search"
        list={peopleId}
        maxLength={200}
        autoComplete="off"
        defaultValue={filters.user}
        className="lg:col-span-2"
      />
      <datalist id={peopleId}>
        {view.people.map((person) => (
          <option key={person.email} value={person.email}>
            {person.name}
          </option>
        ))}
      </datalist>
      <SelectField
        label="Action"
        name="action"
        defaultValue={filters.action}
        all="All actions"
        options={view.actions.map((action) => ({ value: action, label: action }))}
      />
      <Field
        label="Client (name, e-mail or id)"
        name="client"
        type="search"
        maxLength={200}
        autoComplete="off"
        defaultValue={filters.client}
      />
      <Field label="From" name="from" type="date" defaultValue={filters.from} />
      <Field label="To" name="to" type="date" defaultValue={filters.to} />
      <FilterButtons
        className="sm:col-span-2 lg:col-span-6"
        note={<>Days and times are in your time zone, {view.timeZone}.</>}
      />
    </Form>
  );
}

const AUDIT_COLUMNS: readonly DataColumn<AuditEntryView>[] = [
  {
    label: "When",
    className: "whitespace-nowrap",
    cell: (entry) => <time dateTime={entry.whenIso}>{entry.when}</time>,
  },
  { label: "Action", rowHeader: true, className: "font-mono text-xs font-semibold", cell: (entry) => entry.action },
  { label: "Table", className: "font-mono text-xs", cell: (entry) => entry.tableName ?? "" },
  { label: "Record", className: "break-all font-mono text-xs", cell: (entry) => entry.recordId ?? "" },
  {
    label: "Details",
    className: "md:min-w-56",
    cell: (entry) =>
      entry.details.length === 0 ? null : (
        <dl className="space-y-0.5 text-xs">
          {entry.details.map((line) => (
            <div key={line.name} className="break-words">
              <dt className="inline font-semibold">{line.name}:</dt> <dd className="inline">{line.value}</dd>
            </div>
          ))}
        </dl>
      ),
  },
  {
    label: "Client",
    cell: (entry) =>
      entry.client ? (
        <Link to={entry.client.href} className="underline">
          {entry.client.name}
        </Link>
      ) : null,
  },
  {
    label: "User",
    cell: (entry) =>
      entry.user ? (
        <>
          {entry.user.name}
          <span className="block text-xs text-stone-600 wrap-anywhere">{entry.user.email}</span>
        </>
      ) : (
        <span className="text-stone-600">System</span>
      ),
  },
];

function AuditTable({ entries }: { entries: readonly AuditEntryView[] }) {
  return (
    <DataTable dense caption={AUDIT_TEXT.caption} columns={AUDIT_COLUMNS} rows={entries} rowKey={(entry) => entry.id} />
  );
}

/**
 * The admin's Audit tab (spec 001 §3, §9): the latest 100 entries, newest first, filtered by
 * user, action and days, and older pages after them.
 */
export function AuditTab({ view }: { view: AuditView }) {
  return (
    <Section headingId="audit-heading" title="Audit log">
      <AuditFilters view={view} />
      <p className="mt-4 text-sm text-stone-700">{auditSummary(view)}</p>
      {view.entries.length > 0 ? <AuditTable entries={view.entries} /> : null}
      {view.olderHref || view.newestHref ? (
        <nav aria-label="Audit log pages" className="mt-4 flex flex-wrap justify-center gap-3">
          {view.newestHref ? (
            <Link to={view.newestHref} className={buttonClass("secondary", "sm")}>
              Newest entries
            </Link>
          ) : null}
          {view.olderHref ? (
            <Link to={view.olderHref} className={buttonClass("secondary", "sm")}>
              Older entries
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Section>
  );
}

export function AuditLoadError() {
  return <TabLoadError announce title="Audit log" message={AUDIT_TEXT.loadFailed} />;
}
