import { type Executor, queryRows } from "@server/db/client";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import type { Viewer } from "@server/modules/accounts";
import { type ConversationMessage, messagesShown } from "@server/modules/messages";
import { sql } from "drizzle-orm";
import { staffScope } from "./staff-scope";

export const PERSON_NOT_FOUND = "This conversation could not be found.";
/** The conversation list shows the most recent this many correspondents. */
const CONVERSATIONS_SHOWN = 100;

export interface ConversationSummary {
  personId: string;
  firstName: string;
  lastName: string;
  lastMessage: string;
  lastAt: Date;
  /** Messages from this person the viewer has not read. */
  unread: number;
}

export interface StaffThread {
  person: { id: string; firstName: string; lastName: string };
  messages: ConversationMessage[];
  hasOlder: boolean;
  shown: number;
}

/**
 * The Messages tab's conversation list (spec 001 §2): everyone the viewer has exchanged messages
 * with, latest first, with the last message and the unread count. Only the viewer's own
 * messages are read, so an admin never sees a thread between a client and her therapist.
 */
export async function listConversations(db: Executor, viewer: Viewer): Promise<ConversationSummary[]> {
  staffScope(viewer);
  const me = viewer.userId;
  const rows = await queryRows<{
    personId: string;
    firstName: string;
    lastName: string;
    lastMessage: string;
    lastAt: Date | string;
    unread: number | string;
  }>(
    db,
    // Narrow rows first (who, when, unread: no content), grouped without a sort; the content of
    // only the shown conversations' last messages is read afterwards, one index probe each.
    sql`with mine as (
        select recipient_id as person, created_at, false as unread from messages where sender_id = ${me}
        union all
        select sender_id, created_at, not read from messages where recipient_id = ${me}
      ),
      per as (
        select person, max(created_at) as last_at, count(*) filter (where unread) as unread
        from mine group by person
        order by last_at desc
        limit ${CONVERSATIONS_SHOWN}
      )
      select p.id as "personId", p.first_name as "firstName", p.last_name as "lastName",
        last.content as "lastMessage", per.last_at as "lastAt", per.unread
      from per join profiles p on p.id = per.person
      cross join lateral (
        select content from (
          (select content, id from messages
            where sender_id = ${me} and recipient_id = per.person and created_at = per.last_at)
          union all
          (select content, id from messages
            where sender_id = per.person and recipient_id = ${me} and created_at = per.last_at)
        ) both_ways order by id desc limit 1
      ) last
      order by per.last_at desc
      limit ${CONVERSATIONS_SHOWN}`,
  );
  return rows.map((row) => ({
    personId: row.personId,
    firstName: row.firstName,
    lastName: row.lastName,
    lastMessage: row.lastMessage,
    lastAt: new Date(row.lastAt),
    unread: Number(row.unread),
  }));
}

/**
 * One conversation: the latest `show` messages between the viewer and one person, oldest first.
 * A therapist may open it with her own clients and with anyone who has written to her; an admin
 * with anyone (her own messages only, so never a client's thread with her therapist).
 */
export async function getStaffThread(
  db: Executor,
  viewer: Viewer,
  personId: unknown,
  options: { show?: unknown } = {},
): Promise<StaffThread> {
  const scope = staffScope(viewer);
  if (!isUuid(personId) || personId === viewer.userId) throw new AppError("not_found", PERSON_NOT_FOUND);
  const me = viewer.userId;
  const [person] = await queryRows<{ id: string; firstName: string; lastName: string; allowed: boolean }>(
    db,
    sql`select p.id, p.first_name as "firstName", p.last_name as "lastName",
        ${
          scope.role === "admin"
            ? sql`true`
            : sql`(exists (select 1 from sessions where therapist_id = ${me} and client_id = p.id)
                or exists (select 1 from messages where sender_id = p.id and recipient_id = ${me}))`
        } as allowed
      from profiles p where p.id = ${personId}`,
  );
  if (!person?.allowed) throw new AppError("not_found", PERSON_NOT_FOUND);
  const shown = messagesShown(options.show);
  const take = shown + 1;
  const rows = await queryRows<{
    id: string;
    content: string;
    createdAt: Date | string;
    senderId: string;
    read: boolean;
  }>(
    db,
    sql`select id, content, created_at as "createdAt", sender_id as "senderId", read from (
        (select * from messages where sender_id = ${me} and recipient_id = ${personId}
          order by created_at desc, id desc limit ${take})
        union all
        (select * from messages where sender_id = ${personId} and recipient_id = ${me}
          order by created_at desc, id desc limit ${take})
      ) m order by created_at desc, id desc limit ${take}`,
  );
  const names: Record<string, string> = { [me]: viewer.firstName, [person.id]: person.firstName };
  return {
    person: { id: person.id, firstName: person.firstName, lastName: person.lastName },
    shown,
    hasOlder: rows.length > shown,
    messages: rows
      .slice(0, shown)
      .reverse()
      .map((row) => ({
        id: row.id,
        content: row.content,
        createdAt: new Date(row.createdAt),
        senderId: row.senderId,
        senderFirstName: names[row.senderId] ?? "",
        mine: row.senderId === me,
        read: row.read,
      })),
  };
}
