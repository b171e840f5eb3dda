import { getDb } from "@server/db";
import { publicUrl } from "@server/lib/env";
import { serverSecrets } from "@server/lib/secrets";
import { type Auth, createAuth } from "./auth";
import { passwordResetHooks } from "./password-reset";

const instances = new Map<boolean, Promise<Auth>>();

/**
 * The server's authentication over the app database: one instance for requests that came over
 * https (its session cookie Secure and named __Secure-…), one for those that did not. Without a
 * request, the public URL's scheme decides.
 */
export function appAuth(secure = publicUrl().startsWith("https://")): Promise<Auth> {
  let instance = instances.get(secure);
  if (!instance) {
    instance = getDb().then((db) =>
      createAuth(db, serverSecrets().authSecret, passwordResetHooks(db), { secureCookies: secure }),
    );
    instances.set(secure, instance);
  }
  return instance;
}

/** The authentication for a request: https as the server saw it, through a trusted proxy too. */
export const authFor = (request: Request): Promise<Auth> => appAuth(new URL(request.url).protocol === "https:");
