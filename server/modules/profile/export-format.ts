import { formatMoney } from "@domain/money";
import type { Executor } from "@server/db/client";
import { profiles } from "@server/db/schema";
import { inArray } from "drizzle-orm";

/** How the export names someone who is no longer in the practice's records. */
export const FORMER_MEMBER = "Former member of the practice";

/** First and last names of the people the viewer's rows point at (therapists, correspondents, staff). */
export async function namesOf(db: Executor, ids: Iterable<string | null>): Promise<(id: string | null) => string> {
  const unique = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  const rows =
    unique.length === 0
      ? []
      : await db
          .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
          .from(profiles)
          .where(inArray(profiles.id, unique));
  const names = new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
  return (id) => (id ? (names.get(id) ?? FORMER_MEMBER) : FORMER_MEMBER);
}

/** A sum as the export writes it: minor units, currency, and as people read it. */
export const amount = (minorUnits: number, currency: string) => ({
  minorUnits,
  currency,
  formatted: formatMoney(minorUnits, currency, { symbol: "long" }),
});
