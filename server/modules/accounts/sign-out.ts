import type { Database } from "@server/db/client";
import { recordAudit } from "@server/modules/audit";
import type { Auth } from "./auth";
import type { Viewer } from "./viewer";

/** Ends the session (server and cookie) and records why. Returns the cookie-clearing headers. */
export async function signOut(
  db: Database,
  auth: Auth,
  viewer: Viewer | null,
  meta: { headers: Headers; ipAddress: string; reason: "user" | "inactivity" },
): Promise<string[]> {
  const result = await auth.api.signOut({ headers: meta.headers, returnHeaders: true });
  if (viewer) {
    await recordAudit(db, {
      action: meta.reason === "inactivity" ? "auth.sign_out_inactive" : "auth.sign_out",
      userId: viewer.userId,
      tableName: "auth_sessions",
      recordId: viewer.sessionId,
      ipAddress: meta.ipAddress,
    });
  }
  return result.headers.getSetCookie();
}
