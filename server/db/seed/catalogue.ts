import type { Currency } from "@domain/enums";
import { GIFT_BASE_PRICES_USD, GIFT_VALIDITY_MONTHS } from "@domain/gifts";
import { toMinor } from "@domain/money";
import { COACHING_SERVICE_ID } from "@domain/navigation";
import { giftProducts, services } from "@server/db/schema";
import { and, eq, isNull } from "drizzle-orm";
import { insertMissing, type SeedContext } from "./context";

type ServiceRow = typeof services.$inferInsert;

/** A local (GHS) single session, spec 000 §9. */
function local(row: Omit<ServiceRow, "availability" | "priceGhs">, ghs: number): ServiceRow {
  return { ...row, availability: "local", priceGhs: toMinor(ghs) };
}

/**
 * An international single session. The packages page shows the same number whatever
 * the currency (spec 000 §9), so GBP and EUR carry the USD figure.
 */
function international(row: Omit<ServiceRow, "availability">, usd: number): ServiceRow {
  return {
    ...row,
    availability: "international",
    priceUsd: toMinor(usd),
    priceGbp: toMinor(usd),
    priceEur: toMinor(usd),
  };
}

export const SERVICES: ServiceRow[] = [
  local(
    {
      id: "individual-teletherapy",
      name: "Individual Teletherapy",
      description: "A 50-minute one-to-one online session, from wherever you feel safe.",
      category: "individual",
      delivery: "virtual",
      durationMinutes: 50,
      couponType: "individual_teletherapy",
      planSessionType: "individual_teletherapy",
      sortOrder: 10,
    },
    400,
  ),
  local(
    {
      id: "couples-teletherapy",
      name: "Couples Teletherapy",
      description: "A 60-minute online session for partners who want to understand each other again.",
      category: "couples",
      delivery: "virtual",
      durationMinutes: 60,
      planSessionType: "couples_teletherapy",
      sortOrder: 20,
    },
    600,
  ),
  local(
    {
      id: "family-teletherapy",
      name: "Family Teletherapy",
      description: "A 60-minute online session for families working through change or conflict together.",
      category: "family",
      delivery: "virtual",
      durationMinutes: 60,
      sortOrder: 30,
    },
    600,
  ),
  local(
    {
      id: "individual-in-person",
      name: "Individual In-Person Therapy",
      description: "A 50-minute one-to-one session at the practice in Abelemkpe, Accra.",
      category: "individual",
      delivery: "in-person",
      durationMinutes: 50,
      couponType: "individual_in_person",
      planSessionType: "individual_in_person",
      sortOrder: 40,
    },
    750,
  ),
  local(
    {
      id: "couples-in-person",
      name: "Couples In-Person Therapy",
      description: "A 60-minute session for partners at the practice in Abelemkpe, Accra.",
      category: "couples",
      delivery: "in-person",
      durationMinutes: 60,
      planSessionType: "couples_in_person",
      sortOrder: 50,
    },
    900,
  ),
  local(
    {
      id: "walking-therapy",
      name: "Walk Therapy",
      description: "A 50-minute individual session walking outdoors in Accra: movement helps the talking.",
      category: "walking",
      delivery: "in-person",
      durationMinutes: 50,
      sortOrder: 60,
    },
    850,
  ),
  // The extended lengths the local packages sell (docs/decisions/0044 has how the prices were set):
  // without them a package of 80- or 90-minute sessions would have nothing to pay for.
  local(
    {
      id: "extended-individual-teletherapy",
      name: "Extended Individual Teletherapy (80 min)",
      description: "An 80-minute one-to-one online session for deeper work without watching the clock.",
      category: "individual",
      delivery: "virtual",
      durationMinutes: 80,
      planSessionType: "individual_teletherapy",
      sortOrder: 70,
    },
    750,
  ),
  local(
    {
      id: "extended-couples-teletherapy",
      name: "Extended Couples Teletherapy (90 min)",
      description: "A 90-minute online session for partners with a lot to work through.",
      category: "couples",
      delivery: "virtual",
      durationMinutes: 90,
      planSessionType: "couples_teletherapy",
      sortOrder: 80,
    },
    1000,
  ),
  local(
    {
      id: "extended-couples-in-person",
      name: "Extended In-Person Couples (90 min)",
      description: "A 90-minute session for partners at the practice in Abelemkpe, Accra.",
      category: "couples",
      delivery: "in-person",
      durationMinutes: 90,
      planSessionType: "couples_in_person",
      sortOrder: 90,
    },
    1200,
  ),
  international(
    {
      id: "intl-individual-50",
      name: "Individual Teletherapy (50 min)",
      description: "A 50-minute one-to-one online session, in your own time zone.",
      category: "individual",
      delivery: "virtual",
      durationMinutes: 50,
      couponType: "individual_teletherapy",
      planSessionType: "individual_teletherapy",
      sortOrder: 110,
    },
    75,
  ),
  international(
    {
      id: "intl-individual-80",
      name: "Extended Individual Teletherapy (80 min)",
      description: "An 80-minute online session for deeper work without watching the clock.",
      category: "individual",
      delivery: "virtual",
      durationMinutes: 80,
      planSessionType: "individual_teletherapy",
      sortOrder: 120,
    },
    100,
  ),
  international(
    {
      id: "intl-couples-60",
      name: "Couples Teletherapy (60 min)",
      description: "A 60-minute online session for partners, together or from two places.",
      category: "couples",
      delivery: "virtual",
      durationMinutes: 60,
      planSessionType: "couples_teletherapy",
      sortOrder: 130,
    },
    115,
  ),
  international(
    {
      id: "intl-family-60",
      name: "Family Teletherapy (60 min)",
      description: "A 60-minute online session for families, wherever each member lives.",
      category: "family",
      delivery: "virtual",
      durationMinutes: 60,
      sortOrder: 140,
    },
    115,
  ),
  international(
    {
      id: "intl-couples-90",
      name: "Extended Couples Teletherapy (90 min)",
      description: "A 90-minute online session for partners who need time to go deeper.",
      category: "couples",
      delivery: "virtual",
      durationMinutes: 90,
      planSessionType: "couples_teletherapy",
      sortOrder: 150,
    },
    173,
  ),
  international(
    {
      id: "intl-family-90",
      name: "Extended Family Teletherapy (90 min)",
      description: "A 90-minute online session for families with a lot to talk through.",
      category: "family",
      delivery: "virtual",
      durationMinutes: 90,
      sortOrder: 160,
    },
    173,
  ),
  international(
    {
      id: "intl-therapeutic-yoga",
      name: "Therapeutic Yoga (virtual)",
      description: "A 50-minute online session of gentle, trauma-informed movement and breath.",
      category: "yoga",
      delivery: "virtual",
      durationMinutes: 50,
      sortOrder: 170,
    },
    75,
  ),
  // Executive coaching (spec 000 §1, the coaching page's Book Coaching Session): one online
  // session for both regions. No plan, package, coupon or certificate pays for it (no coupon or
  // plan session type; the credit rule leaves the coaching category out). Prices: decision 0045.
  {
    id: COACHING_SERVICE_ID,
    name: "Executive Coaching Session",
    description: "A 60-minute one-to-one online coaching session for leaders, founders and professionals.",
    category: "coaching",
    delivery: "virtual",
    durationMinutes: 60,
    availability: "both",
    priceGhs: toMinor(900),
    priceUsd: toMinor(150),
    priceGbp: toMinor(120),
    priceEur: toMinor(140),
    sortOrder: 200,
  },
];

/** The gift page's products, priced from a USD base in cents (spec 000 §9); valid one year. */
export const GIFT_PRODUCTS: (typeof giftProducts.$inferInsert)[] = [
  {
    id: "gift-individual-session",
    serviceCategory: "individual",
    name: "Individual Session",
    description: "One individual therapy session, online or in person in Accra.",
    category: "therapy",
    basePriceUsd: GIFT_BASE_PRICES_USD.individual,
    image: "/images/gifts/individual.jpg",
    sortOrder: 10,
  },
  {
    id: "gift-couples-session",
    serviceCategory: "couples",
    name: "Couples Session",
    description: "One couples therapy session for two people ready to reconnect.",
    category: "therapy",
    basePriceUsd: GIFT_BASE_PRICES_USD.couples,
    image: "/images/gifts/couples.jpg",
    sortOrder: 20,
  },
  {
    id: "gift-walking-session",
    serviceCategory: "walking",
    name: "Walk Therapy Session",
    description: "One walk therapy session outdoors in Accra.",
    category: "therapy",
    basePriceUsd: GIFT_BASE_PRICES_USD.walking,
    localOnly: true,
    image: "/images/gifts/walking.jpg",
    sortOrder: 30,
  },
  {
    id: "gift-yoga-session",
    serviceCategory: "yoga",
    name: "Therapeutic Yoga Session",
    description: "One therapeutic yoga session, online from anywhere.",
    category: "therapy",
    basePriceUsd: GIFT_BASE_PRICES_USD.yoga,
    image: "/images/gifts/yoga.jpg",
    sortOrder: 40,
  },
  {
    id: "gift-retreat",
    name: "Retreat Place",
    description: "A place on one of our wellness retreats; the price depends on the retreat chosen.",
    category: "experience",
    basePriceUsd: null,
    image: "/images/gifts/retreat.jpg",
    sortOrder: 50,
  },
  {
    id: "gift-workshop",
    name: "Workshop Place",
    description: "A place on one of our workshops; the price depends on the workshop chosen.",
    category: "experience",
    basePriceUsd: null,
    image: "/images/gifts/workshop.jpg",
    sortOrder: 60,
  },
].map((row) => ({ ...row, validMonths: GIFT_VALIDITY_MONTHS }));

export async function seedCatalogue(ctx: SeedContext): Promise<void> {
  await insertMissing(ctx, services, SERVICES);
  await fillPlanSessionTypes(ctx);
  await insertMissing(ctx, giftProducts, GIFT_PRODUCTS);
}

/**
 * A service seeded before it had a plan session type (in-person couples, before its packages were
 * sold) gets the one the seed now names; a type already there, set by anyone, is never changed.
 */
async function fillPlanSessionTypes(ctx: SeedContext): Promise<void> {
  for (const row of SERVICES) {
    if (!row.planSessionType) continue;
    await ctx.tx
      .update(services)
      .set({ planSessionType: row.planSessionType })
      .where(and(eq(services.id, row.id), isNull(services.planSessionType)));
  }
}

/** A demo service by id (the seed's own list, not the database). */
export function demoService(id: string): ServiceRow {
  const service = SERVICES.find((s) => s.id === id);
  if (!service) throw new Error(`No demo service ${id}`);
  return service;
}

/** A demo service's single-session price in `currency`, in minor units. */
export function demoPrice(id: string, currency: Currency): number {
  const service = demoService(id);
  const price = { GHS: service.priceGhs, USD: service.priceUsd, GBP: service.priceGbp, EUR: service.priceEur }[
    currency
  ];
  if (!price) throw new Error(`No demo price for ${id} in ${currency}`);
  return price;
}
