import { ScrollingTable } from "~/components/ui/scrolling-table";

export interface TherapistConnectionRow {
  therapistId: string;
  name: string;
  connected: boolean;
  calendarEmail: string | null;
  lastSyncLabel: string | null;
  /** Why the last call to Google failed, while it stays failed. */
  lastError: string | null;
}

const COLUMNS = ["Therapist", "Status", "Calendar", "Last sync", "Last error"] as const;

/** The admins' view of every therapist's Google Calendar connection. */
export function TherapistConnectionsTable({ rows }: { rows: readonly TherapistConnectionRow[] }) {
  if (rows.length === 0) return <p className="mt-6 text-stone-700">No therapists yet.</p>;
  return (
    <ScrollingTable caption="Therapists' calendar connections" columns={COLUMNS} className="mt-6">
      <tbody className="divide-y divide-stone-100">
        {rows.map((row) => (
          <tr key={row.therapistId} className="border-t border-stone-100">
            <th scope="row" className="px-4 py-2 text-left font-medium text-stone-900">
              {row.name}
            </th>
            <td className="px-4 py-2">{row.connected ? "Connected" : "Not connected"}</td>
            <td className="px-4 py-2">{row.calendarEmail ?? "—"}</td>
            <td className="px-4 py-2">{row.lastSyncLabel ?? "Never"}</td>
            <td className="px-4 py-2 text-red-800">{row.lastError ?? "—"}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
