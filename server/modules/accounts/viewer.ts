import type { Currency, Region, Role } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { param, preparedQuery } from "@server/db/prepared";
import { authSessions, profiles, userRoles } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { eq } from "drizzle-orm";

/** The signed-in person a request acts for: every permission is decided from this. */
export interface Viewer {
  userId: string;
  sessionId: string;
  /** From user_roles; a user without a row counts as a client (spec 001 §6). */
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  timezone: string;
  region: Region;
  currency: Currency;
  approvalStatus: string | null;
}

/** What anyone but an administrator is told by an admin-only action that words no refusal of its own. */
export const ADMINS_ONLY_DEFAULT = "Only an administrator can do this.";

/**
 * Refuses (forbidden) anyone but an administrator: the first check of every admin-only use case.
 * `message` is what she reads, worded for the action ("Only an administrator can manage coupons.").
 */
export function assertAdmin(viewer: Viewer, message: string = ADMINS_ONLY_DEFAULT): void {
  if (viewer.role !== "admin") throw new AppError("forbidden", message);
}

export interface ViewerRow extends Viewer {
  lastActiveAt: Date;
  /** When the authentication library's session ends, idle or not. */
  expiresAt: Date;
  /** Set while an admin has suspended the account: its sessions no longer count. */
  suspendedAt: Date | null;
}

const viewerByToken = preparedQuery("viewer_by_session_token", (db) =>
  db
    .select({
      userId: authSessions.userId,
      sessionId: authSessions.id,
      lastActiveAt: authSessions.lastActiveAt,
      expiresAt: authSessions.expiresAt,
      role: userRoles.role,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      email: profiles.email,
      timezone: profiles.timezone,
      region: profiles.region,
      currency: profiles.currency,
      approvalStatus: profiles.approvalStatus,
      suspendedAt: profiles.suspendedAt,
    })
    .from(authSessions)
    .innerJoin(profiles, eq(profiles.id, authSessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, authSessions.userId))
    .where(eq(authSessions.token, param("token"))),
);

/**
 * One query: the session named by its token, with the person's profile and role. A profile
 * exists only for an existing user (its key is the user's), so this finds exactly the sessions
 * the authentication library's own look-up (session joined to its user) finds.
 */
export async function loadViewerRow(db: Executor, sessionToken: string): Promise<ViewerRow | null> {
  const [row] = await viewerByToken(db).execute({ token: sessionToken });
  if (!row) return null;
  return {
    ...row,
    role: (row.role ?? "client") as Role,
    region: row.region as Region,
    currency: row.currency as Currency,
  };
}
