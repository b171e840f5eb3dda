import { toCsv } from "@domain/csv";
import { EVENT_ADMIN_TEXT } from "@domain/event-admin";
import { toMajor } from "@domain/money";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { type RegistrationItem, readEventRegistrations } from "./list-event-registrations";

const amount = (minor: number) => toMajor(minor).toFixed(2);

/** The registrations as CSV: amounts in major units beside their currency; registered in ISO 8601 (UTC). */
function registrationsCsv(rows: readonly RegistrationItem[]): string {
  return toCsv([
    [
      "registered",
      "client",
      "email",
      "status",
      "paid",
      "balance due",
      "balance due by",
      "overdue",
      "currency",
      "dietary requirements",
      "accessibility needs",
      "transfer awaited",
    ],
    ...rows.map((r) => [
      r.createdAt.toISOString(),
      r.clientName,
      r.clientEmail,
      r.statusLabel,
      amount(r.paid),
      amount(r.balance),
      r.balanceDueAt ? dayInZone(r.balanceDueAt, PRACTICE_TIME_ZONE) : "",
      r.overdue ? "yes" : "no",
      r.currency,
      r.dietaryRequirements ?? "",
      r.accessibilityNeeds ?? "",
      r.pendingTransfer?.reference ?? "",
    ]),
  ]);
}

/**
 * An event's registrations as a CSV file, for the admin. Clients' names, needs and payments leave
 * the site with it, so the export is written to the audit log in the same transaction.
 */
export async function exportEventRegistrations(
  db: Database,
  viewer: Viewer,
  eventId: string | undefined,
  meta: { now?: Date } = {},
): Promise<{ csv: string; fileName: string }> {
  assertAdmin(viewer, EVENT_ADMIN_TEXT.adminsOnly);
  if (!isUuid(eventId)) throw new AppError("not_found", EVENT_ADMIN_TEXT.notFound);
  const now = meta.now ?? new Date();
  return db.transaction(async (tx) => {
    const { event, registrations } = await readEventRegistrations(tx, eventId, now);
    await recordAudit(tx, {
      action: "event_registrations.exported",
      userId: viewer.userId,
      tableName: "event_registrations",
      recordId: event.id,
      details: { slug: event.slug, rows: registrations.length },
    });
    return {
      csv: registrationsCsv(registrations),
      fileName: `registrations-${event.slug}-${dayInZone(now, PRACTICE_TIME_ZONE)}.csv`,
    };
  });
}
