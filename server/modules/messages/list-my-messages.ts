import type { Executor } from "@server/db/client";
import { queryRows } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { sql } from "drizzle-orm";
import { type Correspondent, findMessageRecipient } from "./find-message-recipient";

/** The portal shows the latest page first; "Load older messages" asks for one more page each time. */
export const MESSAGES_PAGE_SIZE = 50;
/** However often "Load older messages" is pressed, one request reads at most this many. */
const MESSAGES_MAX_SHOWN = 5000;

/** How many to show for a `?show=` value: a whole number of pages, at least one, at most the cap. */
export function messagesShown(raw: unknown): number {
  const wanted = Number(raw);
  if (!Number.isFinite(wanted) || wanted <= MESSAGES_PAGE_SIZE) return MESSAGES_PAGE_SIZE;
  return Math.min(Math.ceil(wanted / MESSAGES_PAGE_SIZE) * MESSAGES_PAGE_SIZE, MESSAGES_MAX_SHOWN);
}

export interface ConversationMessage {
  id: string;
  content: string;
  createdAt: Date;
  senderId: string;
  senderFirstName: string;
  /** True when the viewer wrote it. */
  mine: boolean;
  read: boolean;
}

export interface MyMessages {
  /** Who a new message goes to (spec 001 §7), or null: messaging is disabled. */
  recipient: Correspondent | null;
  /** The latest `shown` messages the viewer sent or received, oldest first. */
  messages: ConversationMessage[];
  /** Whether there are messages before the first one here. */
  hasOlder: boolean;
  /** How many were asked for (a whole number of pages). */
  shown: number;
}

interface Row {
  id: string;
  content: string;
  createdAt: Date | string;
  senderId: string;
  senderFirstName: string;
  read: boolean;
}

/**
 * The viewer's conversation (spec 001 §7: messages where they are sender or recipient), the
 * latest `show` of it. Sent and received are read separately, each the newest `show + 1`
 * straight off its index, then merged: the cost follows the page asked for, not the history.
 */
export async function listMyMessages(
  db: Executor,
  viewer: Viewer,
  options: { show?: unknown } = {},
): Promise<MyMessages> {
  const shown = messagesShown(options.show);
  const me = viewer.userId;
  const take = shown + 1;
  const [rows, recipient] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select m.id, m.content, m.created_at as "createdAt", m.sender_id as "senderId",
          p.first_name as "senderFirstName", m.read
        from (
          (select * from messages where sender_id = ${me} order by created_at desc, id desc limit ${take})
          union all
          (select * from messages where recipient_id = ${me} order by created_at desc, id desc limit ${take})
        ) m
        join profiles p on p.id = m.sender_id
        order by m.created_at desc, m.id desc
        limit ${take}`,
    ),
    findMessageRecipient(db, me),
  ]);
  const page = rows.slice(0, shown).reverse();
  return {
    recipient,
    shown,
    hasOlder: rows.length > shown,
    messages: page.map((row) => ({
      id: row.id,
      content: row.content,
      createdAt: new Date(row.createdAt),
      senderId: row.senderId,
      senderFirstName: row.senderFirstName,
      mine: row.senderId === me,
      read: row.read,
    })),
  };
}
