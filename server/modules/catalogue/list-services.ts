import { priceIn } from "@domain/pricing";
import type { RegionChoice } from "@domain/region";
import type { Executor } from "@server/db/client";
import { services } from "@server/db/schema";
import { and, asc, eq, inArray } from "drizzle-orm";

export interface ServiceOffer {
  id: string;
  name: string;
  description: string;
  category: string;
  delivery: string;
  durationMinutes: number;
  /** The support-plan session type whose credits pay for it, if any. */
  planSessionType: string | null;
  /** Price of one session in the visitor's currency, minor units. */
  price: number;
  currency: string;
  /** Abroad, what a card through Paystack is charged, in US dollars (minor units); null at home. */
  cardPrice: number | null;
}

/** The single sessions offered in a region, priced in the visitor's currency (spec 000 §9). */
export async function listServices(db: Executor, choice: RegionChoice): Promise<ServiceOffer[]> {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.isActive, true), inArray(services.availability, [choice.region, "both"])))
    .orderBy(asc(services.sortOrder), asc(services.name));
  return rows.flatMap((row) => {
    const price = priceIn(row, choice.currency);
    if (price === null) return [];
    const { id, name, description, category, delivery, durationMinutes, planSessionType } = row;
    return [
      {
        ...{ id, name, description, category, delivery, durationMinutes, planSessionType, price },
        currency: choice.currency,
        cardPrice: choice.region === "international" ? row.priceUsd : null,
      },
    ];
  });
}
