import { ROLES, type Role } from "@domain/enums";
import type { Database } from "@server/db/client";
import { userRoles, users } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { recordAudit } from "@server/modules/audit/record-audit";
import { parseInput } from "@server/modules/validation";
import { eq } from "drizzle-orm";
import { z } from "zod";

const schema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Enter a valid email address")),
  role: z.enum(ROLES, { message: `Role must be one of: ${ROLES.join(", ")}` }),
});

/** Who changes a role: an admin in the portal, or the operator's command line. */
export type RoleChanger = { kind: "admin"; userId: string } | { kind: "operator" };

/** Gives a user exactly one role; recorded in the audit log with the previous role. */
export async function setUserRole(
  db: Database,
  actor: RoleChanger,
  raw: unknown,
): Promise<{ userId: string; email: string; previous: Role | null; role: Role }> {
  const input = parseInput(schema, raw);
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    if (!user) throw new AppError("not_found", `No account with the email ${input.email}`);
    const [current] = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, user.id));
    await tx
      .insert(userRoles)
      .values({ userId: user.id, role: input.role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role: input.role } });
    await recordAudit(tx, {
      action: "user.role_changed",
      userId: actor.kind === "admin" ? actor.userId : null,
      tableName: "user_roles",
      recordId: user.id,
      details: { email: input.email, from: current?.role ?? null, to: input.role, by: actor.kind },
    });
    return { userId: user.id, email: input.email, previous: (current?.role ?? null) as Role | null, role: input.role };
  });
}
