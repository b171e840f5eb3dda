import { GIFTS_PAGE_SIZE } from "@domain/gift-admin";
import * as schema from "@server/db/schema";
import { validRow } from "@tests/support/fixtures";
import { type Certificate, useGiftsAdminWorld } from "@tests/support/gifts-admin-world";
import { rejection } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { exportGiftCertificates } from "./export-gift-certificates";
import { listGiftCertificates } from "./list-gift-certificates";

// The admin's Gift certificates tab: its figures (what is still owed per currency), the list with
// its filters and search, the CSV, and nobody else may have any of it.
const w = useGiftsAdminWorld();
const NOW = new Date("2031-07-15T12:00:00Z");
const at = (iso: string) => new Date(iso);
const MESSAGE = "Happy birthday, my dear sister. Rest well this year.";

let buyerEmail: string;
let c: Record<"active" | "service" | "partly" | "expired" | "void" | "used", { cert: Certificate; code: string }>;

beforeAll(async () => {
  const [buyer] = await w.db.select().from(schema.users).where(eq(schema.users.id, w.client.userId));
  buyerEmail = buyer!.email;
  c = {
    active: await w.issue({ recipientName: "Efua Boateng", message: MESSAGE, issuedAt: at("2031-07-01T09:00:00Z") }),
    service: await w.issue({
      kind: "service",
      serviceCategory: "couples",
      serviceRegion: "local",
      faceValue: 116_300,
      balance: 116_300,
      currency: "GHS",
      recipientName: "Kwesi Appiah",
      issuedAt: at("2031-06-01T09:00:00Z"),
    }),
    partly: await w.issue({
      faceValue: 50_000,
      balance: 20_000,
      currency: "GHS",
      recipientName: "Adjoa Mensah",
      issuedAt: at("2031-05-01T09:00:00Z"),
    }),
    expired: await w.issue({
      faceValue: 5_000,
      balance: 5_000,
      recipientName: "Yaa Asantewaa",
      issuedAt: at("2030-07-01T09:00:00Z"),
      expiresAt: at("2031-07-01T09:00:00Z"),
    }),
    void: await w.issue({
      faceValue: 6_000,
      balance: 6_000,
      currency: "GBP",
      status: "void",
      voidedAt: at("2031-07-10T09:00:00Z"),
      voidReason: "Paid twice by mistake",
      recipientName: "Abena Ofori",
      issuedAt: at("2031-04-01T09:00:00Z"),
    }),
    used: await w.issue({
      balance: 0,
      status: "redeemed",
      recipientName: "Akosua Darko",
      issuedAt: at("2031-03-01T09:00:00Z"),
    }),
  };
  // Two payments from the partly used certificate; the second was given back (a cancelled session).
  const booking = async () =>
    (await w.db.insert(schema.bookings).values(validRow.booking(w.world)).returning({ id: schema.bookings.id }))[0]!.id;
  await w.db.insert(schema.giftRedemptions).values([
    {
      certificateId: c.partly.cert.id,
      bookingId: await booking(),
      userId: w.client.userId,
      amount: 30_000,
      covered: 30_000,
      coveredCurrency: "GHS",
      createdAt: at("2031-06-10T10:00:00Z"),
    },
    {
      certificateId: c.partly.cert.id,
      bookingId: await booking(),
      userId: w.client.userId,
      amount: 20_000,
      covered: 20_000,
      coveredCurrency: "GHS",
      createdAt: at("2031-06-20T10:00:00Z"),
      releasedAt: at("2031-06-21T10:00:00Z"),
    },
  ]);
});

const ids = (list: { certificates: { id: string }[] }) => list.certificates.map((cert) => cert.id);

describe("listGiftCertificates", () => {
  it("counts what was issued, used up, expired and voided, and owes the balances of active, unexpired certificates per currency", async () => {
    const { figures } = await listGiftCertificates(w.db, w.admin, {}, { now: NOW });
    expect(figures).toEqual({
      issued: 6,
      active: 3,
      used: 1,
      expired: 1,
      void: 1,
      // Not the expired dollars, nor the void pounds; the partly used one for what is left.
      outstanding: { USD: 8_000, GHS: 116_300 + 20_000 },
    });
    // A day after the active dollars expire, they are owed no more.
    const later = await listGiftCertificates(w.db, w.admin, {}, { now: at("2031-09-02T00:00:00Z") });
    expect(later.figures).toMatchObject({ active: 0, expired: 4, outstanding: {} });
  });

  it("lists newest first with each one's state, product and people, and what it paid (dates and amounts only)", async () => {
    const list = await listGiftCertificates(w.db, w.admin, {}, { now: NOW });
    expect(ids(list)).toEqual([c.active, c.service, c.partly, c.void, c.used, c.expired].map((x) => x.cert.id));
    expect(list.certificates.map((cert) => cert.state)).toEqual([
      "active",
      "active",
      "active",
      "void",
      "used",
      "expired",
    ]);
    const [first] = list.certificates;
    expect(first).toMatchObject({
      codeHint: c.active.cert.codeHint,
      productName: "One session",
      kind: "amount",
      faceValue: 8_000,
      balance: 8_000,
      currency: "USD",
      buyerName: "Ama Owusu",
      buyerEmail,
      recipientName: "Efua Boateng",
      claimed: false,
      redemptions: [],
    });
    const partly = list.certificates.find((cert) => cert.id === c.partly.cert.id)!;
    expect(partly.redemptions).toEqual([
      { at: at("2031-06-10T10:00:00Z"), amount: 30_000, covered: 30_000, coveredCurrency: "GHS" },
    ]);
    expect(list.certificates.find((cert) => cert.id === c.void.cert.id)).toMatchObject({
      voidReason: "Paid twice by mistake",
    });
    // Never the code's hash, nor the buyer's words to the recipient.
    const shown = JSON.stringify(list);
    expect(shown).not.toContain(c.active.cert.codeHash);
    expect(shown).not.toContain(MESSAGE);
    expect(shown).not.toContain(c.active.code);
    expect(Object.keys(first!)).not.toContain("message");
  });

  it("filters by state, expired included", async () => {
    const only = async (status: string) => ids(await listGiftCertificates(w.db, w.admin, { status }, { now: NOW }));
    expect(await only("expired")).toEqual([c.expired.cert.id]);
    expect(await only("void")).toEqual([c.void.cert.id]);
    expect(await only("used")).toEqual([c.used.cert.id]);
    expect(await only("active")).toEqual([c.active, c.service, c.partly].map((x) => x.cert.id));
    // A damaged filter shows everything.
    const damaged = await listGiftCertificates(w.db, w.admin, { status: "gone" }, { now: NOW });
    expect(damaged.total).toBe(6);
    expect(damaged.filters.state).toBe("");
  });

  it("searches the recipient's and buyer's names and e-mails, the code's last group, or a whole code", async () => {
    const search = async (q: string) => ids(await listGiftCertificates(w.db, w.admin, { q }, { now: NOW }));
    expect(await search("kwesi")).toEqual([c.service.cert.id]);
    expect(await search(c.partly.cert.recipientEmail.toUpperCase())).toEqual([c.partly.cert.id]);
    expect(await search("ama owusu")).toHaveLength(6);
    expect(await search(buyerEmail)).toHaveLength(6);
    expect(await search(c.used.code.toLowerCase())).toEqual([c.used.cert.id]);
    expect(await search(c.expired.cert.codeHint.toLowerCase())).toContain(c.expired.cert.id);
    expect(await search("nobody-like-this")).toEqual([]);
    // Letters, never a pattern.
    expect(await search("%")).toEqual([]);
  });

  it("pages the list", async () => {
    const list = await listGiftCertificates(w.db, w.admin, { page: "9" }, { now: NOW });
    expect(GIFTS_PAGE_SIZE).toBeGreaterThan(6);
    expect(list).toMatchObject({ page: 1, pageCount: 1, total: 6 });
  });
});

describe("exportGiftCertificates", () => {
  it("writes the filtered list as CSV: hints, people, amounts and states, never the code, its hash or the message; audited", async () => {
    const { csv, filename } = await exportGiftCertificates(w.db, w.admin, {}, { now: NOW });
    expect(filename).toBe("gift-certificates-2031-07-15.csv");
    const [header, ...rows] = csv.trim().split("\r\n");
    expect(header).toBe(
      "issued,code_ends_with,product,pays_for,currency,face_value,balance,status,buyer,buyer_email,recipient,recipient_email,delivery,expires,claimed,voided,void_reason,payment_reference",
    );
    expect(rows).toHaveLength(6);
    expect(rows[0]).toContain(`,${c.active.cert.codeHint},One session,Amount,USD,80.00,80.00,Active,Ama Owusu,`);
    expect(rows[1]).toContain(",Couples session in Ghana,GHS,1163.00,1163.00,Active,");
    expect(rows.find((row) => row.includes("Abena Ofori"))).toContain(",Void,");
    expect(rows.find((row) => row.includes("Abena Ofori"))).toContain(",Paid twice by mistake,");
    for (const { cert, code } of Object.values(c)) {
      expect(csv).not.toContain(code);
      expect(csv).not.toContain(cert.codeHash);
    }
    expect(csv).not.toContain(MESSAGE);
    const expired = await exportGiftCertificates(w.db, w.admin, { status: "expired" }, { now: NOW });
    expect(expired.csv.trim().split("\r\n")).toHaveLength(2);
    const audits = await w.db.select().from(schema.auditLogs);
    expect(audits.filter((a) => a.action === "gifts.exported" && a.userId === w.admin.userId)).toHaveLength(2);
  });
});

describe("who may see certificates", () => {
  it("refuses clients and therapists", async () => {
    for (const who of [w.client, w.therapist]) {
      expect((await rejection(listGiftCertificates(w.db, who, {}, { now: NOW }))).code).toBe("forbidden");
      expect((await rejection(exportGiftCertificates(w.db, who, {}, { now: NOW }))).code).toBe("forbidden");
    }
  });
});
