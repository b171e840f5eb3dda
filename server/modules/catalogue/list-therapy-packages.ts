import { priceIn } from "@domain/pricing";
import type { RegionChoice } from "@domain/region";
import type { Executor } from "@server/db/client";
import { therapyPackages } from "@server/db/schema";
import { and, asc, eq } from "drizzle-orm";

export interface PackageOffer {
  id: string;
  name: string;
  format: string;
  icon: string;
  sessions: number;
  durationMinutes: number;
  highlight: boolean;
  badge: string | null;
  description: string;
  features: string[];
  validMonths: number;
  price: number;
  currency: string;
}

/** Therapy-journey packages of a region (nine local, one international), in the visitor's currency. */
export async function listTherapyPackages(db: Executor, choice: RegionChoice): Promise<PackageOffer[]> {
  const rows = await db
    .select()
    .from(therapyPackages)
    .where(and(eq(therapyPackages.isActive, true), eq(therapyPackages.region, choice.region)))
    .orderBy(asc(therapyPackages.sortOrder));
  return rows.flatMap((row) => {
    const price = priceIn(row, choice.currency);
    if (price === null) return [];
    const { id, name, format, icon, sessions, durationMinutes, highlight, badge, description, features, validMonths } =
      row;
    return [
      {
        id,
        name,
        format,
        icon,
        sessions,
        durationMinutes,
        highlight,
        badge,
        description,
        features,
        validMonths,
        price,
        currency: choice.currency,
      },
    ];
  });
}
