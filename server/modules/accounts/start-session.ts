import { createHmac } from "node:crypto";
import type { Auth } from "./auth";

/**
 * Starts a session for a person whose identity was proven some other way than their password
 * (a one-time sign-in link), exactly as the authentication library does after a password: its
 * session row, and its signed, httpOnly cookie. Returns the Set-Cookie header.
 */
export async function startSession(
  auth: Auth,
  userId: string,
  meta: { ipAddress: string; userAgent?: string | null },
): Promise<string> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId, false, {
    ipAddress: meta.ipAddress,
    userAgent: meta.userAgent ?? "",
  });
  if (!session) throw new Error("the session could not be created");
  const { name, attributes: options } = context.authCookies.sessionToken;
  // The library's signed cookie: the token, a dot, and the base64 HMAC-SHA256 of the token.
  const signature = createHmac("sha256", context.secret).update(session.token).digest("base64");
  const value = encodeURIComponent(`${session.token}.${signature}`);
  const maxAge = Math.round((session.expiresAt.getTime() - Date.now()) / 1000);
  const parts = [
    `${name}=${value}`,
    `Max-Age=${maxAge}`,
    `Path=${options.path ?? "/"}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ];
  return parts.join("; ");
}
