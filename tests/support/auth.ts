import { createAuth, passwordResetHooks } from "@server/modules/accounts";
import type { Database } from "../../server/db/client";

/** The production authentication setup over a test database. */
export function testAuth(db: Database) {
  return createAuth(db, "test-secret-that-is-at-least-32-characters-long", passwordResetHooks(db));
}

/** Request headers carrying the cookies a response set (as a browser would send them back). */
export function cookieHeader(setCookies: string[]): Headers {
  const pairs = setCookies.map((c) => c.split(";")[0]).filter((c) => c && !c.endsWith("="));
  return new Headers({ cookie: pairs.join("; ") });
}
