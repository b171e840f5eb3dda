import { type Executor, queryRows } from "@server/db/client";
import { sql } from "drizzle-orm";

/**
 * Locks every administrator's role row until the transaction ends, in one order (so two
 * transactions never deadlock on them). Every change that could leave the practice without an
 * active administrator (a demotion, a suspension) takes this lock first, so two admins demoting
 * or suspending each other at the same moment are served one after the other, and the second
 * sees what the first did.
 */
export async function lockAdmins(tx: Executor): Promise<void> {
  await tx.execute(sql`select user_id from user_roles where role = 'admin' order by user_id for update`);
}

/**
 * Whether `userId` is, as of now, an administrator whose account is not suspended. Read in a
 * statement of its own after lockAdmins: a statement's snapshot starts when it does, so this
 * sees what a transaction that held the lock before us committed.
 */
export async function isActiveAdmin(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await queryRows<{ yes: boolean }>(
    tx,
    sql`select exists (select 1 from user_roles r join profiles p on p.id = r.user_id
      where r.user_id = ${userId} and r.role = 'admin' and p.suspended_at is null) as yes`,
  );
  return row?.yes === true;
}

/** Administrators whose accounts are not suspended, other than `except`. */
export async function otherActiveAdmins(tx: Executor, except: string): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from user_roles r join profiles p on p.id = r.user_id
      where r.role = 'admin' and p.suspended_at is null and r.user_id <> ${except}`,
  );
  return Number(row?.n ?? 0);
}
