// Behind a reverse proxy every connection comes from the proxy. With TRUST_PROXY set, the limits
// on sign-in guesses still fall on each visitor (the address the proxy appends to
// X-Forwarded-For), not on everyone at once; and what a visitor writes into that header herself
// gains her nothing. Without it, the header is nobody's word at all.
//
// The test speaks for the proxy: the last X-Forwarded-For entry of each request is what the proxy
// would have appended, anything before it what the visitor sent.
import { randomUUID } from "node:crypto";
import { SIGN_IN_LIMITS } from "@server/modules/accounts";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLogs } from "../../server/db/schema";
import { type AppServer, withAppServer } from "../support/app-server";
import { send } from "../support/http-probe";

const VISITOR_A = "198.51.100.10";
const VISITOR_B = "203.0.113.20";
const VISITOR_C = "192.0.2.30";

/** One wrong password for a fresh e-mail address, so only the limit per address can be reached. */
async function guess(app: AppServer, forwardedFor?: string): Promise<number> {
  const email = `guess-${randomUUID()}@example.test`;
  const answer = await send(app, {
    path: "/auth",
    form: { intent: "signin", email, password: "not-the-password" },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });
  return answer.status;
}

/** Makes `count` guesses from one address, each answered as a wrong password. */
async function guessMany(app: AppServer, count: number, forwardedFor: (attempt: number) => string | undefined) {
  for (let attempt = 0; attempt < count; attempt++) {
    expect(await guess(app, forwardedFor(attempt)), `guess ${attempt + 1}`).toBe(401);
  }
}

/** The address the app recorded for a failed sign-in of `email`. */
async function recordedAddress(app: AppServer, email: string): Promise<string | null | undefined> {
  const [row] = await app.db
    .select({ ip: auditLogs.ipAddress })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, "auth.sign_in_failed"), sql`${auditLogs.details}->>'email' = ${email}`));
  return row?.ip;
}

describe("behind one trusted proxy (TRUST_PROXY=1)", () => {
  const server = withAppServer({ env: { TRUST_PROXY: "1" } });

  it("knows a visitor by the address the proxy appended, not by what she wrote before it", async () => {
    const email = `forger-${randomUUID()}@example.test`;
    const answer = await send(server.app, {
      path: "/auth",
      form: { intent: "signin", email, password: "not-the-password" },
      headers: { "x-forwarded-for": `1.2.3.4, ${VISITOR_C}` },
    });
    expect(answer.status).toBe(401);
    expect(await recordedAddress(server.app, email)).toBe(VISITOR_C);
  });

  it("limits the guesses of each visitor on her own, and a forged header does not escape it", async () => {
    await guessMany(server.app, SIGN_IN_LIMITS.perAddress, () => VISITOR_A);
    expect(await guess(server.app, VISITOR_A)).toBe(429);

    // Another visitor on the same connection from the proxy is not held up by A's guessing.
    expect(await guess(server.app, VISITOR_B)).toBe(401);

    // A writes B's address into the header; the proxy appends hers: she is still A.
    expect(await guess(server.app, `${VISITOR_B}, ${VISITOR_A}`)).toBe(429);
    expect(await guess(server.app, `${VISITOR_B},${VISITOR_A}`)).toBe(429);
    // Nor does garbage of her own making help her.
    expect(await guess(server.app, `not-an-address, ${VISITOR_A}`)).toBe(429);

    // And B, writing A's address before his own, is still B.
    expect(await guess(server.app, `${VISITOR_A}, ${VISITOR_B}`)).toBe(401);
  });
});

describe("with no trusted proxy (TRUST_PROXY unset, 0)", () => {
  const server = withAppServer();

  it("knows everyone by the connection's address and limits it, however the header changes", async () => {
    const email = `forger-${randomUUID()}@example.test`;
    const answer = await send(server.app, {
      path: "/auth",
      form: { intent: "signin", email, password: "not-the-password" },
      headers: { "x-forwarded-for": VISITOR_A },
    });
    expect(answer.status).toBe(401);
    expect(await recordedAddress(server.app, email)).toBe("127.0.0.1");

    // The rest of the connection's guesses, each claiming a new address (the first none).
    await guessMany(server.app, SIGN_IN_LIMITS.perAddress - 1, (attempt) =>
      attempt === 0 ? undefined : `198.51.100.${attempt}`,
    );
    expect(await guess(server.app, VISITOR_B)).toBe(429);
    expect(await guess(server.app)).toBe(429);
  });
});
