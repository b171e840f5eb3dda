import { paymentTransactions, transactionLedger } from "@server/db/schema";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, uniq } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { beforeAll, describe, expect, it } from "vitest";
import { exportLedger, LEDGER_PAGE_SIZE, listLedger } from "./list-ledger";

const database = withTestDatabase();

type Viewer = Awaited<ReturnType<typeof viewerFor>>;
let admin: Viewer;
let therapist: Viewer;
let ama: { id: string };
let yaw: { id: string };

/** A payment and its ledger line, as a fulfilled Paystack payment or a transfer leaves them. */
async function line(
  clientId: string,
  values: {
    at: string;
    amount: number;
    currency: "GHS" | "USD" | "GBP" | "EUR";
    status?: string;
    provider?: "paystack" | "bank_transfer";
    channel?: string;
    network?: string;
  },
) {
  const { db } = database;
  const reference = uniq("ref");
  const provider = values.provider ?? "paystack";
  const [payment] = await db
    .insert(paymentTransactions)
    .values({
      reference,
      userId: clientId,
      provider,
      purpose: "booking",
      amount: values.amount,
      currency: values.currency,
      status: values.status === "completed" || values.status === undefined ? "success" : "pending",
      channel: values.channel ?? null,
      network: values.network ?? null,
    })
    .returning();
  await db.insert(transactionLedger).values({
    userId: clientId,
    paymentTransactionId: payment!.id,
    reference,
    amount: values.amount,
    currency: values.currency,
    status: values.status ?? "completed",
    transactionType: "booking",
    paymentProvider: provider,
    description: "Individual session",
    createdAt: new Date(values.at),
  });
  return reference;
}

beforeAll(async () => {
  const { db } = database;
  admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
  therapist = await viewerFor(db, (await insertPerson(db, { role: "therapist" })).id);
  ama = await insertPerson(db, { firstName: "Ama" });
  yaw = await insertPerson(db, { firstName: "Yaw" });
  await line(ama.id, {
    at: "2026-10-01T10:00:00Z",
    amount: 40_000,
    currency: "GHS",
    channel: "mobile_money",
    network: "MTN",
  });
  await line(ama.id, { at: "2026-10-15T10:00:00Z", amount: 12_550, currency: "USD", channel: "card" });
  await line(yaw.id, {
    at: "2026-10-31T23:59:00Z",
    amount: 9_000,
    currency: "GBP",
    provider: "bank_transfer",
    status: "pending",
  });
  await line(yaw.id, {
    at: "2026-11-01T00:00:00Z",
    amount: 30_000,
    currency: "GHS",
    status: "failed",
    channel: "card",
  });
});

describe("listLedger", () => {
  it("lists every line newest first with its client and how it was paid; the figures add up to the payments", async () => {
    const { db } = database;
    const page = await listLedger(db, admin);
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => [r.clientName, r.amount, r.currency, r.status])).toEqual([
      ["Yaw Mensah", 30_000, "GHS", "failed"],
      ["Yaw Mensah", 9_000, "GBP", "pending"],
      ["Ama Mensah", 12_550, "USD", "completed"],
      ["Ama Mensah", 40_000, "GHS", "completed"],
    ]);
    expect(page.rows.at(-1)).toMatchObject({ provider: "paystack", channel: "mobile_money", network: "MTN" });
    const cedis = page.rows.filter((r) => r.currency === "GHS" && r.status === "completed");
    expect(cedis.reduce((sum, r) => sum + r.amount, 0)).toBe(40_000);
  });

  it("filters by days in the practice's zone, status group, method, currency and client", async () => {
    const { db } = database;
    const amounts = async (q: Record<string, string>) => (await listLedger(db, admin, q)).rows.map((r) => r.amount);
    expect(await amounts({ from: "2026-10-15", to: "2026-10-31" })).toEqual([9_000, 12_550]);
    expect(await amounts({ from: "2026-11-01" })).toEqual([30_000]);
    expect(await amounts({ status: "other" })).toEqual([30_000]);
    expect(await amounts({ status: "pending" })).toEqual([9_000]);
    expect(await amounts({ provider: "mobile_money" })).toEqual([40_000]);
    expect(await amounts({ provider: "card" })).toEqual([30_000, 12_550]);
    expect(await amounts({ provider: "bank_transfer" })).toEqual([9_000]);
    expect(await amounts({ currency: "GHS", status: "completed" })).toEqual([40_000]);
    expect(await amounts({ client: ama.id })).toEqual([12_550, 40_000]);
  });

  it("drops a damaged filter rather than failing, and keeps the page within the pages there are", async () => {
    const { db } = database;
    const page = await listLedger(db, admin, {
      from: "2026-02-30",
      status: "lost",
      currency: "XYZ",
      client: "not-an-id",
      page: "999",
    });
    expect(page.filters).toEqual({ from: "", to: "", status: "", provider: "", currency: "", client: "" });
    expect(page.total).toBe(4);
    expect(page.page).toBe(1);
  });

  it("pages by LEDGER_PAGE_SIZE", async () => {
    const { db } = database;
    const many = await insertPerson(db, { firstName: "Kojo" });
    for (let i = 0; i < LEDGER_PAGE_SIZE + 1; i += 1)
      await line(many.id, {
        at: `2026-09-01T10:${String(i % 60).padStart(2, "0")}:00Z`,
        amount: 100 + i,
        currency: "USD",
      });
    const first = await listLedger(db, admin, { client: many.id });
    const second = await listLedger(db, admin, { client: many.id, page: "2" });
    expect([first.total, first.pageCount, first.rows.length, second.rows.length]).toEqual([
      LEDGER_PAGE_SIZE + 1,
      2,
      LEDGER_PAGE_SIZE,
      1,
    ]);
    expect(second.rows[0]?.amount).toBe(100);
  });

  it("is for admins only, the export too", async () => {
    const { db } = database;
    await expect(listLedger(db, therapist)).rejects.toMatchObject({ code: "forbidden" });
    await expect(exportLedger(db, therapist)).rejects.toMatchObject({ code: "forbidden" });
    expect((await exportLedger(db, admin, { currency: "GBP" })).map((r) => r.amount)).toEqual([9_000]);
  });
});
