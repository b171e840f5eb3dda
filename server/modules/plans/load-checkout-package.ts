import { CURRENCIES, type Currency, type PlanSessionType, REGIONS, type Region } from "@domain/enums";
import { priceIn } from "@domain/pricing";
import type { Executor } from "@server/db/client";
import { therapyPackages } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { CreditSale } from "./credit-sale";
import { checkoutRegion } from "./load-checkout-plan";
import { CURRENCY_NOT_FOR_REGION } from "./region-choice-schema";

/** Shown as a toast on /therapy-journeys, where the visitor is sent back to. */
export const PACKAGE_NOT_FOUND = "Package not found";
export const PACKAGE_NOT_IN_REGION = "This package is not available in your region.";

/** What a package checkout names; as for plans, no amount (the price is the catalogue's). */
export const checkoutPackageSchema = z.object({
  packageId: z.string().trim(),
  currency: z.enum(CURRENCIES).optional(),
  region: z.enum(REGIONS).optional(),
});

export type CheckoutPackageInput = z.infer<typeof checkoutPackageSchema>;

export interface CheckoutPackage {
  row: typeof therapyPackages.$inferSelect;
  region: Region;
  sale: CreditSale;
}

/**
 * The active therapy-journey package a checkout is for (spec 000 §2.7, §3), priced in the
 * visitor's currency from therapy_packages. An unknown or inactive one is "not found"; one of
 * the other region is refused, so a cedi package is never sold in dollars or the reverse.
 */
export async function loadCheckoutPackage(
  db: Executor,
  input: CheckoutPackageInput,
  fallbackCurrency: Currency,
): Promise<CheckoutPackage> {
  const { currency, region } = checkoutRegion(input, fallbackCurrency);
  if (!/^[a-z0-9-]{1,100}$/.test(input.packageId)) throw new AppError("not_found", PACKAGE_NOT_FOUND);
  const [row] = await db.select().from(therapyPackages).where(eq(therapyPackages.id, input.packageId));
  if (!row?.isActive) throw new AppError("not_found", PACKAGE_NOT_FOUND);
  if (row.region !== region) throw new AppError("bad_request", PACKAGE_NOT_IN_REGION);
  const price = priceIn(row, currency);
  // Unreachable while the price CHECK holds; kept so a gap is a 400, not a 0 charge.
  if (price === null) throw new AppError("bad_request", CURRENCY_NOT_FOR_REGION, { currency: CURRENCY_NOT_FOR_REGION });
  return {
    row,
    region,
    sale: {
      purpose: "therapy_package",
      productId: row.id,
      name: row.name,
      sessionType: row.sessionType as PlanSessionType,
      sessionMinutes: row.durationMinutes,
      sessionCount: row.sessions,
      validMonths: row.validMonths,
      region,
      price,
      currency,
    },
  };
}
