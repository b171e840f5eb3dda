import { getDb } from "@server/db";
import { env } from "@server/lib/env";
import { type Auth, createAuth } from "./auth";
import { resolveAuthSecret } from "./auth-secret";
import { passwordResetHooks } from "./password-reset";

let instance: Promise<Auth> | undefined;

/** The server's one authentication instance, over the app database. */
export function appAuth(): Promise<Auth> {
  instance ??= (async () => {
    const db = await getDb();
    const secret = await resolveAuthSecret(db, env().AUTH_SECRET);
    return createAuth(db, secret, passwordResetHooks(db));
  })();
  return instance;
}
