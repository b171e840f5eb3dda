import { PASSWORD_BREACHED, PASSWORD_TOO_SHORT } from "@domain/accounts";
import { auditLogs, authSessions, emailOutbox, profiles, userRoles } from "@server/db/schema";
import { cookieHeader, testAuth } from "@tests/support/auth";
import { withTestDatabase } from "@tests/support/database";
import { queuedJobs, runQueuedJobs } from "@tests/support/jobs";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "./auth";
import {
  PASSWORD_RESET_JOB,
  RESET_LINK_INVALID,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
  sendPasswordReset,
} from "./password-reset";
import { registerClient } from "./register-client";
import { resolveViewer } from "./resolve-viewer";
import { setUserRole } from "./set-user-role";
import { signIn } from "./sign-in";

const database = withTestDatabase();
let auth: Auth;
const meta = { ipAddress: "198.51.100.4", headers: new Headers() };
const MIN = 60_000;

beforeAll(async () => {
  auth = testAuth(database.db);
  await registerClient(database.db, {
    firstName: "Kwame",
    lastName: "Osei",
    email: "kwame@example.com",
    password: "secret1-2026",
  });
});

/** Runs the waiting jobs of one kind once, as a worker would. */
const jobsOf = (kind: string) => queuedJobs(database.db, kind);

const runJobs = (kind: string, run: (payload: Record<string, unknown>) => Promise<void>) =>
  runQueuedJobs(database.db, kind, (_db, payload) => run(payload));

async function signedIn() {
  const result = await signIn(database.db, auth, { email: "kwame@example.com", password: "secret1-2026" }, meta);
  return cookieHeader(result.cookies);
}

describe("sessions and inactivity on the server", () => {
  it("resolves the viewer with profile and role, and records activity at most once a minute", async () => {
    const headers = await signedIn();
    const t0 = new Date(Date.now() + 5 * MIN);
    const first = await resolveViewer(database.db, auth, headers, { now: t0, recordActivity: true });
    expect(first.viewer).toMatchObject({ firstName: "Kwame", role: "client", email: "kwame@example.com" });
    const [session] = await database.db.select().from(authSessions).where(eq(authSessions.id, first.viewer!.sessionId));
    expect(session?.lastActiveAt.getTime()).toBe(t0.getTime());

    await resolveViewer(database.db, auth, headers, { now: new Date(t0.getTime() + 30_000), recordActivity: true });
    const [unchanged] = await database.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.id, first.viewer!.sessionId));
    expect(unchanged?.lastActiveAt.getTime()).toBe(t0.getTime());
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, first.viewer!.userId));
    expect(profile?.lastActivity?.getTime()).toBe(t0.getTime());
  });

  it("keeps a session idle for 59 minutes and ends one idle for 60", async () => {
    const headers = await signedIn();
    const start = new Date(Date.now() + 10 * MIN);
    const { viewer } = await resolveViewer(database.db, auth, headers, { now: start, recordActivity: true });
    expect(viewer).not.toBeNull();

    const at59 = await resolveViewer(database.db, auth, headers, {
      now: new Date(start.getTime() + 59 * MIN),
      recordActivity: false,
    });
    expect(at59.viewer).not.toBeNull();

    const at60 = await resolveViewer(database.db, auth, headers, {
      now: new Date(start.getTime() + 60 * MIN),
      recordActivity: false,
    });
    expect(at60).toEqual({ viewer: null, expiredForInactivity: true });
    const rows = await database.db.select().from(authSessions).where(eq(authSessions.id, viewer!.sessionId));
    expect(rows).toHaveLength(0);
    const audit = await database.db.select().from(auditLogs).where(eq(auditLogs.action, "auth.session_expired"));
    expect(audit.length).toBe(1);
  });
});

describe("password reset", () => {
  it("mails a link, changes the password once, and records it", async () => {
    const message = await requestPasswordReset(database.db, { email: "kwame@example.com" }, meta);
    expect(message).toBe(RESET_REQUESTED);
    await runJobs(PASSWORD_RESET_JOB, (payload) => sendPasswordReset(auth, payload));
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "kwame@example.com"));
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.textBody ?? "")?.[1] ?? "");
    expect(token.length).toBeGreaterThan(10);

    // A breached password is refused on the field, and the link still works for a good one.
    await expect(
      resetPassword(auth, { token, password: "iloveyou1", confirmPassword: "iloveyou1" }),
    ).rejects.toMatchObject({ status: 400, fields: { password: PASSWORD_BREACHED } });
    await resetPassword(auth, { token, password: "new-secret", confirmPassword: "new-secret" });
    await expect(
      signIn(database.db, auth, { email: "kwame@example.com", password: "secret1-2026" }, meta),
    ).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(
      signIn(database.db, auth, { email: "kwame@example.com", password: "new-secret" }, meta),
    ).resolves.toMatchObject({ role: "client" });
    await expect(
      resetPassword(auth, { token, password: "again-2026", confirmPassword: "again-2026" }),
    ).rejects.toMatchObject({
      message: RESET_LINK_INVALID,
    });
    const actions = (await database.db.select().from(auditLogs)).map((a) => a.action);
    expect(actions).toContain("auth.password_reset_requested");
    expect(actions).toContain("auth.password_reset");
  });

  it("is held to the same rules on every way the authentication library offers to choose a password", async () => {
    const refusal = (message: string) =>
      expect.objectContaining({ statusCode: 400, body: expect.objectContaining({ message }) });
    await expect(
      auth.api.signUpEmail({ body: { name: "Yaa Short", email: "yaa@example.com", password: "1234567" } }),
    ).rejects.toEqual(refusal(PASSWORD_TOO_SHORT));
    await expect(
      auth.api.signUpEmail({ body: { name: "Yaa Common", email: "yaa@example.com", password: "sunshine1" } }),
    ).rejects.toEqual(refusal(PASSWORD_BREACHED));

    await registerClient(database.db, {
      firstName: "Esi",
      lastName: "Owusu",
      email: "esi@example.com",
      password: "esi-2026-ok",
    });
    const signedInEsi = await signIn(database.db, auth, { email: "esi@example.com", password: "esi-2026-ok" }, meta);
    await expect(
      auth.api.changePassword({
        body: { currentPassword: "esi-2026-ok", newPassword: "Football1" },
        headers: cookieHeader(signedInEsi.cookies),
      }),
    ).rejects.toEqual(refusal(PASSWORD_BREACHED));

    await requestPasswordReset(database.db, { email: "esi@example.com" }, meta);
    await runJobs(PASSWORD_RESET_JOB, (payload) => sendPasswordReset(auth, payload));
    const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "esi@example.com"));
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.textBody ?? "")?.[1] ?? "");
    await expect(auth.api.resetPassword({ body: { token, newPassword: "qwertyuiop" } })).rejects.toEqual(
      refusal(PASSWORD_BREACHED),
    );
    // Nothing was changed: the old password still signs in, and the link is still unused.
    await expect(
      signIn(database.db, auth, { email: "esi@example.com", password: "esi-2026-ok" }, meta),
    ).resolves.toMatchObject({ role: "client" });
    await expect(auth.api.resetPassword({ body: { token, newPassword: "esi-renewed-2026" } })).resolves.toBeTruthy();
  });

  it("answers the same for an unknown e-mail, doing the same work at once (one job), and the job sends nothing", async () => {
    const jobsBefore = await jobsOf(PASSWORD_RESET_JOB);
    const before = await database.db.select().from(emailOutbox);
    expect(await requestPasswordReset(database.db, { email: "nobody@example.com" }, meta)).toBe(RESET_REQUESTED);
    expect(await jobsOf(PASSWORD_RESET_JOB)).toHaveLength(jobsBefore.length + 1);
    await runJobs(PASSWORD_RESET_JOB, (payload) => sendPasswordReset(auth, payload));
    expect(await database.db.select().from(emailOutbox)).toHaveLength(before.length);
    // A known address: the same single job at request time, and the e-mail only from the job.
    expect(await requestPasswordReset(database.db, { email: "kwame@example.com" }, meta)).toBe(RESET_REQUESTED);
    expect(await jobsOf(PASSWORD_RESET_JOB)).toHaveLength(jobsBefore.length + 2);
    expect(await database.db.select().from(emailOutbox)).toHaveLength(before.length);
    await runJobs(PASSWORD_RESET_JOB, (payload) => sendPasswordReset(auth, payload));
    expect(await database.db.select().from(emailOutbox)).toHaveLength(before.length + 1);
  });
});

describe("role changes", () => {
  it("sets exactly one role and records from and to", async () => {
    const result = await setUserRole(
      database.db,
      { kind: "operator" },
      { email: "KWAME@example.com", role: "therapist" },
    );
    expect(result).toMatchObject({ previous: "client", role: "therapist" });
    const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, result.userId));
    expect(roles.map((r) => r.role)).toEqual(["therapist"]);
    const [audit] = await database.db.select().from(auditLogs).where(eq(auditLogs.action, "user.role_changed"));
    expect(audit?.details).toMatchObject({ from: "client", to: "therapist", by: "operator" });
  });

  it("refuses an unknown role or account clearly", async () => {
    await expect(
      setUserRole(database.db, { kind: "operator" }, { email: "kwame@example.com", role: "owner" }),
    ).rejects.toMatchObject({ code: "bad_request" });
    await expect(
      setUserRole(database.db, { kind: "operator" }, { email: "ghost@example.com", role: "admin" }),
    ).rejects.toMatchObject({ code: "not_found" });
  });
});
