import { GIFT_LIST_STATES, GIFT_SEARCH_MAX_LENGTH, GIFT_STATE_LABEL, type GiftListState } from "@domain/gift-admin";
import { Ban, CalendarPlus, Send } from "lucide-react";
import { useState } from "react";
import { Form } from "react-router";
import { FilterButtons, Pager } from "~/components/dashboard-parts";
import { ExportCsvLink, pageHrefFor } from "~/components/export-csv-link";
import { Button } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Field } from "~/components/ui/field";
import { EmptyNote, Section } from "~/components/ui/section";
import { SelectField } from "~/components/ui/select-field";
import { GiftActionDialog } from "./gift-action-dialog";
import type { GiftActionKind, GiftRowView, GiftsTabView } from "./gift-view";

const EXPORT_URL = "/api/admin/gift-certificates.csv";

const STATE_BADGE: Readonly<Record<GiftListState, string>> = {
  active: "bg-green-100 text-green-900",
  used: "bg-stone-200 text-stone-800",
  expired: "bg-amber-100 text-amber-900",
  void: "bg-red-700 text-white",
};

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

function Person({ name, email }: { name: string; email: string }) {
  return (
    <div className="md:min-w-44">
      <span className="font-medium text-stone-900">{name}</span>
      {/* An address is one long word: it may break anywhere rather than widen the column. */}
      <span className="block text-stone-600 wrap-anywhere">{email}</span>
    </div>
  );
}

/** The balance of the face value, and under it what the certificate has paid (dates and amounts, never which session). */
function Balance({ cert }: { cert: GiftRowView }) {
  return (
    <>
      <span className="font-semibold">{cert.balance}</span>
      <span className="block text-xs text-stone-600">of {cert.faceValue}</span>
      {cert.redemptions.length ? (
        <details className="mt-1">
          <summary className="cursor-pointer text-xs text-brand-700 underline underline-offset-2">
            {cert.redemptions.length === 1 ? "1 use" : `${cert.redemptions.length} uses`}
          </summary>
          <ul className="mt-1 space-y-0.5 text-xs text-stone-700">
            {cert.redemptions.map((r) => (
              <li key={r.id}>
                <time dateTime={r.whenIso}>{r.when}</time>: {r.amount}
                {r.covered !== r.amount ? ` (paid ${r.covered})` : ""}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/** When it was issued, e-mailed (or is to be) and until when it can be used. */
function Dates({ cert }: { cert: GiftRowView }) {
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs">
      <dt className="text-stone-600">Issued</dt>
      <dd>{cert.issued}</dd>
      <dt className="text-stone-600">{cert.deliveryPending ? "To be sent" : "Sent"}</dt>
      <dd>{cert.delivery}</dd>
      <dt className="text-stone-600">Valid until</dt>
      <dd>{cert.validUntil}</dd>
    </dl>
  );
}

/** The admin's actions on a certificate, each offered only where the server said it may be taken. */
const ACTIONS: readonly {
  kind: GiftActionKind;
  offered: (cert: GiftRowView) => boolean;
  label: (which: string) => string;
  Icon: typeof Send;
  text: string;
}[] = [
  {
    kind: "resend",
    offered: (c) => c.canResend,
    label: (w) => `Send the e-mail of ${w} again`,
    Icon: Send,
    text: "Resend",
  },
  { kind: "extend", offered: (c) => c.canExtend, label: (w) => `Extend ${w}`, Icon: CalendarPlus, text: "Extend" },
  { kind: "void", offered: (c) => c.canVoid, label: (w) => `Void ${w}`, Icon: Ban, text: "Void" },
];

function Actions({ cert, onAct }: { cert: GiftRowView; onAct: (kind: GiftActionKind, cert: GiftRowView) => void }) {
  const which = `certificate ending ${cert.codeHint}`;
  return (
    <div className="flex flex-wrap gap-1 md:flex-col md:items-stretch">
      {ACTIONS.filter((action) => action.offered(cert)).map(({ kind, label, Icon, text }) => (
        <Button
          key={kind}
          type="button"
          size="sm"
          variant="ghost"
          onClick={() => onAct(kind, cert)}
          aria-label={label(which)}
        >
          <Icon aria-hidden className="size-4" /> {text}
        </Button>
      ))}
    </div>
  );
}

function giftColumns(onAct: (kind: GiftActionKind, cert: GiftRowView) => void): readonly DataColumn<GiftRowView>[] {
  return [
    {
      label: "Code",
      rowHeader: true,
      className: "font-mono font-semibold whitespace-nowrap text-stone-900",
      cell: (cert) => (
        <>
          <span aria-hidden>…</span>
          <span className="sr-only">ending </span>
          {cert.codeHint}
        </>
      ),
    },
    {
      label: "Gift",
      cell: (cert) => (
        <>
          <span className="font-medium text-stone-900">{cert.productName}</span>
          <span className="block text-stone-600">{cert.paysFor}</span>
        </>
      ),
    },
    { label: "Buyer", cell: (cert) => <Person name={cert.buyerName} email={cert.buyerEmail} /> },
    {
      label: "Recipient",
      cell: (cert) => (
        <>
          <Person name={cert.recipientName} email={cert.recipientEmail} />
          {cert.claimed ? <span className="block text-xs text-stone-600">Added to her account</span> : null}
        </>
      ),
    },
    { label: "Balance", className: "whitespace-nowrap", cell: (cert) => <Balance cert={cert} /> },
    { label: "Dates", className: "whitespace-nowrap", cell: (cert) => <Dates cert={cert} /> },
    {
      label: "Status",
      cell: (cert) => (
        <>
          <span
            className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_BADGE[cert.state]}`}
          >
            {GIFT_STATE_LABEL[cert.state]}
          </span>
          {cert.voidReason ? <span className="mt-1 block text-xs text-stone-700">{cert.voidReason}</span> : null}
        </>
      ),
    },
    { label: "Actions", labelHidden: true, cell: (cert) => <Actions cert={cert} onAct={onAct} /> },
  ];
}

/** The filters, in the URL (a GET form), so a filtered list can be bookmarked and exported. */
function GiftFilters({ view }: { view: GiftsTabView }) {
  return (
    <Form
      key={view.query}
      method="get"
      aria-label="Filter gift certificates"
      className="mt-6 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2"
    >
      <SelectField
        label="Status"
        name="status"
        defaultValue={view.state}
        all="Any status"
        options={GIFT_LIST_STATES.map((value) => ({ value, label: GIFT_STATE_LABEL[value] }))}
      />
      <Field
        label="Search"
        name="q"
        type="search"
        defaultValue={view.search}
        maxLength={GIFT_SEARCH_MAX_LENGTH}
        placeholder="Name, e-mail or the code's last 4 characters"
        autoComplete="off"
        spellCheck={false}
      />
      <FilterButtons className="sm:col-span-2" note="Valid until: the last day it can be used, in Accra." />
    </Form>
  );
}

/**
 * The admin's Gift certificates tab: what has been issued and what the practice still owes on
 * them, then every certificate newest first, filtered and searched, with its CSV; Resend, Extend
 * and Void after a confirmation. Never the code (only its hash is kept) nor the buyer's message.
 */
export function GiftsTab({ view, action }: { view: GiftsTabView; action: string }) {
  const [acting, setActing] = useState<{ kind: GiftActionKind; cert: GiftRowView } | null>(null);
  const pageHref = pageHrefFor(view.query);
  const { figures } = view;
  return (
    <Section
      headingId="gifts-heading"
      title="Gift certificates"
      align="end"
      actions={<ExportCsvLink url={EXPORT_URL} query={view.query} />}
    >
      <dl aria-label="Gift certificate figures" className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <Figure label="Issued" value={figures.issued} />
        <Figure label="Active" value={figures.active} />
        <Figure label="Outstanding balance" value={figures.outstanding} />
        <Figure label="Used up" value={figures.used} />
        <Figure label="Expired" value={figures.expired} />
        <Figure label="Void" value={figures.void} />
      </dl>
      <p className="mt-2 text-xs text-stone-600">
        Outstanding balance: what active certificates that have not expired can still pay, in each currency as sold.
      </p>
      <GiftFilters view={view} />
      <p role="status" className="mt-4 text-sm text-stone-700">
        {view.total === 1 ? "1 certificate" : `${view.total.toLocaleString("en-GB")} certificates`}
      </p>
      {view.certificates.length === 0 ? (
        <EmptyNote>{view.search || view.state ? "No gift certificates found" : "No gift certificates yet"}</EmptyNote>
      ) : (
        <DataTable
          caption={`Gift certificates, newest first${view.pageCount > 1 ? `, page ${view.page} of ${view.pageCount}` : ""}`}
          columns={giftColumns((kind, cert) => setActing({ kind, cert }))}
          rows={view.certificates}
          rowKey={(cert) => cert.id}
        />
      )}
      <Pager label="Gift certificate pages" page={view.page} pageCount={view.pageCount} hrefFor={pageHref} />
      <GiftActionDialog
        action={action}
        kind={acting?.kind ?? null}
        cert={acting?.cert ?? null}
        onClose={() => setActing(null)}
      />
    </Section>
  );
}
