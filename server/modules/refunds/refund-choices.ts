import type { PaymentPurpose, RefundEffect, RefundMethod } from "@domain/enums";
import { refundEffects, refundMethodFor } from "@domain/refunds";
import { type Executor, queryRows } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { paymentDescription } from "@server/modules/payments";
import { sql } from "drizzle-orm";

/** What the refund dialog offers for one received payment with something left to refund. */
export interface RefundChoice {
  reference: string;
  /** Minor units still refundable (paid, less pending and completed refunds). */
  left: number;
  currency: string;
  method: RefundMethod;
  /** What it paid for ("Support plan: Steady Growth"). */
  what: string;
  /** The effects allowed, the default first. */
  effects: RefundEffect[];
  /** A plan's unused sessions, for remove_credits. */
  unusedCredits: number;
  /**
   * Its refunds Paystack has not answered, oldest first: while there is one, the payment offers
   * no other refund (decideRefund refuses it), and shows this one instead.
   */
  pending: { reference: string; amount: number }[];
}

/**
 * The refund choices of the given payments (a ledger page, the payments needing settling), in one
 * query: each payment's refunded sum, its plan's unused sessions and whether its session is still
 * to come, through the indexes on refunds' payment, plans' and bookings' payment reference.
 * Payments not received, or refunded in full, have none (one whose last refund awaits Paystack's
 * answer has its pending refund). Admins only; others get none.
 */
export async function refundChoices(
  db: Executor,
  viewer: Viewer,
  references: readonly string[],
  now: Date = new Date(),
): Promise<Map<string, RefundChoice>> {
  const choices = new Map<string, RefundChoice>();
  const wanted = [...new Set(references)].filter(Boolean);
  if (viewer.role !== "admin" || wanted.length === 0) return choices;
  const rows = await queryRows<{
    reference: string;
    amount: number;
    currency: string;
    purpose: string;
    provider: string;
    details: Record<string, unknown>;
    settling: boolean;
    refunded: number | string;
    unused: number | null;
    upcoming: boolean;
    pending: { reference: string; amount: number | string }[] | null;
  }>(
    db,
    sql`select p.reference, p.amount, p.currency, p.purpose, p.provider, p.details,
        (p.needs_settling_at is not null and p.settled_at is null) as settling,
        coalesce((select sum(r.amount) from refunds r
          where r.payment_transaction_id = p.id and r.status <> 'failed'), 0) as refunded,
        (select sp.remaining_sessions from purchased_support_plans sp
          where sp.payment_reference = p.reference and sp.status = 'active') as unused,
        exists(select 1 from bookings b join sessions s on s.id = b.session_id
          where b.payment_id = p.reference and b.status = 'confirmed' and s.status = 'scheduled'
            and s.starts_at > ${now.toISOString()}) as upcoming,
        (select json_agg(json_build_object('reference', r.reference, 'amount', r.amount) order by r.created_at)
          from refunds r where r.payment_transaction_id = p.id and r.status = 'pending') as pending
      from payment_transactions p
      where p.reference in (${sql.join(
        wanted.map((r) => sql`${r}`),
        sql`, `,
      )}) and p.status = 'success' and p.verified_at is not null`,
  );
  for (const row of rows) {
    const left = Math.max(0, row.amount - Number(row.refunded));
    const pending = (row.pending ?? []).map((r) => ({ reference: r.reference, amount: Number(r.amount) }));
    if (left === 0 && pending.length === 0) continue;
    const unusedCredits = Number(row.unused ?? 0);
    choices.set(row.reference, {
      reference: row.reference,
      left,
      currency: row.currency,
      method: refundMethodFor(row.provider as "paystack" | "bank_transfer"),
      what: paymentDescription(row.purpose, row.details),
      effects: refundEffects({
        purpose: row.purpose as PaymentPurpose,
        needsSettling: row.settling,
        upcomingSession: row.upcoming,
        unusedCredits,
      }),
      unusedCredits,
      pending,
    });
  }
  return choices;
}
