import { signInPaused } from "@domain/accounts";
import { auditLogs, profiles, userRoles, users } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { cookieHeader, testAuth } from "@tests/support/auth";
import { withTestDatabase } from "@tests/support/database";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "./auth";
import { EMAIL_TAKEN, registerClient, SIGN_UP_LIMIT } from "./register-client";
import { INVALID_CREDENTIALS, OFFER_SIGN_IN_LINK, SIGN_IN_LIMITS, signIn } from "./sign-in";

const database = withTestDatabase();
let auth: Auth;
const meta = (now?: Date) => ({ ipAddress: "203.0.113.7", headers: new Headers(), now });

beforeAll(async () => {
  auth = testAuth(database.db);
});

const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  registerClient(database.db, { firstName: "Ama", lastName: "Boateng", email, password: "secret1-2026", ...extra });

describe("sign-up", () => {
  it("creates the user, profile and client role together, and records it", async () => {
    const { userId } = await signUp("ama@example.com", {
      region: "local",
      currency: "GHS",
      timezone: "America/New_York",
    });
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile).toMatchObject({
      firstName: "Ama",
      region: "local",
      currency: "GHS",
      timezone: "America/New_York",
      approvalStatus: null,
    });
    const [role] = await database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(role?.role).toBe("client");
    const audit = await database.db.select().from(auditLogs).where(eq(auditLogs.userId, userId));
    expect(audit.map((a) => a.action)).toContain("auth.sign_up");
  });

  it("makes a therapist applicant a pending client", async () => {
    const { userId } = await signUp("applicant@example.com", { applyAsTherapist: true, applicationNote: "10 years" });
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.approvalStatus).toBe("pending");
    const [role] = await database.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(role?.role).toBe("client");
  });

  it("refuses a taken e-mail with a clear message and writes nothing", async () => {
    const before = await database.db.select({ n: sql<number>`count(*)` }).from(users);
    await expect(signUp("AMA@example.com")).rejects.toMatchObject({ code: "conflict", message: EMAIL_TAKEN });
    const after = await database.db.select({ n: sql<number>`count(*)` }).from(users);
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });

  it("refuses bad input with a message per field", async () => {
    const err = await registerClient(database.db, {
      firstName: "",
      lastName: "X",
      email: "nope",
      password: "123",
    }).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.status).toBe(400);
    expect(err.fields).toMatchObject({ firstName: "First name is required", password: "At least 8 characters" });
  });
});

describe("sign-in", () => {
  it("starts a session the cookie can be used with", async () => {
    const result = await signIn(database.db, auth, { email: "ama@example.com", password: "secret1-2026" }, meta());
    expect(result.role).toBe("client");
    const session = await auth.api.getSession({ headers: cookieHeader(result.cookies) });
    expect(session?.user.email).toBe("ama@example.com");
    const [cookie] = result.cookies;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("refuses a wrong password and records the failure", async () => {
    await expect(
      signIn(database.db, auth, { email: "ama@example.com", password: "wrong-one" }, meta()),
    ).rejects.toMatchObject({ code: "unauthenticated", message: INVALID_CREDENTIALS });
    const failures = await database.db.select().from(auditLogs).where(eq(auditLogs.action, "auth.sign_in_failed"));
    expect(failures.length).toBeGreaterThan(0);
  });

  it("pauses password sign-in on a guessed account, offering the owner a link, until the window has passed", async () => {
    await signUp("guessed@example.com");
    const start = new Date("2030-01-01T10:00:00Z");
    const outcomes: string[] = [];
    for (let i = 0; i < 50; i++) {
      const err = await signIn(database.db, auth, { email: "guessed@example.com", password: `guess-${i}` }, meta(start))
        .then(() => "signed-in")
        .catch((e: AppError) => e.code);
      outcomes.push(err);
    }
    expect(outcomes.slice(0, SIGN_IN_LIMITS.perAccount)).toEqual(
      Array(SIGN_IN_LIMITS.perAccount).fill("unauthenticated"),
    );
    expect(outcomes.slice(SIGN_IN_LIMITS.perAccount).every((o) => o === "rate_limited")).toBe(true);

    // Even the right password is refused while password sign-in is paused (the guesser learns
    // nothing), and the answer offers the owner a one-time link by e-mail.
    const locked = await signIn(
      database.db,
      auth,
      { email: "guessed@example.com", password: "secret1-2026" },
      meta(start),
    ).catch((e) => e);
    expect(locked.code).toBe("rate_limited");
    expect(locked.status).toBe(429);
    expect(locked.message).toBe(signInPaused("15 minutes"));
    expect(locked.fields).toEqual(OFFER_SIGN_IN_LINK);

    const later = new Date(start.getTime() + SIGN_IN_LIMITS.windowMs + 1000);
    const result = await signIn(
      database.db,
      auth,
      { email: "guessed@example.com", password: "secret1-2026" },
      meta(later),
    );
    expect(result.role).toBe("client");
  });

  it("counts only failed attempts per address: many people may sign in from one office, guessing is stopped", async () => {
    const start = new Date("2030-02-01T10:00:00Z");
    const office = (at: Date) => ({ ...meta(at), ipAddress: "203.0.113.77" });
    const guess = (i: number) =>
      signIn(database.db, auth, { email: `nobody-${i}@example.com`, password: "guess" }, office(start))
        .then(() => "signed-in")
        .catch((e: AppError) => e.code);
    await signUp("colleague@example.com");

    // Wrong passwords for many different accounts from one address, one short of the limit...
    // Side by side: each fails, so each counts, whatever order they are checked in.
    const outcomes = await Promise.all(Array.from({ length: SIGN_IN_LIMITS.perAddress - 1 }, (_, i) => guess(i)));
    expect(outcomes.every((o) => o === "unauthenticated")).toBe(true);
    // ...then colleagues signing in from there: were successes counted, the second would be refused.
    for (let i = 0; i < 3; i++) {
      const result = await signIn(
        database.db,
        auth,
        { email: "colleague@example.com", password: "secret1-2026" },
        office(start),
      );
      expect(result.role).toBe("client");
    }
    // The last guess the limit allows, and then the address is stopped.
    expect(await guess(SIGN_IN_LIMITS.perAddress)).toBe("unauthenticated");
    expect(await guess(SIGN_IN_LIMITS.perAddress + 1)).toBe("rate_limited");
  }, 60_000);
});

describe("sign-up limit per address", () => {
  it("refuses the sign-ups past the limit from one address with a 429, and counts addresses apart", async () => {
    const at = (ipAddress: string, i: number) =>
      registerClient(
        database.db,
        { firstName: "Esi", lastName: "Limit", email: `limit-${ipAddress}-${i}@example.com`, password: "secret1-2026" },
        { ipAddress },
      )
        .then(() => "created")
        .catch((e: AppError) => e.code);
    const outcomes: string[] = [];
    for (let i = 0; i <= SIGN_UP_LIMIT.perAddress(); i++) outcomes.push(await at("198.51.100.50", i));
    expect(outcomes.slice(0, SIGN_UP_LIMIT.perAddress())).toEqual(Array(SIGN_UP_LIMIT.perAddress()).fill("created"));
    expect(outcomes.at(-1)).toBe("rate_limited");
    expect(await at("198.51.100.51", 0)).toBe("created");
    const refused = await database.db
      .select()
      .from(users)
      .where(eq(users.email, `limit-198.51.100.50-${SIGN_UP_LIMIT.perAddress()}@example.com`));
    expect(refused).toEqual([]);
  });
});
