import { CURRENCIES } from "@domain/enums";
import {
  LEDGER_PROVIDER_FILTER_LABEL,
  LEDGER_PROVIDER_FILTERS,
  LEDGER_STATUS_FILTERS,
  LEDGER_STATUS_LABEL,
  type LedgerStatusFilter,
} from "@domain/ledger";
import { Form } from "react-router";
import { ClientSelect } from "~/components/client-select";
import { FilterButtons, Pager } from "~/components/dashboard-parts";
import { ExportCsvLink, pageHrefFor } from "~/components/export-csv-link";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import { SelectField } from "~/components/ui/select-field";
import { RefundDialog } from "../refund-dialog";
import type { TransactionsView } from "./transactions-page.server";

const EXPORT_URL = "/api/admin/transactions.csv";

/** Spec 001 §4: completed and pending as they are, anything else as a destructive badge. */
const STATUS_BADGE: Readonly<Record<LedgerStatusFilter, string>> = {
  completed: "bg-green-100 text-green-900",
  pending: "bg-amber-100 text-amber-900",
  other: "bg-red-700 text-white",
};

type LedgerRow = TransactionsView["rows"][number];

const COLUMNS: readonly DataColumn<LedgerRow>[] = [
  { label: "Date", className: "whitespace-nowrap", cell: (row) => <time dateTime={row.whenIso}>{row.when}</time> },
  {
    label: "Client",
    rowHeader: true,
    className: "font-normal",
    cell: (row) => (
      <>
        <span className="font-semibold text-stone-900">{row.clientName}</span>
        {/* An address is one long word: it may break anywhere rather than widen the column. */}
        <span className="block text-stone-600 wrap-anywhere">{row.clientEmail}</span>
      </>
    ),
  },
  {
    label: "Amount",
    className: "whitespace-nowrap font-semibold",
    cell: (row) => (
      <>
        {row.amount} <span className="text-xs font-normal text-stone-600">{row.currency}</span>
      </>
    ),
  },
  {
    label: "Status",
    cell: (row) => (
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[row.statusGroup]}`}>
        {row.status}
      </span>
    ),
  },
  { label: "Type", cell: (row) => row.type },
  { label: "Method", cell: (row) => row.method },
  {
    label: "Reference",
    className: "font-mono text-xs",
    cell: (row) => (
      <>
        {row.reference}
        {row.receipt ? (
          <a
            href={row.receipt.href}
            target="_blank"
            rel="noopener"
            aria-label={row.receipt.label}
            className="mt-1 block font-sans text-sm font-medium text-brand-700 underline"
          >
            Receipt
          </a>
        ) : null}
      </>
    ),
  },
  {
    label: "Refund",
    cell: (row) => (row.refund ? <RefundDialog refund={row.refund} clientName={row.clientName} /> : null),
  },
];

/** The filters, in the URL (a GET form), so a filtered ledger can be bookmarked and exported. */
function LedgerFilters({ view }: { view: TransactionsView }) {
  const { filters } = view;
  return (
    <Form
      key={view.query}
      method="get"
      aria-label="Filter transactions"
      className="mt-4 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field label="From" name="from" type="date" defaultValue={filters.from} />
      <Field label="To" name="to" type="date" defaultValue={filters.to} />
      <SelectField
        label="Status"
        name="status"
        defaultValue={filters.status}
        all="Any status"
        options={LEDGER_STATUS_FILTERS.map((value) => ({ value, label: LEDGER_STATUS_LABEL[value] }))}
      />
      <SelectField
        label="Method"
        name="provider"
        defaultValue={filters.provider}
        all="Any method"
        options={LEDGER_PROVIDER_FILTERS.map((value) => ({ value, label: LEDGER_PROVIDER_FILTER_LABEL[value] }))}
      />
      <SelectField
        label="Currency"
        name="currency"
        defaultValue={filters.currency}
        all="Any currency"
        options={CURRENCIES.map((value) => ({ value, label: value }))}
      />
      <ClientSelect
        clients={view.clients}
        searchable
        name="client"
        placeholder="All clients"
        defaultValue={filters.client}
      />
      <FilterButtons className="sm:col-span-2 lg:col-span-3" note="Days are the practice's, in Accra." />
    </Form>
  );
}

/**
 * The ledger (spec 001 §2 transactions): every payment and refund, newest first, with its
 * client, amount, status, type, method and reference; filters; pages; and its CSV.
 */
export function LedgerSection({ view }: { view: TransactionsView }) {
  const pageHref = pageHrefFor(view.query);
  return (
    <Section
      headingId="ledger-heading"
      title="Ledger"
      className="mt-10"
      align="end"
      actions={<ExportCsvLink url={EXPORT_URL} query={view.query} />}
    >
      <LedgerFilters view={view} />
      <p role="status" className="mt-4 text-sm text-stone-700">
        {view.total === 1 ? "1 transaction" : `${view.total.toLocaleString("en-GB")} transactions`}
      </p>
      {view.rows.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-white p-8 text-center text-stone-700 ring-1 ring-stone-200">
          No transactions found
        </p>
      ) : (
        <DataTable
          caption={`Transactions, newest first${view.pageCount > 1 ? `, page ${view.page} of ${view.pageCount}` : ""}`}
          columns={COLUMNS}
          rows={view.rows}
          rowKey={(row) => row.id}
        />
      )}
      <Pager label="Transaction pages" page={view.page} pageCount={view.pageCount} hrefFor={pageHref} />
    </Section>
  );
}
