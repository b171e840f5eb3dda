import { type Executor, queryRows } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { purchaseText, refundText } from "./money-receipt-text";

/** The portal lists this many, newest first; older receipts stay reachable by reference. */
export const MY_RECEIPTS_LIMIT = 50;

export interface MyReceipt {
  kind: "payment" | "refund";
  reference: string;
  /** When the money arrived, or went back. */
  at: Date;
  /** Minor units. */
  amount: number;
  currency: string;
  /** "Support plan: Steady Growth", "Refund of support plan: Steady Growth" */
  description: string;
}

interface Row {
  kind: "payment" | "refund";
  reference: string;
  at: Date | string;
  amount: number | string;
  currency: string;
  purpose: string;
  details: unknown;
}

/**
 * The viewer's own completed payments and completed refunds, each with a receipt, newest first
 * (one query, off the user indexes of both tables).
 */
export async function listMyReceipts(db: Executor, viewer: Viewer, limit = MY_RECEIPTS_LIMIT): Promise<MyReceipt[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select * from (
        (select 'payment' as kind, p.reference, p.verified_at as at, p.amount, p.currency, p.purpose, p.details
          from payment_transactions p
          where p.user_id = ${viewer.userId} and p.status = 'success' and p.verified_at is not null
          order by p.verified_at desc limit ${limit})
        union all
        (select 'refund' as kind, r.reference, r.completed_at as at, r.amount, r.currency, p.purpose, p.details
          from refunds r join payment_transactions p on p.id = r.payment_transaction_id
          where r.user_id = ${viewer.userId} and r.status = 'completed'
          order by r.completed_at desc limit ${limit})
      ) receipts
      order by at desc, reference desc
      limit ${limit}`,
  );
  return rows.map((row) => {
    const purchase = purchaseText(row.purpose, row.details);
    return {
      kind: row.kind,
      reference: row.reference,
      at: new Date(row.at),
      amount: Number(row.amount),
      currency: row.currency,
      description: row.kind === "refund" ? refundText(purchase) : purchase,
    };
  });
}
