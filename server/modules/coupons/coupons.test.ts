import { COUPON_TEXT, COUPONS_PAGE_SIZE } from "@domain/coupons";
import { auditLogs, coupons } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, uniqCode } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createCoupon } from "./create-coupon";
import { deleteCoupon } from "./delete-coupon";
import { listCoupons } from "./list-coupons";

const database = withTestDatabase();
const NOW = new Date("2031-07-15T12:00:00Z");

let admin: Viewer;
let others: Viewer[];

beforeAll(async () => {
  const { db } = database;
  admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
  others = [
    await viewerFor(db, (await insertPerson(db, { role: "client" })).id),
    await viewerFor(db, (await insertPerson(db, { role: "therapist" })).id),
  ];
});

const auditOf = (recordId: string) =>
  database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.tableName, "coupons"), eq(auditLogs.recordId, recordId)));
const couponById = async (id: string) => (await database.db.select().from(coupons).where(eq(coupons.id, id)))[0];
const newCode = uniqCode;
const form = (overrides: Record<string, string> = {}) => ({
  intent: "create",
  code: newCode(),
  couponType: "individual_teletherapy",
  expiresOn: "",
  notes: "",
  ...overrides,
});

describe("createCoupon", () => {
  it("creates an active coupon with the code upper-cased and trimmed, and audits it in the same transaction", async () => {
    const code = newCode();
    const created = await createCoupon(
      database.db,
      admin,
      form({ code: ` ${code.toLowerCase()} `, couponType: "individual_in_person", notes: "  For the open day " }),
      { now: NOW },
    );
    expect(created).toMatchObject({ code, couponType: "individual_in_person", expiresAt: null });
    const stored = await couponById(created.id);
    expect(stored).toMatchObject({
      code,
      couponType: "individual_in_person",
      status: "active",
      expiresAt: null,
      notes: "For the open day",
      createdBy: admin.userId,
      usedAt: null,
    });
    const [audit] = await auditOf(created.id);
    expect(audit).toMatchObject({ action: "coupon.created", userId: admin.userId });
    expect(audit?.details).toEqual({ code, couponType: "individual_in_person", expiresAt: null });
  });

  it("keeps an expiry day as the end of that day in the practice's calendar", async () => {
    const created = await createCoupon(database.db, admin, form({ expiresOn: "2031-08-31" }), { now: NOW });
    expect(created.expiresAt?.toISOString()).toBe("2031-09-01T00:00:00.000Z");
    expect((await couponById(created.id))?.expiresAt?.toISOString()).toBe("2031-09-01T00:00:00.000Z");
    // Today is allowed: the coupon is good until tonight.
    const today = await createCoupon(database.db, admin, form({ expiresOn: "2031-07-15" }), { now: NOW });
    expect(today.expiresAt?.toISOString()).toBe("2031-07-16T00:00:00.000Z");
  });

  it("refuses a code already taken, whatever its case, with a clear message and nothing written", async () => {
    const code = newCode();
    const first = await createCoupon(database.db, admin, form({ code }), { now: NOW });
    const auditsBefore = (await database.db.select().from(auditLogs)).length;
    const error = await rejection(createCoupon(database.db, admin, form({ code: code.toLowerCase() }), { now: NOW }));
    expect([error.code, error.message]).toEqual(["conflict", COUPON_TEXT.duplicate(code)]);
    expect(error.fields).toEqual({ code: COUPON_TEXT.duplicate(code) });
    expect(await database.db.select().from(coupons).where(eq(coupons.code, code))).toHaveLength(1);
    expect((await database.db.select().from(auditLogs)).length).toBe(auditsBefore);
    expect(await auditOf(first.id)).toHaveLength(1);
  });

  it.each([
    ["a missing code", { code: undefined }, "code", COUPON_TEXT.enterCode],
    ["a blank code", { code: "   " }, "code", COUPON_TEXT.enterCode],
    ["a code of 21 characters", { code: "A".repeat(21) }, "code", COUPON_TEXT.codeTooLong],
    ["a code with a space", { code: "TWO WORDS" }, "code", COUPON_TEXT.codeCharacters],
    ["a code with an accent", { code: "café" }, "code", COUPON_TEXT.codeCharacters],
    ["no type", { couponType: "" }, "couponType", COUPON_TEXT.chooseType],
    ["an unknown type", { couponType: "couples" }, "couponType", COUPON_TEXT.chooseType],
    ["a day that does not exist", { expiresOn: "2031-02-30" }, "expiresOn", COUPON_TEXT.expiryInvalid],
    ["a timestamp for a day", { expiresOn: "2031-08-01T00:00:00Z" }, "expiresOn", COUPON_TEXT.expiryInvalid],
    ["a day already past", { expiresOn: "2031-07-14" }, "expiresOn", COUPON_TEXT.expiryPast],
    ["a day decades ahead", { expiresOn: "2205-01-01" }, "expiresOn", COUPON_TEXT.expiryTooFar],
    ["notes of 501 characters", { notes: "n".repeat(501) }, "notes", COUPON_TEXT.notesTooLong],
  ])("refuses %s with a message for its field, writing nothing", async (_name, change, field, message) => {
    const before = (await database.db.select().from(coupons)).length;
    const error = await rejection(createCoupon(database.db, admin, { ...form(), ...change }, { now: NOW }));
    expect([error.code, error.message]).toEqual(["bad_request", message]);
    expect(error.fields?.[field]).toBe(message);
    expect((await database.db.select().from(coupons)).length).toBe(before);
  });

  it("accepts a code of exactly 20 characters with hyphens", async () => {
    const code = `Z${newCode()}`.padEnd(20, "-").slice(0, 20);
    expect((await createCoupon(database.db, admin, form({ code }), { now: NOW })).code).toBe(code);
  });

  it("is for admins only: clients and therapists are refused before anything is read", async () => {
    const code = newCode();
    for (const viewer of others) {
      const error = await rejection(createCoupon(database.db, viewer, form({ code }), { now: NOW }));
      expect([error.code, error.message]).toEqual(["forbidden", COUPON_TEXT.adminsOnly]);
      // Even bad input is refused as forbidden: a non-admin learns nothing about the rules.
      expect((await rejection(createCoupon(database.db, viewer, {}))).code).toBe("forbidden");
    }
    expect(await database.db.select().from(coupons).where(eq(coupons.code, code))).toEqual([]);
  });
});

describe("listCoupons", () => {
  it("lists a page at a time, newest first, with the total and the page count", async () => {
    const { db } = database;
    const prefix = `PG${Date.now().toString(36).toUpperCase().slice(-5)}`;
    const base = new Date("2031-06-01T00:00:00Z").getTime();
    await db.insert(coupons).values(
      Array.from({ length: COUPONS_PAGE_SIZE + 5 }, (_, i) => ({
        code: `${prefix}-${String(i).padStart(3, "0")}`,
        couponType: "individual_teletherapy",
        createdAt: new Date(base + i * 60_000),
      })),
    );
    const first = await listCoupons(db, admin, { q: prefix }, { now: NOW });
    expect(first).toMatchObject({ total: COUPONS_PAGE_SIZE + 5, page: 1, pageCount: 2, search: prefix });
    expect(first.coupons).toHaveLength(COUPONS_PAGE_SIZE);
    expect(first.coupons[0]?.code).toBe(`${prefix}-${String(COUPONS_PAGE_SIZE + 4).padStart(3, "0")}`);
    const second = await listCoupons(db, admin, { q: prefix, page: "2" }, { now: NOW });
    expect(second.page).toBe(2);
    expect(second.coupons.map((c) => c.code)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `${prefix}-${String(i).padStart(3, "0")}`),
    );
    // Pages never overlap, and a page past the last shows the last.
    const seen = new Set([...first.coupons, ...second.coupons].map((c) => c.id));
    expect(seen.size).toBe(COUPONS_PAGE_SIZE + 5);
    expect((await listCoupons(db, admin, { q: prefix, page: "99" }, { now: NOW })).page).toBe(2);
  });

  it("searches by any part of the code, in any case, and shows every field of a coupon", async () => {
    const { db } = database;
    const created = await createCoupon(
      db,
      admin,
      form({ code: "SRCH-NEEDLE-7", couponType: "individual_in_person", expiresOn: "2031-12-31", notes: "Gala" }),
      { now: NOW },
    );
    await createCoupon(db, admin, form({ code: "SRCH-HAY-8" }), { now: NOW });
    const list = await listCoupons(db, admin, { q: " needle " }, { now: NOW });
    expect(list.search).toBe("NEEDLE");
    expect(list.total).toBe(1);
    expect(list.coupons).toEqual([
      {
        id: created.id,
        code: "SRCH-NEEDLE-7",
        couponType: "individual_in_person",
        status: "active",
        expiresAt: new Date("2032-01-01T00:00:00Z"),
        notes: "Gala",
        createdAt: NOW,
      },
    ]);
    expect((await listCoupons(db, admin, { q: "SRCH-" }, { now: NOW })).total).toBe(2);
    // The search is letters, not a pattern.
    expect((await listCoupons(db, admin, { q: "SRCH%" }, { now: NOW })).total).toBe(0);
    expect((await listCoupons(db, admin, { q: "S_CH" }, { now: NOW })).total).toBe(0);
    expect((await listCoupons(db, admin, { q: "NOTHING-LIKE-IT" }, { now: NOW })).coupons).toEqual([]);
  });

  it("reads an active coupon past its expiry as expired; used and stored-expired ones as they are", async () => {
    const { db } = database;
    await db.insert(coupons).values([
      { code: "EXP-PAST", couponType: "individual_teletherapy", expiresAt: new Date("2031-07-15T11:00:00Z") },
      { code: "EXP-LATER", couponType: "individual_teletherapy", expiresAt: new Date("2031-07-16T00:00:00Z") },
      { code: "EXP-NEVER", couponType: "individual_teletherapy" },
      { code: "EXP-STORED", couponType: "individual_teletherapy", status: "expired" },
      {
        code: "EXP-USED",
        couponType: "individual_teletherapy",
        status: "used",
        usedAt: new Date("2031-07-01T10:00:00Z"),
        expiresAt: new Date("2031-07-10T00:00:00Z"),
      },
    ]);
    const list = await listCoupons(db, admin, { q: "EXP-" }, { now: NOW });
    expect(Object.fromEntries(list.coupons.map((c) => [c.code, c.status]))).toEqual({
      "EXP-PAST": "expired",
      "EXP-LATER": "active",
      "EXP-NEVER": "active",
      "EXP-STORED": "expired",
      "EXP-USED": "used",
    });
    // The next day, the one good through today has expired too.
    const tomorrow = await listCoupons(db, admin, { q: "EXP-LATER" }, { now: new Date("2031-07-16T00:00:00Z") });
    expect(tomorrow.coupons[0]?.status).toBe("expired");
  });

  it("copes with damaged parameters: the first page of everything", async () => {
    const { db } = database;
    for (const raw of [
      { q: "x".repeat(500), page: "-3" },
      { q: "a\u0000b", page: "1e309" },
      { q: ["a"], page: {} },
    ]) {
      const list = await listCoupons(db, admin, raw, { now: NOW });
      expect(list).toMatchObject({ page: 1, search: "" });
      expect(list.coupons.length).toBeGreaterThan(0);
    }
  });

  it("is for admins only", async () => {
    for (const viewer of others) {
      const error = await rejection(listCoupons(database.db, viewer));
      expect([error.code, error.message]).toEqual(["forbidden", COUPON_TEXT.adminsOnly]);
    }
  });
});

describe("deleteCoupon", () => {
  it("deletes an unused coupon and audits it with what it was", async () => {
    const created = await createCoupon(database.db, admin, form(), { now: NOW });
    expect(await deleteCoupon(database.db, admin, { intent: "delete", couponId: created.id })).toEqual({
      id: created.id,
      code: created.code,
    });
    expect(await couponById(created.id)).toBeUndefined();
    const entries = await auditOf(created.id);
    expect(entries.map((e) => e.action).sort()).toEqual(["coupon.created", "coupon.deleted"]);
    const deleted = entries.find((e) => e.action === "coupon.deleted");
    expect(deleted).toMatchObject({ userId: admin.userId });
    expect(deleted?.details).toEqual({ code: created.code, couponType: "individual_teletherapy", status: "active" });
  });

  it("deletes an expired coupon too", async () => {
    const [expired] = await database.db
      .insert(coupons)
      .values({ code: newCode(), couponType: "individual_teletherapy", status: "expired" })
      .returning();
    await deleteCoupon(database.db, admin, { couponId: expired?.id });
    expect(await couponById(expired?.id ?? "")).toBeUndefined();
  });

  it("refuses a used coupon, keeps it and writes no audit entry", async () => {
    const [used] = await database.db
      .insert(coupons)
      .values({ code: newCode(), couponType: "individual_teletherapy", status: "used", usedAt: NOW })
      .returning();
    const id = used?.id ?? "";
    const error = await rejection(deleteCoupon(database.db, admin, { couponId: id }));
    expect([error.code, error.message]).toEqual(["conflict", COUPON_TEXT.usedNotDeleted]);
    expect((await couponById(id))?.status).toBe("used");
    expect(await auditOf(id)).toEqual([]);
  });

  it("says a coupon that is gone, or an id that is not one, is not found", async () => {
    const created = await createCoupon(database.db, admin, form(), { now: NOW });
    await deleteCoupon(database.db, admin, { couponId: created.id });
    for (const couponId of [created.id, "not-an-id", "", undefined]) {
      const error = await rejection(deleteCoupon(database.db, admin, { couponId }));
      expect([error.code, error.message]).toEqual([
        couponId === created.id ? "not_found" : "bad_request",
        COUPON_TEXT.notFound,
      ]);
    }
  });

  it("is for admins only: the coupon stays", async () => {
    const created = await createCoupon(database.db, admin, form(), { now: NOW });
    for (const viewer of others) {
      const error = await rejection(deleteCoupon(database.db, viewer, { couponId: created.id }));
      expect([error.code, error.message]).toEqual(["forbidden", COUPON_TEXT.adminsOnly]);
    }
    expect(await couponById(created.id)).toBeDefined();
  });
});
