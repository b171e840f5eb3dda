// Test support for the admin's gift certificates and their expiry reminders (not a test itself):
// a migrated database with an admin, a client and a therapist, and certificates issued as the
// fulfiler issues them (a real code, of which only the hash and last group are stored; the
// recipient's e-mail queued for its delivery moment), so a test can spend the code, void it,
// send it again and read the outbox.
import type { GiftCharge } from "@domain/gift-certificates";
import { canonicalGiftCode } from "@domain/gift-codes";
import type { Executor } from "@server/db/client";
import * as schema from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { giftCodeHash, giftCodeHint, newGiftCode } from "@server/modules/gifts/gift-code";
import { enqueueEmail } from "@server/modules/mail";
import { and, eq } from "drizzle-orm";
import { beforeAll } from "vitest";
import { type TestDatabase, withTestDatabase } from "./database";
import { insertPerson, insertWorld, validRow, type World } from "./fixtures";
import { viewerFor } from "./payments-world";

export type Certificate = typeof schema.giftCertificates.$inferSelect;
type CertificateInsert = typeof schema.giftCertificates.$inferInsert;

/** A charge a USD amount certificate pays: an individual session abroad. */
export const usdCharge = (price = 8_000): GiftCharge => ({
  category: "individual",
  region: "international",
  price,
  currency: "USD",
});

export interface GiftsAdminWorld {
  readonly database: TestDatabase;
  readonly db: TestDatabase["db"];
  readonly admin: Viewer;
  readonly client: Viewer;
  readonly therapist: Viewer;
  readonly world: World;
  /**
   * A certificate issued with a real code (returned: nothing else knows it). With `mailAt`, its
   * recipient e-mail is queued for then (pending in the outbox until it goes).
   */
  issue(
    overrides?: Partial<CertificateInsert>,
    options?: { mailAt?: Date },
  ): Promise<{ cert: Certificate; code: string }>;
  certificate(id: string): Promise<Certificate>;
  outboxMessage(id: string): Promise<typeof schema.emailOutbox.$inferSelect | undefined>;
  mailsTo(address: string): Promise<(typeof schema.emailOutbox.$inferSelect)[]>;
  auditOf(id: string, action: string): Promise<(typeof schema.auditLogs.$inferSelect)[]>;
}

let counter = 0;

export function useGiftsAdminWorld(): GiftsAdminWorld {
  const database = withTestDatabase();
  let people: { admin: Viewer; client: Viewer; therapist: Viewer; world: World } | undefined;
  beforeAll(async () => {
    const { db } = database;
    const world = await insertWorld(db);
    people = {
      world,
      admin: await viewerFor(db, (await insertPerson(db, { role: "admin" })).id),
      client: await viewerFor(db, world.clientId),
      therapist: await viewerFor(db, world.therapistId),
    };
  });
  const ready = () => {
    if (!people) throw new Error("useGiftsAdminWorld: the world is built in beforeAll");
    return people;
  };
  const db = (): Executor => database.db;
  return {
    database,
    get db() {
      return database.db;
    },
    get admin() {
      return ready().admin;
    },
    get client() {
      return ready().client;
    },
    get therapist() {
      return ready().therapist;
    },
    get world() {
      return ready().world;
    },
    async issue(overrides = {}, options = {}) {
      const code = newGiftCode();
      const canonical = canonicalGiftCode(code)!;
      counter += 1;
      const [cert] = await db()
        .insert(schema.giftCertificates)
        .values({
          ...validRow.giftCertificate(ready().world),
          recipientEmail: `recipient-${counter}@example.test`,
          codeHash: giftCodeHash(canonical),
          codeHint: giftCodeHint(code),
          ...overrides,
        })
        .returning();
      if (!options.mailAt) return { cert: cert!, code };
      const emailId = await enqueueEmail(db(), {
        to: cert!.recipientEmail,
        subject: "You have a gift",
        text: `Your code: ${code}`,
        sendAt: options.mailAt,
      });
      const [mailed] = await db()
        .update(schema.giftCertificates)
        .set({ emailId, deliverAt: options.mailAt })
        .where(eq(schema.giftCertificates.id, cert!.id))
        .returning();
      return { cert: mailed!, code };
    },
    async certificate(id) {
      const [row] = await db().select().from(schema.giftCertificates).where(eq(schema.giftCertificates.id, id));
      return row!;
    },
    async outboxMessage(id) {
      const [row] = await db().select().from(schema.emailOutbox).where(eq(schema.emailOutbox.id, id));
      return row;
    },
    mailsTo(address) {
      return db()
        .select()
        .from(schema.emailOutbox)
        .where(eq(schema.emailOutbox.toAddress, address))
        .orderBy(schema.emailOutbox.createdAt);
    },
    auditOf(id, action) {
      return db()
        .select()
        .from(schema.auditLogs)
        .where(
          and(
            eq(schema.auditLogs.tableName, "gift_certificates"),
            eq(schema.auditLogs.recordId, id),
            eq(schema.auditLogs.action, action),
          ),
        );
    },
  };
}
