import { PLAN_SESSION_TYPES } from "@domain/enums";
import type { Executor } from "@server/db/client";
import { supportPlans } from "@server/db/schema";
import { parseInput } from "@server/lib/parse-input";
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { type PlanOffer, toPlanOffer } from "./plan-offer";
import { FITS_REGION_ERROR, fitsRegion, regionChoiceFields } from "./region-choice-schema";

const schema = z
  .object({ ...regionChoiceFields, sessionType: z.enum(PLAN_SESSION_TYPES).optional() })
  .refine(fitsRegion, FITS_REGION_ERROR);

/**
 * The /support-plans cards (spec 000 §2.8, §7): active plans of the visitor's region,
 * optionally of one session type, fewest sessions first, priced in the visitor's currency.
 * Public: no actor.
 */
export async function listSupportPlans(db: Executor, raw: unknown): Promise<PlanOffer[]> {
  const input = parseInput(schema, raw);
  const rows = await db
    .select()
    .from(supportPlans)
    .where(
      and(
        eq(supportPlans.isActive, true),
        eq(supportPlans.region, input.region),
        input.sessionType ? eq(supportPlans.sessionType, input.sessionType) : undefined,
      ),
    )
    .orderBy(asc(supportPlans.sessionCount), asc(supportPlans.name));
  return rows.flatMap((row) => toPlanOffer(row, input.currency) ?? []);
}
