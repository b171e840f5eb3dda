import { PLAN_SESSION_TYPES, REGIONS } from "@domain/enums";
import type { Database, Executor } from "@server/db/client";
import { purchasedSupportPlans, supportPlans } from "@server/db/schema";
import { AppError, PG, pgErrorCode } from "@server/lib/errors";
import { isUuid } from "@server/lib/ids";
import { parseInput, tickBox } from "@server/lib/parse-input";
import { assertAdmin, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { and, eq, getTableColumns, ne, sql } from "drizzle-orm";
import { z } from "zod";
import { planVersion } from "./list-package-data";
import {
  editOfSeenRow,
  nameField,
  PACKAGES_ADMINS_ONLY,
  priceFields,
  versionField,
  wholeNumber,
} from "./package-fields";

export const SUPPORT_PLAN_NOT_FOUND = "Support plan not found";
/**
 * A bought plan's credits are spent on the services of its session type, read from the plan
 * (server/modules/booking/spend-credit.ts): changing it would change what clients already paid for.
 */
export const BOUGHT_PLAN_TYPE_FIXED =
  "Clients have bought this plan, so its session type cannot change: their sessions were sold for this type. Make it inactive instead.";

const NEEDS_PRICE = {
  priceGhs: "A local plan needs a price in GHS.",
  priceUsd: "An international plan needs a price in USD.",
  priceGbp: "An international plan needs a price in GBP.",
  priceEur: "An international plan needs a price in EUR.",
} as const;

const schema = z
  .object({
    planId: z.string({ error: SUPPORT_PLAN_NOT_FOUND }).trim().refine(isUuid, SUPPORT_PLAN_NOT_FOUND),
    version: versionField,
    name: nameField("plan"),
    description: z
      .string()
      .trim()
      .max(1000, "Please keep the description under 1,000 characters.")
      .nullish()
      .transform((v) => v || null),
    sessionCount: wholeNumber(1, 100, "Sessions must be a whole number from 1 to 100."),
    sessionType: z.enum(PLAN_SESSION_TYPES, { error: "Choose a session type." }),
    region: z.enum(REGIONS, { error: "Choose a region." }),
    ...priceFields,
    discountPercentage: wholeNumber(0, 100, "Discount must be a whole number from 0 to 100."),
    validMonths: wholeNumber(1, 120, "Valid months must be a whole number from 1 to 120."),
    isActive: tickBox,
  })
  .superRefine((plan, ctx) => {
    // The catalogue's CHECK: a plan is priced in its region's currencies (spec 000 §3).
    const needed = plan.region === "local" ? (["priceGhs"] as const) : (["priceUsd", "priceGbp", "priceEur"] as const);
    for (const field of needed) {
      if (plan[field] === null) ctx.addIssue({ code: "custom", path: [field], message: NEEDS_PRICE[field] });
    }
  });

/** What an admin edits (spec 001 §3), with the column each is stored in (for the audit log). */
const EDITABLE = {
  name: "name",
  description: "description",
  sessionCount: "session_count",
  sessionType: "session_type",
  region: "region",
  priceUsd: "price_usd",
  priceGbp: "price_gbp",
  priceEur: "price_eur",
  priceGhs: "price_ghs",
  discountPercentage: "discount_percentage",
  validMonths: "valid_months",
  isActive: "is_active",
} as const;

export interface SupportPlanUpdate {
  planId: string;
  /** The columns that changed (none when the form was saved as it was). */
  changed: string[];
}

/**
 * An admin edits a support plan (spec 001 §7: update of the fields of §3). Saved only if the
 * plan is still as the admin saw it (`version`): a second admin working from the same values is
 * told, not silently overwritten. Prices come in major units and are stored in minor units.
 * What clients already bought keeps what they paid, their sessions and their expiry (copied at
 * purchase), and the session type of a bought plan stays. Audited with the old and new values,
 * in the same transaction. Nothing caches the catalogue, so /support-plans and checkout show
 * the change on their next request.
 */
export async function updateSupportPlan(
  db: Database,
  viewer: Viewer,
  raw: unknown,
  now: Date = new Date(),
): Promise<SupportPlanUpdate> {
  assertAdmin(viewer, PACKAGES_ADMINS_ONLY);
  const { planId, version, ...next } = parseInput(schema, raw);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ ...getTableColumns(supportPlans), version: sql<string>`${planVersion()}` })
        .from(supportPlans)
        .where(eq(supportPlans.id, planId))
        .for("update");
      const { current, changes } = editOfSeenRow(row, version, next, EDITABLE, SUPPORT_PLAN_NOT_FOUND);
      if (Object.keys(changes).length === 0) return { planId, changed: [] };
      if (changes.session_type && (await isBought(tx, planId))) {
        throw new AppError("conflict", BOUGHT_PLAN_TYPE_FIXED, { sessionType: BOUGHT_PLAN_TYPE_FIXED });
      }
      if (changes.session_type || changes.region) await assertKindFree(tx, current, next);
      await tx
        .update(supportPlans)
        .set({
          ...next,
          // Always later than the version it replaces, even within one clock tick.
          updatedAt: sql`greatest(${now.toISOString()}::timestamptz, ${supportPlans.updatedAt} + interval '1 microsecond')`,
        })
        .where(eq(supportPlans.id, planId));
      await recordAudit(tx, {
        action: "support_plan.updated",
        userId: viewer.userId,
        tableName: "support_plans",
        recordId: planId,
        details: { name: next.name, changes },
      });
      return { planId, changed: Object.keys(changes) };
    });
  } catch (err) {
    // Two admins moving two plans onto one kind at once: the unique constraint decides.
    if (pgErrorCode(err) === PG.uniqueViolation)
      throw new AppError("conflict", KIND_TAKEN, { sessionType: KIND_TAKEN });
    throw err;
  }
}

const KIND_TAKEN = "There is already a plan of this kind for that region and session type. Change that plan instead.";

async function isBought(tx: Executor, planId: string): Promise<boolean> {
  const [bought] = await tx
    .select({ id: purchasedSupportPlans.id })
    .from(purchasedSupportPlans)
    .where(eq(purchasedSupportPlans.planId, planId))
    .limit(1);
  return bought !== undefined;
}

/** support_plans_kind_unique: one plan per region, session type and plan type. */
async function assertKindFree(
  tx: Executor,
  current: { id: string; planType: string },
  next: { region: string; sessionType: string },
): Promise<void> {
  const [other] = await tx
    .select({ name: supportPlans.name })
    .from(supportPlans)
    .where(
      and(
        eq(supportPlans.region, next.region),
        eq(supportPlans.sessionType, next.sessionType),
        eq(supportPlans.planType, current.planType),
        ne(supportPlans.id, current.id),
      ),
    )
    .limit(1);
  if (!other) return;
  const message = `"${other.name}" is already this kind of plan for that region and session type. Change that plan instead.`;
  throw new AppError("conflict", message, { sessionType: message });
}
