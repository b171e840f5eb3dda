import { USER_TEXT } from "@domain/admin-people";
import { ROLES, type Role } from "@domain/enums";
import type { Database, Executor } from "@server/db/client";
import { userRoles, users } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput } from "@server/lib/parse-input";
import { recordAudit } from "@server/modules/audit";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { isActiveAdmin, lockAdmins, otherActiveAdmins } from "./admin-locks";
import { ensureDefaultAvailability } from "./default-availability";
import { assertAdmin, type Viewer } from "./viewer";

const schema = z
  .object({
    /** The operator's command line names the account by e-mail; the Users tab by id. */
    email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address")).optional(),
    userId: z.string().trim().max(100, USER_TEXT.notFound).optional(),
    role: z.enum(ROLES, { message: `Role must be one of: ${ROLES.join(", ")}` }),
  })
  .refine((input) => input.email !== undefined || input.userId !== undefined, {
    message: "Choose a user",
    path: ["userId"],
  });

/** The operator's command line (npm run user:role), trusted as the machine's owner. */
export const OPERATOR = { kind: "operator" } as const;

/** Who changes a role: an admin in the portal (the Users tab), or the operator's command line. */
export type RoleChanger = Viewer | typeof OPERATOR;

const isOperator = (actor: RoleChanger): actor is typeof OPERATOR => "kind" in actor && actor.kind === "operator";

export interface RoleChange {
  userId: string;
  email: string;
  previous: Role | null;
  role: Role;
}

async function findUser(tx: Executor, input: { email?: string; userId?: string }) {
  if (input.userId !== undefined && !isUuid(input.userId)) return undefined;
  const condition = input.userId !== undefined ? eq(users.id, input.userId) : eq(users.email, input.email ?? "");
  const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(condition);
  return user;
}

/**
 * Gives a user exactly one role; recorded in the audit log with the previous role. An admin or
 * the operator may do it. The practice always keeps an active administrator: removing the last
 * one's role is refused (the admins' rows are locked first, so two admins demoting each other at
 * once cannot both succeed). A new therapist gets the default working week.
 */
export async function setUserRole(db: Database, actor: RoleChanger, raw: unknown): Promise<RoleChange> {
  const byAdmin = !isOperator(actor);
  if (byAdmin) assertAdmin(actor, USER_TEXT.noLongerAdmin);
  const input = parseInput(schema, raw);
  return db.transaction(async (tx) => {
    const user = await findUser(tx, input);
    if (!user) {
      throw new AppError(
        "not_found",
        input.userId !== undefined ? USER_TEXT.notFound : `No account with the email ${input.email}`,
      );
    }
    await lockAdmins(tx);
    // The admin's own role, read after the lock: another admin may just have demoted or suspended her.
    if (byAdmin && !(await isActiveAdmin(tx, actor.userId))) throw new AppError("forbidden", USER_TEXT.noLongerAdmin);
    const [current] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
    const previous = (current?.role ?? null) as Role | null;
    const change: RoleChange = { userId: user.id, email: user.email, previous, role: input.role };
    // Already so (no row reads as client): nothing to change or record.
    if ((previous ?? "client") === input.role) return change;
    if (previous === "admin" && (await otherActiveAdmins(tx, user.id)) === 0) {
      throw new AppError("conflict", USER_TEXT.lastAdmin);
    }
    await tx
      .insert(userRoles)
      .values({ userId: user.id, role: input.role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: input.role } });
    if (input.role === "therapist") await ensureDefaultAvailability(tx, user.id);
    await recordAudit(tx, {
      action: "user.role_changed",
      userId: byAdmin ? actor.userId : null,
      tableName: "user_roles",
      recordId: user.id,
      details: { email: user.email, from: previous, to: input.role, by: byAdmin ? "admin" : "operator" },
    });
    return change;
  });
}
