import { type Executor, queryRows } from "@server/db/client";
import { sql } from "drizzle-orm";
import type { Viewer } from "./viewer";

/** The audit entries of a visit begun: a password sign-in (sign-up's included) or a sign-in link used. */
const SIGN_INS = ["auth.sign_in", "auth.sign_in_link_used"] as const;

/**
 * Whether the viewer is still in her first visit (she has signed in once, when she signed up):
 * her portal then welcomes her ("Welcome"), and only a later visit welcomes her back. Reads her
 * audit entries through the (user, time) index and stops at the second sign-in.
 */
export async function isFirstVisit(db: Executor, viewer: Viewer): Promise<boolean> {
  const actions = sql.join(
    SIGN_INS.map((action) => sql`${action}`),
    sql`, `,
  );
  const [row] = await queryRows<{ visits: number }>(
    db,
    sql`select count(*)::int as visits from (
          select 1 from audit_logs where user_id = ${viewer.userId} and action in (${actions}) limit 2
        ) as first_two`,
  );
  return Number(row?.visits ?? 0) <= 1;
}
