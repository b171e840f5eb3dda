// Test support for the payment use cases (not a test itself): a migrated database, the fake
// Paystack server with the real client, a small HTTP receiver that plays the webhook route
// (401 for AppError unauthenticated, 200 otherwise), and builders for people and plans.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Currency, Region, Role } from "@domain/enums";
import type { Database, DatabaseHandle } from "@server/db/client";
import * as schema from "@server/db/schema";
import { createPaystackClient, type PaystackClient } from "@server/integrations/paystack";
import { type PaystackSimulator, startPaystackSimulator } from "@server/integrations/paystack-simulator";
import { AppError, isAppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { handlePaystackWebhook, type WebhookOutcome } from "@server/modules/checkout/handle-paystack-webhook";
import type { PaymentDeps } from "@server/modules/payments";
import { count, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, expect } from "vitest";
import { openTestDatabase } from "./database";
import { insertPerson, insertSupportPlan, uniq, validRow } from "./fixtures";
import { countJobs } from "./jobs";

export const SECRET = "sk_test_payments_kit_0123456789abcdef";
export const PUBLIC_URL = "https://practice.example";

export interface PaymentsWorld {
  handle: DatabaseHandle;
  db: Database;
  sim: PaystackSimulator;
  paystack: PaystackClient;
  deps: PaymentDeps;
  /** The receiver standing in for the webhook route (the simulator posts here unless told otherwise). */
  webhookUrl: string;
  /** What the webhook receiver answered, in order. */
  webhookAnswers: { status: number; outcome?: WebhookOutcome }[];
  close(): Promise<void>;
}

export async function openPaymentsWorld(options: { poolSize?: number } = {}): Promise<PaymentsWorld> {
  const handle = await openTestDatabase(options);
  const db = handle.db;
  const webhookAnswers: PaymentsWorld["webhookAnswers"] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const signature = req.headers["x-paystack-signature"];
      handlePaystackWebhook({ db }, body, typeof signature === "string" ? signature : null, SECRET).then(
        (outcome) => {
          webhookAnswers.push({ status: 200, outcome });
          res.writeHead(200).end();
        },
        (err: unknown) => {
          const status = isAppError(err) ? err.status : 500;
          webhookAnswers.push({ status });
          res.writeHead(status).end();
        },
      );
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  const webhookUrl = `http://127.0.0.1:${port}/api/paystack/webhook`;
  const sim = await startPaystackSimulator({ secretKey: SECRET, webhookUrl });
  const paystack = createPaystackClient({ secretKey: SECRET, baseUrl: sim.baseUrl, timeoutMs: 3_000 });
  return {
    handle,
    db,
    sim,
    paystack,
    deps: { db, paystack, publicUrl: PUBLIC_URL },
    webhookUrl,
    webhookAnswers,
    async close() {
      await sim.close().catch(() => {});
      await new Promise<void>((resolve) => {
        receiver.close(() => resolve());
        receiver.closeAllConnections();
      });
      await handle.close();
    },
  };
}

/** A Paystack client pointed at a port where nothing listens (Paystack down). */
export async function unreachablePaystack(): Promise<PaystackClient> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return createPaystackClient({ secretKey: SECRET, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 2_000 });
}

/** The signed-in person, as resolve-viewer would build it from their profile and role. */
export async function viewerFor(db: Database, userId: string): Promise<Viewer> {
  const [row] = await db
    .select({ profile: schema.profiles, role: schema.userRoles.role })
    .from(schema.profiles)
    .leftJoin(schema.userRoles, eq(schema.userRoles.userId, schema.profiles.id))
    .where(eq(schema.profiles.id, userId));
  if (!row) throw new Error(`viewerFor: no profile for ${userId}`);
  const { profile } = row;
  return {
    userId,
    sessionId: `test-session-${userId}`,
    role: (row.role ?? "client") as Role,
    firstName: profile.firstName,
    lastName: profile.lastName,
    email: profile.email,
    timezone: profile.timezone,
    region: profile.region as Region,
    currency: profile.currency as Currency,
    approvalStatus: profile.approvalStatus,
  };
}

export async function insertViewer(
  db: Database,
  options: { role?: Role; region?: Region; currency?: Currency } = {},
): Promise<Viewer> {
  const user = await insertPerson(db, { role: options.role ?? "client", region: options.region ?? "local" });
  const viewer = await viewerFor(db, user.id);
  return options.currency ? { ...viewer, currency: options.currency } : viewer;
}

/** A local plan: sold in cedis only. */
export const insertLocalPlan = (db: Database, overrides: Partial<typeof schema.supportPlans.$inferInsert> = {}) =>
  insertSupportPlan(db, {
    name: "Steady Growth: Individual Teletherapy",
    region: "local",
    sessionCount: 8,
    validMonths: 3,
    priceGhs: 288_000,
    originalPriceGhs: 320_000,
    priceUsd: null,
    priceGbp: null,
    priceEur: null,
    ...overrides,
  });

/** An international plan: sold in USD, GBP and EUR. */
export const insertInternationalPlan = (
  db: Database,
  overrides: Partial<typeof schema.supportPlans.$inferInsert> = {},
) =>
  insertSupportPlan(db, {
    name: "Steady Growth: Individual Teletherapy",
    region: "international",
    sessionCount: 8,
    validMonths: 6,
    priceGhs: null,
    priceUsd: 54_000,
    priceGbp: 46_800,
    priceEur: 54_000,
    ...overrides,
  });

/** A local therapy-journey package, as spec 000 §3's first: 6 online sessions of 50 minutes for ₵2,100. */
export async function insertLocalPackage(
  db: Database,
  overrides: Partial<typeof schema.therapyPackages.$inferInsert> = {},
): Promise<typeof schema.therapyPackages.$inferSelect> {
  const [row] = await db
    .insert(schema.therapyPackages)
    .values({
      ...validRow.therapyPackage(),
      id: uniq("local-package"),
      region: "local",
      name: "6 Session Teletherapy",
      format: "Individual Online",
      sessions: 6,
      durationMinutes: 50,
      sessionType: "individual_teletherapy",
      validMonths: 6,
      priceGhs: 210_000,
      priceUsd: null,
      priceGbp: null,
      priceEur: null,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insertLocalPackage: no row");
  return row;
}

/** The international package of spec 000 §3: 6 sessions of 50 minutes, USD 400, GBP 350, EUR 400. */
export const insertInternationalPackage = (
  db: Database,
  overrides: Partial<typeof schema.therapyPackages.$inferInsert> = {},
) =>
  insertLocalPackage(db, {
    id: uniq("intl-package"),
    region: "international",
    name: "6 Session Package",
    format: "Individual Teletherapy",
    priceGhs: null,
    priceUsd: 40_000,
    priceGbp: 35_000,
    priceEur: 40_000,
    ...overrides,
  });

const TABLES = {
  payments: schema.paymentTransactions,
  purchasedPlans: schema.purchasedSupportPlans,
  ledger: schema.transactionLedger,
  notifications: schema.notifications,
  audit: schema.auditLogs,
  outbox: schema.emailOutbox,
} as const satisfies Record<string, PgTable>;

export type RowCounts = Record<keyof typeof TABLES | "jobs", number>;

/** How many rows each table the payment use cases write holds, and how many jobs they queued. */
export async function countRows(db: Database): Promise<RowCounts> {
  const entries = await Promise.all(
    Object.entries(TABLES).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table as PgTable);
      return [name, Number(row?.n ?? 0)] as const;
    }),
  );
  return { ...Object.fromEntries(entries), jobs: await countJobs(db) } as RowCounts;
}

export async function countWhere(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** The AppError a promise rejects with (fails the test if it resolves or throws something else). */
export async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/**
 * Opens a payments world before the tests of the file (or describe block) it is called in and
 * closes it after them, like withTestDatabase: `const payments = usePaymentsWorld()`, then
 * `payments.world` inside tests and hooks.
 */
export function usePaymentsWorld(options: { poolSize?: number } = {}): { readonly world: PaymentsWorld } {
  return useWorld(() => openPaymentsWorld(options));
}

/** The before/after pair of every use…World(): opened once, closed once, read through a getter. */
export function useWorld<W extends { close(): Promise<void> }>(open: () => Promise<W>): { readonly world: W } {
  let opened: W | undefined;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(async () => {
    await opened?.close();
    opened = undefined;
  });
  return {
    get world() {
      if (!opened) throw new Error("the world is open only in tests and hooks, after its beforeAll");
      return opened;
    },
  };
}
