import { timeZoneLabel, zoneFormat } from "@domain/zone-time";
import type { AuditLogEntry } from "@server/modules/audit-log";

/** An entry as the server lists it. */
export type AuditEntryData = AuditLogEntry;

export interface AuditFiltersView {
  user: string;
  action: string;
  client: string;
  from: string;
  to: string;
}

export interface AuditEntryView {
  id: string;
  action: string;
  tableName: string | null;
  recordId: string | null;
  /** The details as lines of "name: value" (a change as "old → new"). */
  details: { name: string; value: string }[];
  user: { name: string; email: string } | null;
  /** The client whose record it concerns, and the address of her entries. */
  client: { name: string; href: string } | null;
  /** "24 Nov 2026, 14:05:09 GMT": in the viewer's time zone, labelled. */
  when: string;
  whenIso: string;
}

export interface AuditView {
  entries: AuditEntryView[];
  filters: AuditFiltersView;
  actions: string[];
  people: { name: string; email: string }[];
  timeZone: string;
  /** The next (older) page, and the way back to the latest entries when on an older page. */
  olderHref: string | null;
  newestHref: string | null;
}

/** Past this a value is cut short: the table is for finding an entry, not reading a document. */
const MAX_VALUE = 300;

const clip = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);

function valueText(value: unknown): string {
  if (value === null || value === undefined) return "none";
  return clip(typeof value === "string" ? value : JSON.stringify(value));
}

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === "object" && value !== null && "from" in value && "to" in value;

/** The details as lines; a `changes` map (field -> old and new value) gets one line per field. */
export function detailLines(details: Record<string, unknown>): { name: string; value: string }[] {
  return Object.entries(details).flatMap(([name, value]) => {
    if (name === "changes" && value && typeof value === "object" && !Array.isArray(value)) {
      return Object.entries(value).map(([field, change]) => ({
        name: field,
        value: isChange(change) ? `${valueText(change.from)} → ${valueText(change.to)}` : valueText(change),
      }));
    }
    return [{ name, value: valueText(value) }];
  });
}

export function formatAuditTime(at: Date, timeZone: string): string {
  const text = zoneFormat("audit-time", "en-GB", timeZone, {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return `${text} ${timeZoneLabel(at, timeZone)}`;
}

function filterQuery(filters: AuditFiltersView, before?: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (before) query.set("before", before);
  const text = query.toString();
  return text ? `?${text}` : "?";
}

/** The tab's data, ready to show: times in the viewer's zone, page links keeping the filters. */
export function toAuditView(
  page: { entries: AuditEntryData[]; next: string | null; older: boolean; filters: AuditFiltersView; timeZone: string },
  choices: { actions: string[]; people: { name: string; email: string }[] },
): AuditView {
  const actions =
    page.filters.action && !choices.actions.includes(page.filters.action)
      ? [...choices.actions, page.filters.action].sort()
      : choices.actions;
  return {
    entries: page.entries.map((entry) => ({
      id: entry.id,
      action: entry.action,
      tableName: entry.tableName,
      recordId: entry.recordId,
      details: detailLines(entry.details),
      user: entry.user ? { name: entry.user.name, email: entry.user.email } : null,
      client: entry.client
        ? {
            name: entry.client.name,
            href: filterQuery({ user: "", action: "", client: entry.client.id, from: "", to: "" }),
          }
        : null,
      when: formatAuditTime(entry.createdAt, page.timeZone),
      whenIso: entry.createdAt.toISOString(),
    })),
    filters: page.filters,
    actions,
    people: choices.people.map(({ name, email }) => ({ name, email })),
    timeZone: page.timeZone,
    olderHref: page.next ? filterQuery(page.filters, page.next) : null,
    newestHref: page.older ? filterQuery(page.filters) : null,
  };
}
