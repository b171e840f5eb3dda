import type { Executor } from "@server/db/client";
import { queryRows } from "@server/db/client";
import { sql } from "drizzle-orm";

export interface Correspondent {
  id: string;
  firstName: string;
  lastName: string;
}

/**
 * Who a client's new message goes to (spec 001 §7): the sender of the latest message they
 * received, otherwise the therapist of their first session; null when there is neither. Each
 * half is one step down an index (messages by recipient and time, sessions by client and date).
 */
export async function findMessageRecipient(db: Executor, userId: string): Promise<Correspondent | null> {
  const [row] = await queryRows<{ id: string; firstName: string; lastName: string }>(
    db,
    sql`select p.id, p.first_name as "firstName", p.last_name as "lastName"
      from profiles p
      where p.id = coalesce(
        (select m.sender_id from messages m
          where m.recipient_id = ${userId}
          order by m.created_at desc, m.id desc limit 1),
        (select s.therapist_id from sessions s
          where s.client_id = ${userId}
          order by s.starts_at asc, s.created_at asc limit 1)
      )`,
  );
  return row ?? null;
}
