import { SIGN_IN_LINK_TEXT } from "@domain/accounts";
import { auditLogs, authSessions, emailOutbox, profiles } from "@server/db/schema";
import { cookieHeader, testAuth } from "@tests/support/auth";
import { withTestDatabase } from "@tests/support/database";
import { queuedJobs, runQueuedJobs } from "@tests/support/jobs";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "./auth";
import { registerClient } from "./register-client";
import { resolveViewer } from "./resolve-viewer";
import { ACCOUNT_SUSPENDED, SIGN_IN_LIMITS, signIn } from "./sign-in";
import {
  requestSignInLink,
  SIGN_IN_LINK_JOB,
  SIGN_IN_LINK_LIMITS,
  sendSignInLink,
  signInWithLink,
} from "./sign-in-link";

const database = withTestDatabase();
let auth: Auth;
const guesser = { ipAddress: "203.0.113.66", headers: new Headers() };
const owner = { ipAddress: "198.51.100.9", headers: new Headers() };

beforeAll(async () => {
  auth = testAuth(database.db);
});

const linkJobs = () => queuedJobs(database.db, SIGN_IN_LINK_JOB);

/** Runs the waiting link jobs, as a worker would. */
const runLinkJobs = (now?: Date) =>
  runQueuedJobs(database.db, SIGN_IN_LINK_JOB, (db, payload) => sendSignInLink(db, payload, now));

async function linkMailedTo(email: string): Promise<string> {
  const mails = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const link = /\/auth\/sign-in-link\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.textBody ?? "");
  if (!link?.[1]) throw new Error(`no sign-in link mailed to ${email}`);
  return link[1];
}

async function guessedAccount(email: string) {
  await registerClient(database.db, { firstName: "Abena", lastName: "Owner", email, password: "right-password" });
  for (let i = 0; i < SIGN_IN_LIMITS.perAccount + 3; i++) {
    await signIn(database.db, auth, { email, password: `guess-${i}` }, guesser).catch(() => undefined);
  }
  await expect(signIn(database.db, auth, { email, password: "right-password" }, owner)).rejects.toMatchObject({
    code: "rate_limited",
  });
}

describe("the one-time sign-in link", () => {
  it("lets the owner of an account being guessed in, while the guesser stays refused", async () => {
    await guessedAccount("abena@example.com");
    expect(await requestSignInLink(database.db, { email: "abena@example.com" }, owner)).toBe(SIGN_IN_LINK_TEXT.sent);
    await runLinkJobs();
    const mail = (
      await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "abena@example.com"))
    ).at(-1);
    expect(mail?.textBody).toMatch(/someone has been trying to sign in/);
    const token = await linkMailedTo("abena@example.com");

    const signedIn = await signInWithLink(database.db, auth, { token }, owner);
    expect(signedIn.role).toBe("client");
    const { viewer } = await resolveViewer(database.db, auth, cookieHeader([signedIn.cookie]), {
      recordActivity: false,
    });
    expect(viewer?.email).toBe("abena@example.com");
    // Password sign-in is still paused for the guesser.
    await expect(
      signIn(database.db, auth, { email: "abena@example.com", password: "guess-x" }, guesser),
    ).rejects.toMatchObject({ code: "rate_limited" });
    const used = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "auth.sign_in_link_used"), eq(auditLogs.userId, signedIn.userId)));
    expect(used).toHaveLength(1);
  });

  it("works once, expires, and is refused when made up", async () => {
    await registerClient(database.db, {
      firstName: "Kofi",
      lastName: "Once",
      email: "kofi@example.com",
      password: "secret1-2026",
    });
    await requestSignInLink(database.db, { email: "kofi@example.com" }, owner);
    await runLinkJobs();
    const token = await linkMailedTo("kofi@example.com");
    await signInWithLink(database.db, auth, { token }, owner);
    await expect(signInWithLink(database.db, auth, { token }, owner)).rejects.toMatchObject({
      code: "bad_request",
      message: SIGN_IN_LINK_TEXT.invalid,
    });

    await requestSignInLink(database.db, { email: "kofi@example.com" }, owner);
    await runLinkJobs();
    const late = await linkMailedTo("kofi@example.com");
    await expect(
      signInWithLink(database.db, auth, { token: late }, { ...owner, now: new Date(Date.now() + 16 * 60_000) }),
    ).rejects.toMatchObject({ message: SIGN_IN_LINK_TEXT.invalid });
    await expect(signInWithLink(database.db, auth, { token: "A".repeat(43) }, owner)).rejects.toMatchObject({
      message: SIGN_IN_LINK_TEXT.invalid,
    });
  });

  it("does not open an account suspended after its link was sent", async () => {
    const { userId } = await registerClient(database.db, {
      firstName: "Esi",
      lastName: "Held",
      email: "esi.held@example.com",
      password: "secret1-2026",
    });
    await requestSignInLink(database.db, { email: "esi.held@example.com" }, owner);
    await runLinkJobs();
    const token = await linkMailedTo("esi.held@example.com");
    // As if the suspension committed between the e-mail and the click (suspending also deletes unused links).
    await database.db.update(profiles).set({ suspendedAt: new Date() }).where(eq(profiles.id, userId));
    await expect(signInWithLink(database.db, auth, { token }, owner)).rejects.toMatchObject({
      code: "forbidden",
      message: ACCOUNT_SUSPENDED,
    });
    expect(await database.db.select().from(authSessions).where(eq(authSessions.userId, userId))).toEqual([]);
  });

  it("answers an unknown address the same, with the same single job, and the job writes no e-mail", async () => {
    const before = (await linkJobs()).length;
    const mails = (await database.db.select().from(emailOutbox)).length;
    expect(await requestSignInLink(database.db, { email: "nobody-here@example.com" }, owner)).toBe(
      SIGN_IN_LINK_TEXT.sent,
    );
    expect(await linkJobs()).toHaveLength(before + 1);
    await runLinkJobs();
    expect(await database.db.select().from(emailOutbox)).toHaveLength(mails);
  });

  it("sends at most a few links an hour to one account, and takes a few requests an hour from one address", async () => {
    await registerClient(database.db, {
      firstName: "Yaw",
      lastName: "Many",
      email: "yaw@example.com",
      password: "secret1-2026",
    });
    const address = { ipAddress: "192.0.2.44", headers: new Headers() };
    const answers: string[] = [];
    for (let i = 0; i <= SIGN_IN_LINK_LIMITS.perAddress; i++) {
      answers.push(
        await requestSignInLink(database.db, { email: "yaw@example.com" }, address)
          .then(() => "ok")
          .catch((e) => e.code),
      );
    }
    expect(answers.at(-1)).toBe("rate_limited");
    await runLinkJobs();
    const sent = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "yaw@example.com"));
    expect(sent).toHaveLength(SIGN_IN_LINK_LIMITS.perAccount);
  });
});
