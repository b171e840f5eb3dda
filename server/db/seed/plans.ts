import type { PlanSessionType, Region } from "@domain/enums";
import { percentOf, toMinor } from "@domain/money";
import { planAddons, supportPlans } from "@server/db/schema";
import { and, eq } from "drizzle-orm";
import { insertMissing, type SeedContext, seedId } from "./context";

type PlanRow = typeof supportPlans.$inferInsert;

/** Single-session prices (major units) a plan's original price is counted from. */
const LOCAL_SESSION_GHS: Record<PlanSessionType, number> = {
  individual_teletherapy: 400,
  couples_teletherapy: 600,
  // Half in person (750), half online (400).
  hybrid: 575,
  individual_in_person: 750,
  couples_in_person: 900,
};
const INTERNATIONAL_SESSION: Partial<Record<PlanSessionType, { USD: number; GBP: number; EUR: number }>> = {
  individual_teletherapy: { USD: 75, GBP: 65, EUR: 75 },
  couples_teletherapy: { USD: 115, GBP: 100, EUR: 115 },
};

const LABELS: Record<PlanSessionType, string> = {
  individual_teletherapy: "Individual Teletherapy",
  couples_teletherapy: "Couples Teletherapy",
  hybrid: "Hybrid (in person and online)",
  individual_in_person: "Individual In-Person",
  couples_in_person: "Couples In-Person",
};

interface Tier {
  planType: string;
  name: string;
  sessionCount: number;
  discountPercentage: number;
  description: string;
}

/** Two plans per session type; steady_growth and strengthening_connection are the popular ones. */
function tiers(sessionType: PlanSessionType): Tier[] {
  if (sessionType === "couples_teletherapy") {
    return [
      {
        planType: "reconnecting",
        name: "Reconnecting",
        sessionCount: 4,
        discountPercentage: 5,
        description: "Four sessions to slow down, listen and find each other again.",
      },
      {
        planType: "strengthening_connection",
        name: "Strengthening Connection",
        sessionCount: 8,
        discountPercentage: 10,
        description: "Eight sessions to build lasting habits of communication and repair.",
      },
    ];
  }
  return [
    {
      planType: "first_steps",
      name: "First Steps",
      sessionCount: 4,
      discountPercentage: 5,
      description: "Four sessions to settle in, name what matters and begin.",
    },
    {
      planType: "steady_growth",
      name: "Steady Growth",
      sessionCount: 8,
      discountPercentage: 10,
      description: "Eight sessions of consistent support for real, lasting change.",
    },
  ];
}

/** Whole-unit originals and whole percentages keep these exact, so the stored discount matches. */
const discounted = (original: number, percent: number): number => original - percentOf(original, percent);

function localPlan(sessionType: PlanSessionType, tier: Tier): PlanRow {
  const original = toMinor(LOCAL_SESSION_GHS[sessionType] * tier.sessionCount);
  return {
    ...base("local", sessionType, tier, 3),
    priceGhs: discounted(original, tier.discountPercentage),
    originalPriceGhs: original,
  };
}

function internationalPlan(sessionType: PlanSessionType, tier: Tier): PlanRow {
  const each = INTERNATIONAL_SESSION[sessionType];
  if (!each) throw new Error(`No international price for ${sessionType}`);
  const original = (major: number) => toMinor(major * tier.sessionCount);
  const price = (major: number) => discounted(original(major), tier.discountPercentage);
  return {
    ...base("international", sessionType, tier, 6),
    priceUsd: price(each.USD),
    priceGbp: price(each.GBP),
    priceEur: price(each.EUR),
    originalPriceUsd: original(each.USD),
    originalPriceGbp: original(each.GBP),
    originalPriceEur: original(each.EUR),
  };
}

function base(region: Region, sessionType: PlanSessionType, tier: Tier, validMonths: number): PlanRow {
  return {
    id: planId(region, sessionType, tier.planType),
    name: `${tier.name}: ${LABELS[sessionType]}`,
    description: tier.description,
    region,
    sessionType,
    planType: tier.planType,
    sessionCount: tier.sessionCount,
    validMonths,
    discountPercentage: tier.discountPercentage,
  };
}

const planId = (region: Region, sessionType: string, planType: string) =>
  seedId("support_plan", `${region}/${sessionType}/${planType}`);

const LOCAL_TYPES: PlanSessionType[] = [
  "individual_teletherapy",
  "couples_teletherapy",
  "hybrid",
  "individual_in_person",
];
const INTERNATIONAL_TYPES: PlanSessionType[] = ["individual_teletherapy", "couples_teletherapy"];

export const SUPPORT_PLANS: PlanRow[] = [
  ...LOCAL_TYPES.flatMap((type) => tiers(type).map((tier) => localPlan(type, tier))),
  ...INTERNATIONAL_TYPES.flatMap((type) => tiers(type).map((tier) => internationalPlan(type, tier))),
];

export const PLAN_ADDONS: (typeof planAddons.$inferInsert)[] = [
  {
    name: "Home Visit Session",
    description: "Swap a plan session for one at your home, anywhere in Accra.",
    addonType: "session",
    region: "local",
    accraOnly: true,
    priceGhs: toMinor(300),
  },
  {
    name: "Between-Session Check-Ins",
    description: "Short written check-ins with your therapist between sessions, for a month.",
    addonType: "support",
    region: "both",
    priceGhs: toMinor(250),
    priceUsd: toMinor(30),
    priceGbp: toMinor(25),
    priceEur: toMinor(30),
  },
  {
    name: "Session Recordings and Worksheets",
    description: "Personal worksheets and audio practices to keep the work going at home.",
    addonType: "resource",
    region: "international",
    priceUsd: toMinor(20),
    priceGbp: toMinor(16),
    priceEur: toMinor(20),
  },
  {
    name: "Family Member Joint Session",
    description: "Bring a partner or relative into one session; we agree the shape and fee together.",
    addonType: "session",
    region: "both",
  },
].map((row) => ({ ...row, id: seedId("plan_addon", row.name) }));

export async function seedPlans(ctx: SeedContext): Promise<void> {
  await insertMissing(ctx, supportPlans, SUPPORT_PLANS);
  await insertMissing(ctx, planAddons, PLAN_ADDONS);
}

/** The id of the plan of this kind, whether the seed or an admin created it. */
export async function findPlan(
  ctx: SeedContext,
  region: Region,
  sessionType: PlanSessionType,
  planType: string,
): Promise<typeof supportPlans.$inferSelect | undefined> {
  const [plan] = await ctx.tx
    .select()
    .from(supportPlans)
    .where(
      and(
        eq(supportPlans.region, region),
        eq(supportPlans.sessionType, sessionType),
        eq(supportPlans.planType, planType),
      ),
    );
  return plan;
}
