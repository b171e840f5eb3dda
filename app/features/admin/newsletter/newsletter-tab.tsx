import { NEWSLETTER_STATUSES, type NewsletterStatus } from "@domain/enums";
import { BODY_MAX, NEWSLETTER_SEARCH_MAX, NEWSLETTER_STATUS_LABEL, SUBJECT_MAX } from "@domain/newsletter";
import { Send } from "lucide-react";
import { useEffect } from "react";
import { Form, useFetcher, useRevalidator } from "react-router";
import { FilterButtons, Pager } from "~/components/dashboard-parts";
import { ExportCsvLink, pageHrefFor } from "~/components/export-csv-link";
import { Button } from "~/components/ui/button";
import { type DataColumn, DataTable } from "~/components/ui/data-table";
import { Field, TextAreaField } from "~/components/ui/field";
import { EmptyNote, Section } from "~/components/ui/section";
import { SelectField } from "~/components/ui/select-field";
import type { AnnouncementView, NewsletterTabView, SubscriberRowView } from "./newsletter-page.server";

const EXPORT_URL = "/api/admin/newsletter-subscribers.csv";

const STATUS_BADGE: Readonly<Record<NewsletterStatus, string>> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-green-100 text-green-900",
  unsubscribed: "bg-stone-200 text-stone-800",
};

type Answer = { ok: true; message: string } | { ok: false; error: string; fields?: Record<string, string> };

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
      <dt className="text-sm text-stone-700">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-stone-900">{value.toLocaleString("en-GB")}</dd>
    </div>
  );
}

const COLUMNS: readonly DataColumn<SubscriberRowView>[] = [
  {
    label: "E-mail",
    rowHeader: true,
    className: "font-medium text-stone-900 wrap-anywhere",
    cell: (s) => s.email,
  },
  {
    label: "Status",
    cell: (s) => (
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_BADGE[s.status]}`}>
        {NEWSLETTER_STATUS_LABEL[s.status]}
      </span>
    ),
  },
  { label: "Signed up on", className: "wrap-anywhere", cell: (s) => s.source },
  {
    label: "Consent",
    className: "whitespace-nowrap text-xs",
    cell: (s) => (
      <dl className="grid grid-cols-[auto_auto] gap-x-2">
        <dt className="text-stone-600">Given</dt>
        <dd>{s.consented}</dd>
        {s.confirmed ? (
          <>
            <dt className="text-stone-600">Confirmed</dt>
            <dd>{s.confirmed}</dd>
          </>
        ) : null}
        {s.unsubscribed ? (
          <>
            <dt className="text-stone-600">Left</dt>
            <dd>{s.unsubscribed}</dd>
          </>
        ) : null}
      </dl>
    ),
  },
];

/** "Send an announcement": subject and text to every confirmed subscriber, written out in paced batches. */
function AnnouncementForm({ action, confirmed }: { action: string; confirmed: number }) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const fields = answer && !answer.ok ? (answer.fields ?? {}) : {};
  return (
    <fetcher.Form
      method="post"
      action={action}
      key={answer?.ok ? answer.message : "draft"}
      aria-labelledby="announcement-heading"
      className="mt-6 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200"
    >
      <h3 id="announcement-heading" className="font-semibold text-stone-900">
        Send an announcement
      </h3>
      <input type="hidden" name="intent" value="send-announcement" />
      <Field label="Subject" name="subject" required maxLength={SUBJECT_MAX} error={fields.subject} />
      <TextAreaField
        label="Announcement"
        name="body"
        required
        rows={6}
        maxLength={BODY_MAX}
        error={fields.body}
        hint="Plain text. Each e-mail ends with the subscriber's own link to leave the list."
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={fetcher.state !== "idle" || confirmed === 0}>
          <Send aria-hidden className="size-4" />
          {`Send to ${confirmed === 1 ? "1 confirmed subscriber" : `${confirmed.toLocaleString("en-GB")} confirmed subscribers`}`}
        </Button>
      </div>
      <div aria-live="polite">
        {answer ? (
          <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "text-green-800" : "text-red-700"}>
            {answer.ok ? answer.message : answer.error}
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** The latest announcements, read again every few seconds while one is still being written. */
function Announcements({ items }: { items: readonly AnnouncementView[] }) {
  const { revalidate, state } = useRevalidator();
  const sending = items.some((a) => !a.finished);
  useEffect(() => {
    if (!sending) return;
    const timer = setInterval(() => {
      if (state === "idle") void revalidate();
    }, 5_000);
    return () => clearInterval(timer);
  }, [sending, revalidate, state]);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="announcements-heading" className="mt-6">
      <h3 id="announcements-heading" className="font-semibold text-stone-900">
        Latest announcements
      </h3>
      <ul className="mt-2 space-y-2">
        {items.map((a) => (
          <li key={a.id} className="rounded-xl bg-white p-3 text-sm ring-1 ring-stone-200">
            <span className="font-medium text-stone-900 wrap-anywhere">{a.subject}</span>
            <span className="block text-xs text-stone-600">{a.sent}</span>
            <span className="block text-stone-800">
              {a.progress}
              {a.finished ? "" : `, about ${Math.max(1, a.minutesLeft)} min left`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Filters({ view }: { view: NewsletterTabView }) {
  return (
    <Form
      key={view.query}
      method="get"
      aria-label="Filter subscribers"
      className="mt-6 grid gap-3 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:grid-cols-2"
    >
      <SelectField
        label="Status"
        name="status"
        defaultValue={view.status}
        all="Any status"
        options={NEWSLETTER_STATUSES.map((value) => ({ value, label: NEWSLETTER_STATUS_LABEL[value] }))}
      />
      <Field
        label="Search"
        name="q"
        type="search"
        defaultValue={view.search}
        maxLength={NEWSLETTER_SEARCH_MAX}
        placeholder="Part of an e-mail address"
        autoComplete="off"
        spellCheck={false}
      />
      <FilterButtons className="sm:col-span-2" note={`Times in ${view.zone}.`} />
    </Form>
  );
}

/**
 * The admin's Newsletter tab: how many addresses are confirmed, waiting or gone; sending an
 * announcement to the confirmed ones and its progress; every address with its consent, searched,
 * with its CSV.
 */
export function NewsletterTab({ view, action }: { view: NewsletterTabView; action: string }) {
  const { figures } = view;
  return (
    <Section
      headingId="newsletter-heading"
      title="Newsletter"
      align="end"
      actions={<ExportCsvLink url={EXPORT_URL} query={view.query} />}
    >
      <dl aria-label="Subscriber figures" className="mt-4 grid grid-cols-3 gap-3">
        <Figure label="Confirmed" value={figures.confirmed} />
        <Figure label="Awaiting confirmation" value={figures.pending} />
        <Figure label="Unsubscribed" value={figures.unsubscribed} />
      </dl>
      <AnnouncementForm action={action} confirmed={figures.confirmed} />
      <Announcements items={view.announcements} />
      <Filters view={view} />
      <p role="status" className="mt-4 text-sm text-stone-700">
        {view.total === 1 ? "1 address" : `${view.total.toLocaleString("en-GB")} addresses`}
      </p>
      {view.subscribers.length === 0 ? (
        <EmptyNote>{view.search || view.status ? "No addresses found" : "No one has signed up yet"}</EmptyNote>
      ) : (
        <DataTable
          caption={`Subscribers, newest first${view.pageCount > 1 ? `, page ${view.page} of ${view.pageCount}` : ""}`}
          columns={COLUMNS}
          rows={view.subscribers}
          rowKey={(s) => s.id}
        />
      )}
      <Pager label="Subscriber pages" page={view.page} pageCount={view.pageCount} hrefFor={pageHrefFor(view.query)} />
    </Section>
  );
}
