import { dayInZone } from "@domain/zone-time";
import type { Database } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { clientNotesSummary } from "@server/modules/clinical-notes";
import { exportAccount } from "./export-account";
import { exportCare } from "./export-care";
import { exportEvents } from "./export-events";
import { exportMoney } from "./export-money";

/**
 * Names the file's layout, so a reader can tell later versions apart. Version 2 added event
 * registrations and waiting lists, payments, refunds, plans, packages, gift certificates,
 * coupons, notification choices, sign-ins, the calendar feed, her activity and the staff's
 * views of her record.
 */
export const EXPORT_FORMAT = { name: "client-data-export", version: 2 } as const;

/**
 * "Download my data" (the privacy policy's access and portability rights): everything the
 * practice keeps about the viewer under her account, every query bound to her id; each section's
 * file says what it holds and what it leaves out on purpose (credentials, the therapist's private
 * notes). Other people appear only by name. A record the practice starts keeping about clients
 * (consents, when they exist) gets its section here. Read in one transaction, so the sections
 * agree with each other, with the export's audit entry (who took the data, when) written in it.
 * Built in memory: 5,000 messages are a couple of megabytes.
 */
export async function exportMyData(db: Database, viewer: Viewer, now: Date = new Date()) {
  const me = viewer.userId;
  return db.transaction(async (tx) => {
    const account = await exportAccount(tx, me);
    const myName = `${account.profile.firstName} ${account.profile.lastName}`;
    const care = await exportCare(tx, me, myName);
    const events = await exportEvents(tx, me);
    const money = await exportMoney(tx, me);
    // Her therapists' notes: that they exist and how to ask for them, never their text.
    const clinicalNotes = await clientNotesSummary(tx, viewer);

    await recordAudit(tx, {
      // Named as a staff member's opening of a record is ('client_record.viewed'): the audit tab
      // lists both when asked who took a client's health data, and when.
      action: "client_record.exported",
      userId: me,
      tableName: "profiles",
      recordId: me,
      clientId: me,
      details: { sessions: care.sessions.length, messages: care.messages.length, payments: money.payments.length },
    });

    const { profile, ...rest } = account;
    return {
      fileName: `my-data-${dayInZone(now, viewer.timezone)}.json`,
      data: {
        format: EXPORT_FORMAT,
        exportedAt: now.toISOString(),
        profile: { ...profile, role: viewer.role },
        ...care,
        bookings: money.bookings,
        eventRegistrations: events.eventRegistrations,
        eventWaitingLists: events.eventWaitingLists,
        payments: money.payments,
        refunds: money.refunds,
        plans: money.plans,
        packages: money.packages,
        giftCertificates: money.giftCertificates,
        couponsUsed: money.couponsUsed,
        clinicalNotes,
        ...rest,
      },
    };
  });
}

export type MyDataExport = Awaited<ReturnType<typeof exportMyData>>["data"];
