import { isPhoneNumber } from "@domain/contact";
import { PAYOUT_METHODS, type PayoutMethod } from "@domain/enums";
import type { Database, Executor } from "@server/db/client";
import { notificationPreferences, therapistPayoutDetails } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput, tickBox } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import type { NotificationChoices } from "@server/modules/notifications";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { staffScope } from "./staff-scope";

export interface PayoutDetails {
  method: PayoutMethod;
  accountName: string;
  bankName: string | null;
  accountNumber: string | null;
  mobileNetwork: string | null;
  mobileNumber: string | null;
}

export const PAYOUT_TEXT = {
  saved: "Payment details saved",
  saveFailed: "Your payment details could not be saved. Please try again.",
  accountName: "Enter the name on the account.",
  bank: "Enter the bank's name and the account number.",
  mobile: "Enter the mobile-money network and number.",
  choose: "Choose a bank account or mobile money.",
} as const;

export const PREFERENCES_SAVED = "Notification preferences saved";

const choicesSchema = z.object({
  emailNewBooking: tickBox,
  emailNewMessage: tickBox,
  emailHomeworkSubmitted: tickBox,
  emailReminders: tickBox,
  smsReminders: tickBox,
});

/** Saves her choices; every e-mail the server sends her reads them first (mail/wanted-email.ts). */
export async function saveNotificationChoices(
  db: Database,
  viewer: Viewer,
  raw: unknown,
): Promise<NotificationChoices> {
  staffScope(viewer);
  const choices = parseInput(choicesSchema, raw);
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values({ userId: viewer.userId, ...choices })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...choices, updatedAt: new Date() } });
    await recordAudit(tx, {
      action: "settings.notifications_saved",
      userId: viewer.userId,
      tableName: "notification_preferences",
      recordId: viewer.userId,
      details: choices,
    });
  });
  return choices;
}

/** How the practice pays her: her own, and only admins besides her may read it. */
export async function getPayoutDetails(
  db: Executor,
  viewer: Viewer,
  therapistId?: string,
): Promise<PayoutDetails | null> {
  const scope = staffScope(viewer);
  const whose = scope.role === "therapist" ? viewer.userId : therapistId;
  if (!whose) return null;
  const [row] = await db.select().from(therapistPayoutDetails).where(eq(therapistPayoutDetails.therapistId, whose));
  if (!row) return null;
  return {
    method: row.method as PayoutMethod,
    accountName: row.accountName,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    mobileNetwork: row.mobileNetwork,
    mobileNumber: row.mobileNumber,
  };
}

const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || null);

const payoutSchema = z
  .object({
    method: z.enum(PAYOUT_METHODS, { error: PAYOUT_TEXT.choose }),
    accountName: z.string({ error: PAYOUT_TEXT.accountName }).trim().min(1, PAYOUT_TEXT.accountName).max(120),
    bankName: optional(120),
    accountNumber: optional(34),
    mobileNetwork: optional(40),
    mobileNumber: optional(20),
  })
  .superRefine((v, ctx) => {
    if (v.method === "bank" && (!v.bankName || !v.accountNumber || !/^[A-Za-z0-9 -]{4,34}$/.test(v.accountNumber))) {
      ctx.addIssue({ code: "custom", message: PAYOUT_TEXT.bank, path: [v.bankName ? "accountNumber" : "bankName"] });
    }
    if (v.method === "mobile_money" && (!v.mobileNetwork || !v.mobileNumber || !isPhoneNumber(v.mobileNumber))) {
      ctx.addIssue({
        code: "custom",
        message: PAYOUT_TEXT.mobile,
        path: [v.mobileNetwork ? "mobileNumber" : "mobileNetwork"],
      });
    }
  })
  .transform((v) =>
    v.method === "bank"
      ? { ...v, mobileNetwork: null, mobileNumber: null }
      : { ...v, bankName: null, accountNumber: null },
  );

/** A therapist saves how she is paid. The audit log records that it changed, not the numbers. */
export async function savePayoutDetails(db: Database, viewer: Viewer, raw: unknown): Promise<PayoutDetails> {
  if (viewer.role !== "therapist") throw new AppError("forbidden", "Only a therapist has payment details here.");
  const details = parseInput(payoutSchema, raw);
  await db.transaction(async (tx) => {
    await tx
      .insert(therapistPayoutDetails)
      .values({ therapistId: viewer.userId, ...details })
      .onConflictDoUpdate({ target: therapistPayoutDetails.therapistId, set: { ...details, updatedAt: new Date() } });
    await recordAudit(tx, {
      action: "settings.payout_saved",
      userId: viewer.userId,
      tableName: "therapist_payout_details",
      recordId: viewer.userId,
      details: { method: details.method },
    });
  });
  return details;
}
