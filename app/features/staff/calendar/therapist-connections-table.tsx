import { type DataColumn, DataTable } from "~/components/ui/data-table";

export interface TherapistConnectionRow {
  therapistId: string;
  name: string;
  connected: boolean;
  calendarEmail: string | null;
  lastSyncLabel: string | null;
  /** Why the last call to Google failed, while it stays failed. */
  lastError: string | null;
}

const COLUMNS: readonly DataColumn<TherapistConnectionRow>[] = [
  { label: "Therapist", rowHeader: true, className: "font-medium text-stone-900", cell: (row) => row.name },
  { label: "Status", cell: (row) => (row.connected ? "Connected" : "Not connected") },
  { label: "Calendar", cell: (row) => row.calendarEmail ?? "—" },
  { label: "Last sync", cell: (row) => row.lastSyncLabel ?? "Never" },
  { label: "Last error", className: "text-red-800", cell: (row) => row.lastError ?? "—" },
];

/** The admins' view of every therapist's Google Calendar connection. */
export function TherapistConnectionsTable({ rows }: { rows: readonly TherapistConnectionRow[] }) {
  if (rows.length === 0) return <p className="mt-6 text-stone-700">No therapists yet.</p>;
  return (
    <DataTable
      caption="Therapists' calendar connections"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.therapistId}
      dense
      className="mt-6"
    />
  );
}
