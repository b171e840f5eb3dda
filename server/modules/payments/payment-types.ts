import type { LEDGER_TYPES } from "@domain/enums";
import type { Database, Executor } from "@server/db/client";
import type { paymentTransactions } from "@server/db/schema";
import type { PaystackClient } from "@server/integrations/paystack";

export type PaymentRow = typeof paymentTransactions.$inferSelect;
export type LedgerType = (typeof LEDGER_TYPES)[number];

/** What the payment use cases need from the outside world. */
export interface PaymentDeps {
  db: Database;
  /** Null when Paystack is not configured (and no simulator runs): Paystack payments are then unavailable. */
  paystack: PaystackClient | null;
  /** Origin of the site, for Paystack's callback URL. */
  publicUrl: string;
}

/** Who delivered the value: the browser's verify call, Paystack's webhook, or an admin (bank transfers). */
export type FulfilmentSource = "verify" | "webhook" | "admin";

export interface FulfilmentContext {
  now: Date;
  source: FulfilmentSource;
  actorUserId: string | null;
}

export interface Delivered {
  /** The record that now holds what was bought (a purchased plan, a booking...). */
  recordId: string;
  ledgerType: LedgerType;
  /** For the ledger line the admin sees. */
  description: string;
}

/**
 * Delivers what one purpose of payment buys. deliver runs at most once per payment, inside
 * the transaction that marks the payment fulfilled, so the value and the mark commit together.
 */
export interface Fulfiler {
  deliver(tx: Executor, payment: PaymentRow, ctx: FulfilmentContext): Promise<Delivered>;
  /** The record an earlier delivery made, to answer a repeated confirmation. */
  findDelivered(db: Executor, payment: PaymentRow): Promise<string | null>;
  /**
   * The payment will not come (declined, or the window closed and Paystack confirms it unpaid):
   * whatever was held for it is given back at once, in the caller's transaction. Idempotent.
   */
  abandon?(tx: Executor, payment: PaymentRow, now: Date): Promise<void>;
}

/**
 * What a payment paid for can no longer be delivered (a held booking that expired or was replaced
 * before the money arrived). The money is recorded all the same and the payment needs settling.
 */
export class UndeliverableError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = "UndeliverableError";
  }
}
