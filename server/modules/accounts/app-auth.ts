import { getDb } from "@server/db";
import { serverSecrets } from "@server/lib/secrets";
import { type Auth, createAuth } from "./auth";
import { passwordResetHooks } from "./password-reset";

let instance: Promise<Auth> | undefined;

/** The server's one authentication instance, over the app database. */
export function appAuth(): Promise<Auth> {
  instance ??= (async () => {
    const db = await getDb();
    return createAuth(db, serverSecrets().authSecret, passwordResetHooks(db));
  })();
  return instance;
}
