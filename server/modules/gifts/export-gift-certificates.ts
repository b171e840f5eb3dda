import { GIFT_ADMIN_TEXT, GIFT_EXPORT_MAX, giftCertificatesCsv, giftKindLabel } from "@domain/gift-admin";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { desc } from "drizzle-orm";
import { conditions, type GiftListQuery, gc, readQuery, selectCertificates, toItem } from "./list-gift-certificates";

/**
 * The filtered certificates as a CSV file, newest first, at most GIFT_EXPORT_MAX: what the list
 * shows, never the code's hash nor the buyer's message. Admins only; the export (buyers' and
 * recipients' names and addresses leaving the site) is audited.
 */
export async function exportGiftCertificates(
  db: Database,
  viewer: Viewer,
  raw: GiftListQuery = {},
  meta: { now?: Date } = {},
): Promise<{ filename: string; csv: string }> {
  assertAdmin(viewer, GIFT_ADMIN_TEXT.adminsOnly);
  const now = meta.now ?? new Date();
  const { filters } = readQuery(raw);
  const rows = await db.transaction(async (tx) => {
    const found = await selectCertificates(tx)
      .where(conditions(filters, now))
      .orderBy(desc(gc.issuedAt), desc(gc.id))
      .limit(GIFT_EXPORT_MAX);
    await recordAudit(tx, {
      action: "gifts.exported",
      userId: viewer.userId,
      tableName: "gift_certificates",
      details: { filters, rows: found.length },
    });
    return found;
  });
  const csv = giftCertificatesCsv(
    rows.map((row) => {
      const item = toItem(row, now);
      return { ...item, kindLabel: giftKindLabel(item) };
    }),
  );
  return { filename: `gift-certificates-${dayInZone(now, PRACTICE_TIME_ZONE)}.csv`, csv };
}
