// Test support for credits (not a test itself): support plans and therapy-journey packages a
// client holds, as rows of purchased_support_plans, with the catalogue rows they name.
import type { PlanSessionType } from "@domain/enums";
import type { Executor } from "@server/db/client";
import * as schema from "@server/db/schema";
import { insertSupportPlan, uniq } from "./fixtures";

const DAY_MS = 86_400_000;

export interface CreditOptions {
  name?: string;
  sessionType?: PlanSessionType;
  /** A package's session length (default 50); ignored for a plan, whose credits pay any length. */
  sessionMinutes?: number;
  remainingSessions?: number;
  totalSessions?: number;
  expiresAt?: Date;
  status?: "active" | "pending_payment" | "expired" | "cancelled";
  amount?: number;
}

/** A bought therapy-journey package (a local one, in cedis, by default 6 sessions of 50 minutes). */
export async function insertPackageCredit(db: Executor, userId: string, options: CreditOptions = {}) {
  const sessionType = options.sessionType ?? "individual_teletherapy";
  const minutes = options.sessionMinutes ?? 50;
  const [pack] = await db
    .insert(schema.therapyPackages)
    .values({
      id: uniq("package"),
      region: "local",
      name: options.name ?? "6 Session Teletherapy",
      format: "Individual Online",
      icon: "video",
      sessions: options.totalSessions ?? 6,
      durationMinutes: minutes,
      sessionType,
      description: "Six sessions.",
      priceGhs: options.amount ?? 210_000,
    })
    .returning();
  return insertPurchase(db, userId, { packageId: pack!.id, sessionMinutes: minutes }, sessionType, options);
}

/** A bought support plan (any session length). */
export async function insertPlanCredit(db: Executor, userId: string, options: CreditOptions = {}) {
  const sessionType = options.sessionType ?? "individual_teletherapy";
  const plan = await insertSupportPlan(db, { name: options.name ?? "Steady Growth", sessionType });
  return insertPurchase(db, userId, { planId: plan.id, sessionMinutes: null }, sessionType, options);
}

async function insertPurchase(
  db: Executor,
  userId: string,
  bought: { planId?: string; packageId?: string; sessionMinutes: number | null },
  sessionType: PlanSessionType,
  options: CreditOptions,
) {
  const total = options.totalSessions ?? 6;
  const [row] = await db
    .insert(schema.purchasedSupportPlans)
    .values({
      userId,
      ...bought,
      sessionType,
      remainingSessions: options.remainingSessions ?? total,
      totalSessions: total,
      expiresAt: options.expiresAt ?? new Date(Date.now() + 180 * DAY_MS),
      status: options.status ?? "active",
      amount: options.amount ?? 210_000,
      currency: "GHS",
      activatedAt: new Date(),
    })
    .returning();
  return row!;
}
