import { createHash } from "node:crypto";
import { CONTACT_HONEYPOT_FIELD } from "@domain/contact";
import { contactInquiries, emailOutbox, rateLimits } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { practiceConfig } from "@server/lib/practice";
import { SEND_EMAIL_JOB } from "@server/modules/mail";
import { withTestDatabase } from "@tests/support/database";
import { allowNewJobs, queuedJobs, refuseNewJobs } from "@tests/support/jobs";
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT, hashClientIp, submitInquiry } from "./submit-inquiry";

const values = {
  firstName: "Akosua",
  lastName: "Mensah",
  email: "akosua@example.com",
  phone: "+233 24 123 4567",
  preferredService: "couples",
  message: "My partner and I would like to start couples therapy.",
  [CONTACT_HONEYPOT_FIELD]: "",
};

const database = withTestDatabase();
let ipCounter = 0;
/** A fresh sender for each test, so rate-limit counts never leak between tests. */
const nextIp = () => `203.0.113.${++ipCounter}`;

async function counts() {
  const [inquiries, outbox, queued, limits] = await Promise.all([
    database.db.select().from(contactInquiries),
    database.db.select().from(emailOutbox),
    queuedJobs(database.db),
    database.db.select().from(rateLimits),
  ]);
  return { inquiries: inquiries.length, outbox: outbox.length, jobs: queued.length, rateLimits: limits.length };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeEach(async () => {
  await database.db.execute(sql`truncate contact_inquiries, email_outbox, rate_limits`);
  await database.db.execute(sql`delete from pgboss.job`);
});

describe("submitInquiry", () => {
  it("stores a valid inquiry and queues one e-mail to the practice", async () => {
    const ip = nextIp();
    expect(await submitInquiry(database.db, { values, clientIp: ip })).toEqual({ status: "received" });

    const [inquiry, ...moreInquiries] = await database.db.select().from(contactInquiries);
    expect(moreInquiries).toHaveLength(0);
    expect(inquiry).toMatchObject({
      firstName: "Akosua",
      lastName: "Mensah",
      email: "akosua@example.com",
      phone: "+233 24 123 4567",
      preferredService: "couples",
      status: "new",
      sourceHash: hashClientIp(ip),
    });
    expect(inquiry?.sourceHash).not.toContain(ip);
    // Keyed: not the plain SHA-256 of the address, which anyone could recompute.
    expect(inquiry?.sourceHash).not.toBe(createHash("sha256").update(ip).digest("hex"));

    const outbox = await database.db.select().from(emailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ toAddress: practiceConfig().email, status: "pending" });
    expect(outbox[0]?.subject).toBe("New consultation request: Akosua Mensah (Couples Therapy)");
    expect(outbox[0]?.textBody).toContain(values.message);
    expect(outbox[0]?.textBody).toContain(inquiry?.id);

    const queued = await queuedJobs(database.db);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ name: SEND_EMAIL_JOB, state: "created", data: { outboxId: outbox[0]?.id } });
  });

  it("keeps an empty phone as no phone", async () => {
    await submitInquiry(database.db, { values: { ...values, phone: "  " }, clientIp: nextIp() });
    const [inquiry] = await database.db.select().from(contactInquiries);
    expect(inquiry?.phone).toBeNull();
  });

  it("writes the inquiry and the e-mail in one transaction: when queueing fails, nothing stays", async () => {
    // Any new job is refused, so the last step of the use case fails.
    await refuseNewJobs(database.db);
    try {
      await expect(submitInquiry(database.db, { values, clientIp: nextIp() })).rejects.toThrow();
    } finally {
      await allowNewJobs(database.db);
    }
    const after = await counts();
    expect({ inquiries: after.inquiries, outbox: after.outbox, jobs: after.jobs }).toEqual({
      inquiries: 0,
      outbox: 0,
      jobs: 0,
    });
  });

  it("rejects invalid input with bad_request and per-field messages, writing nothing", async () => {
    const error = await rejection(
      submitInquiry(database.db, {
        values: { ...values, email: "not-an-address", message: "Hi", preferredService: "walking" },
        clientIp: nextIp(),
      }),
    );
    expect(error.code).toBe("bad_request");
    expect(error.status).toBe(400);
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["email", "message", "preferredService"]);
    expect(await counts()).toEqual({ inquiries: 0, outbox: 0, jobs: 0, rateLimits: 0 });
  });

  it("answers a filled honeypot like a success but writes nothing", async () => {
    const result = await submitInquiry(database.db, {
      values: { ...values, [CONTACT_HONEYPOT_FIELD]: "https://cheap-pills.example" },
      clientIp: nextIp(),
    });
    expect(result).toEqual({ status: "received" });
    expect(await counts()).toEqual({ inquiries: 0, outbox: 0, jobs: 0, rateLimits: 0 });
  });

  it("refuses the 6th inquiry from one address within the hour, not another address's", async () => {
    const ip = nextIp();
    const start = new Date("2031-05-05T09:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) {
      await submitInquiry(database.db, { values, clientIp: ip, now: at(i * 10) });
    }

    const error = await rejection(submitInquiry(database.db, { values, clientIp: ip, now: at(55) }));
    expect(error.code).toBe("rate_limited");
    expect(error.status).toBe(429);
    expect(error.message).toBe(
      `You have sent several messages in a short time. Please try again in 5 minutes, or e-mail us at ${practiceConfig().email}.`,
    );
    expect((await counts()).inquiries).toBe(5);

    await submitInquiry(database.db, { values, clientIp: nextIp(), now: at(56) });
    expect((await counts()).inquiries).toBe(6);

    // A new window opens an hour after the first inquiry.
    await submitInquiry(database.db, { values, clientIp: ip, now: at(61) });
    expect((await counts()).inquiries).toBe(7);
  });
});
