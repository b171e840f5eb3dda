import type { Executor } from "@server/db/client";
import { parseInput } from "@server/lib/parse-input";
import type { Viewer } from "@server/modules/accounts";
import { checkoutPackageSchema, loadCheckoutPackage } from "./load-checkout-package";

export interface PackageCheckoutView {
  pkg: {
    id: string;
    name: string;
    format: string;
    description: string;
    sessionCount: number;
    sessionMinutes: number;
    validMonths: number;
    price: number;
    currency: string;
  };
  /** Local packages are paid by Paystack; the international one by bank transfer, as plans are. */
  paymentMethod: "paystack" | "bank_transfer";
}

/**
 * The package checkout page: sessions, their length, validity and total, in the visitor's
 * currency. Any signed-in person may look; whether they may buy is startPackageCheckout's call.
 */
export async function getPackageForCheckout(db: Executor, viewer: Viewer, raw: unknown): Promise<PackageCheckoutView> {
  const input = parseInput(checkoutPackageSchema, raw);
  const { row, region, sale } = await loadCheckoutPackage(db, input, viewer.currency);
  return {
    pkg: {
      id: row.id,
      name: row.name,
      format: row.format,
      description: row.description,
      sessionCount: sale.sessionCount,
      sessionMinutes: row.durationMinutes,
      validMonths: sale.validMonths,
      price: sale.price,
      currency: sale.currency,
    },
    paymentMethod: region === "local" ? "paystack" : "bank_transfer",
  };
}
