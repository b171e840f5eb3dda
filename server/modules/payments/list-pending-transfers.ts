import type { Currency, PaymentPurpose } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { paymentTransactions, profiles } from "@server/db/schema";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { and, asc, eq } from "drizzle-orm";

export const ADMINS_ONLY = "Only an administrator can record a bank transfer.";

/** A payment as an admin's lists show it: what it is for, and the client who pays. */
export interface PaymentForAdmin {
  reference: string;
  purpose: PaymentPurpose;
  /** What is being paid for, as the client chose it (a plan's name...). */
  description: string;
  amount: number;
  currency: Currency;
  clientName: string;
  clientEmail: string;
}

/** What PaymentForAdmin is read from: a payment joined to its payer's profile. */
export const paymentForAdminColumns = {
  reference: paymentTransactions.reference,
  purpose: paymentTransactions.purpose,
  details: paymentTransactions.details,
  amount: paymentTransactions.amount,
  currency: paymentTransactions.currency,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  email: profiles.email,
};

/** A payment read with paymentForAdminColumns, as the admin sees it. */
export function paymentForAdmin(row: {
  reference: string;
  purpose: string;
  details: Record<string, unknown>;
  amount: number;
  currency: string;
  firstName: string;
  lastName: string;
  email: string;
}): PaymentForAdmin {
  return {
    reference: row.reference,
    purpose: row.purpose as PaymentPurpose,
    description: paymentDescription(row.purpose, row.details),
    amount: row.amount,
    currency: row.currency as Currency,
    clientName: `${row.firstName} ${row.lastName}`.trim(),
    clientEmail: row.email,
  };
}

export interface PendingTransfer extends PaymentForAdmin {
  requestedAt: Date;
}

/** Bank transfers the practice is waiting for, oldest first: what an admin checks against the bank. */
export async function listPendingTransfers(db: Executor, viewer: Viewer): Promise<PendingTransfer[]> {
  assertAdmin(viewer, ADMINS_ONLY);
  const rows = await db
    .select({ ...paymentForAdminColumns, requestedAt: paymentTransactions.createdAt })
    .from(paymentTransactions)
    .innerJoin(profiles, eq(profiles.id, paymentTransactions.userId))
    .where(and(eq(paymentTransactions.provider, "bank_transfer"), eq(paymentTransactions.status, "pending")))
    .orderBy(asc(paymentTransactions.createdAt));
  return rows.map((row) => ({ ...paymentForAdmin(row), requestedAt: row.requestedAt }));
}

const PURPOSE_LABEL: Record<string, string> = {
  support_plan: "Support plan",
  therapy_package: "Therapy package",
  booking: "Session booking",
  event_registration: "Event registration",
  gift_certificate: "Gift certificate",
};

/** "Session booking: Individual Teletherapy", "Gift certificate: Couples Session": a payment's purpose and what it names. */
export function paymentDescription(purpose: string, details: Record<string, unknown>): string {
  const label = PURPOSE_LABEL[purpose] ?? purpose;
  const name = [details.planName, details.serviceName, details.title, details.productName].find(
    (v) => typeof v === "string",
  );
  return name ? `${label}: ${name}` : label;
}
