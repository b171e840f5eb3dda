/** The audit tab's texts. */
export const AUDIT_TEXT = {
  loadFailed: "Failed to load the audit log",
  caption: "Audit log entries, newest first",
  empty: "Nothing has been recorded yet.",
  noMatches: "No entries match these filters.",
} as const;

/** A line above the table: which entries these are. */
export function auditSummary(view: {
  entries: readonly unknown[];
  filters: { user: string; action: string; client: string; from: string; to: string };
  newestHref: string | null;
}): string {
  const filtered = Object.values(view.filters).some(Boolean);
  if (view.entries.length === 0) return filtered ? AUDIT_TEXT.noMatches : AUDIT_TEXT.empty;
  const which = view.newestHref ? "Older entries" : filtered ? "The latest matching entries" : "The latest entries";
  return `${which}, newest first: ${view.entries.length} shown.`;
}
