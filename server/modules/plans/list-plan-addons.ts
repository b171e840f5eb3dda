import type { Currency } from "@domain/enums";
import { priceIn } from "@domain/pricing";
import type { Executor } from "@server/db/client";
import { planAddons } from "@server/db/schema";
import { parseInput } from "@server/lib/parse-input";
import { and, asc, eq, inArray } from "drizzle-orm";
import { regionChoiceSchema } from "./region-choice-schema";

export interface PlanAddonOffer {
  id: string;
  name: string;
  description: string | null;
  addonType: string;
  accraOnly: boolean;
  /** Minor units; null means "Pricing by inquiry" (PRICING_BY_INQUIRY in domain/plans). */
  price: number | null;
  currency: Currency;
}

/** The Optional Add-Ons section (spec 000 §2.8, §7): active, for the region or both, by name. Public. */
export async function listPlanAddons(db: Executor, raw: unknown): Promise<PlanAddonOffer[]> {
  const choice = parseInput(regionChoiceSchema, raw);
  const rows = await db
    .select()
    .from(planAddons)
    .where(and(eq(planAddons.isActive, true), inArray(planAddons.region, [choice.region, "both"])))
    .orderBy(asc(planAddons.name));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    addonType: row.addonType,
    accraOnly: row.accraOnly,
    price: priceIn(row, choice.currency),
    currency: choice.currency,
  }));
}
