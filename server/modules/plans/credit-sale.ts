import type { Currency, PlanSessionType, Region } from "@domain/enums";
import type { PlanPurchaseDetails } from "./plan-purchase-details";

/** The two things sold as session credits: a support plan and a therapy-journey package. */
export type CreditPurpose = "support_plan" | "therapy_package";

/**
 * One checkout's sale, priced by the server from the catalogue: the same machinery (Paystack or
 * bank transfer, the pending purchased row, delivery) serves plans and packages alike.
 */
export interface CreditSale {
  purpose: CreditPurpose;
  /** The support plan's or the package's id. */
  productId: string;
  name: string;
  sessionType: PlanSessionType;
  /** A package's session length; null for plans (any length). */
  sessionMinutes: number | null;
  sessionCount: number;
  validMonths: number;
  region: Region;
  price: number;
  currency: Currency;
}

/** How each kind is named where the two differ. */
export const SALE_WORDS: Record<CreditPurpose, { what: string; referencePrefix: string; clientsOnly: string }> = {
  support_plan: {
    what: "plan",
    referencePrefix: "PLN-",
    clientsOnly: "Support plans can only be bought from a client account.",
  },
  therapy_package: {
    what: "package",
    referencePrefix: "PKG-",
    clientsOnly: "Therapy packages can only be bought from a client account.",
  },
};

/** The payment's details: what delivery will create, whatever the catalogue says by then. */
export function saleDetails(sale: CreditSale, purchasedPlanId?: string): PlanPurchaseDetails {
  return {
    ...(sale.purpose === "support_plan" ? { planId: sale.productId } : { packageId: sale.productId }),
    planName: sale.name,
    sessionCount: sale.sessionCount,
    validMonths: sale.validMonths,
    sessionType: sale.sessionType,
    ...(sale.purpose === "therapy_package" ? { sessionMinutes: sale.sessionMinutes } : {}),
    ...(purchasedPlanId ? { purchasedPlanId } : {}),
  };
}

/** The purchased row's link to what was bought (exactly one is set: the table's CHECK). */
export function boughtProduct(details: Pick<PlanPurchaseDetails, "planId" | "packageId">): {
  planId: string | null;
  packageId: string | null;
} {
  return { planId: details.planId ?? null, packageId: details.packageId ?? null };
}
