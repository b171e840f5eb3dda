import { type Executor, queryRows } from "@server/db/client";
import { sql } from "drizzle-orm";

/** A payment received for a cancelled event, with what is still to go back to its payer. */
export interface RefundToMake {
  reference: string;
  clientId: string;
  clientName: string;
  clientEmail: string;
  /** Minor units not yet refunded (the payment, less refunds made or under way). */
  amount: number;
  currency: string;
  /** "first" (the deposit or the whole price) or "balance". */
  part: string;
}

/**
 * Every completed payment for the event (its deposits, whole prices and balances) with something
 * left to refund, oldest first. The admin refunds each from the Transactions tab; a payment
 * refunded in full leaves this list.
 */
export async function refundsToMake(tx: Executor, eventId: string): Promise<RefundToMake[]> {
  const rows = await queryRows<Omit<RefundToMake, "amount"> & { amount: number | string }>(
    tx,
    sql`select p.reference, p.user_id as "clientId",
        coalesce(pr.first_name || ' ' || pr.last_name, u.name) as "clientName", u.email as "clientEmail",
        p.amount - coalesce((select sum(r.amount) from refunds r
          where r.payment_transaction_id = p.id and r.status <> 'failed'), 0) as amount,
        p.currency, coalesce(p.details->>'part', 'first') as part
      from payment_transactions p
      join users u on u.id = p.user_id
      left join profiles pr on pr.id = p.user_id
      where p.purpose = 'event_registration' and p.status = 'success' and p.details->>'eventId' = ${eventId}
      order by p.created_at, p.reference`,
  );
  return rows.map((row) => ({ ...row, amount: Number(row.amount) })).filter((row) => row.amount > 0);
}
