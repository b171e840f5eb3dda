import {
  CURRENCIES,
  LEDGER_PROVIDERS,
  LEDGER_STATUSES,
  LEDGER_TYPES,
  REFUND_EFFECTS,
  REFUND_METHODS,
  REFUND_STATUSES,
} from "@domain/enums";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { at, createdAt, money, oneOf } from "./columns";
import { paymentTransactions } from "./commerce";

/**
 * Money given back against one payment, in part or in full. Never an edit of the payment: each
 * refund is its own row (and, once completed, its own ledger line). A pending or completed refund
 * counts against what can still be refunded, so two admins at once never return more than was paid.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** "RFD-..." : the refund's own reference, on its ledger line and receipt. */
    reference: text("reference").notNull().unique(),
    paymentTransactionId: uuid("payment_transaction_id")
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: "restrict" }),
    /** The client who paid and is refunded. */
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    method: text("method").notNull(),
    status: text("status").notNull().default("pending"),
    /** Why, in the admin's words; the client sees it. */
    reason: text("reason").notNull(),
    effect: text("effect").notNull(),
    /** Unused plan sessions taken away with this refund. */
    creditsRemoved: integer("credits_removed").notNull().default(0),
    providerRefundId: text("provider_refund_id"),
    providerStatus: text("provider_status"),
    failureReason: text("failure_reason"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    completedAt: at("completed_at"),
    /** When an admin settled a refund Paystack left unanswered or disputed (see decideRefundCheck). */
    checkedAt: at("checked_at"),
    checkedBy: uuid("checked_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * The refund form's own key (made when the dialog opens, kept across its failed submits): the
     * same request sent again is this refund, not another. Unique unless the attempt failed.
     */
    requestKey: text("request_key"),
  },
  (t) => [
    oneOf("refunds_currency_check", t.currency, CURRENCIES),
    oneOf("refunds_method_check", t.method, REFUND_METHODS),
    oneOf("refunds_status_check", t.status, REFUND_STATUSES),
    oneOf("refunds_effect_check", t.effect, REFUND_EFFECTS),
    check("refunds_amount_check", sql`${t.amount} > 0`),
    check("refunds_credits_check", sql`${t.creditsRemoved} >= 0`),
    check("refunds_completed_check", sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
    index("refunds_payment_idx").on(t.paymentTransactionId),
    index("refunds_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("refunds_request_key_idx")
      .on(t.requestKey)
      .where(sql`${t.requestKey} is not null and ${t.status} <> 'failed'`),
  ],
);

/** Money that moved (or is expected to), for the admin's transactions and revenue figures. */
export const transactionLedger = pgTable(
  "transaction_ledger",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    paymentTransactionId: uuid("payment_transaction_id").references(() => paymentTransactions.id, {
      onDelete: "set null",
    }),
    reference: text("reference"),
    amount: money("amount").notNull(),
    currency: text("currency").notNull(),
    status: text("status").notNull(),
    transactionType: text("transaction_type").notNull(),
    paymentProvider: text("payment_provider").notNull(),
    description: text("description"),
    /**
     * Whose client's session the money paid for (a booking's line, and a refund of one): set when
     * the line is written, so the analytics group the ledger by therapist without joining bookings.
     */
    therapistId: uuid("therapist_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf("transaction_ledger_currency_check", t.currency, CURRENCIES),
    oneOf("transaction_ledger_status_check", t.status, LEDGER_STATUSES),
    oneOf("transaction_ledger_type_check", t.transactionType, LEDGER_TYPES),
    oneOf("transaction_ledger_provider_check", t.paymentProvider, LEDGER_PROVIDERS),
    unique("transaction_ledger_reference_type_unique").on(t.reference, t.transactionType, t.status),
    index("transaction_ledger_created_idx").on(t.createdAt),
    index("transaction_ledger_user_idx").on(t.userId, t.createdAt),
    index("transaction_ledger_therapist_idx").on(t.therapistId, t.createdAt),
  ],
);
