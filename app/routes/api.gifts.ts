import { CURRENCIES, type Currency } from "@domain/enums";
import { regionOfCurrency } from "@domain/plans";
import type { RegionChoice } from "@domain/region";
import { clientIpOf, viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { CHOOSE_REGION_FIRST, regionFromRequest } from "@server/http/region-cookie";
import { AppError, isAppError } from "@server/lib/errors";
import { startGiftCheckout } from "@server/modules/gifts";
import { jsonFailure, jsonOk, readForm } from "~/lib/action-result";
import { postOnly } from "~/lib/http";
import type { Route } from "./+types/api.gifts";

const GIFT_FAILED = "We could not start your gift purchase. Please try again.";

/**
 * The region and currency a gift is paid in: the visitor's chosen region (the cookie); a visitor
 * who has chosen none pays in the currency the gift page shows her, by that currency's region.
 */
function payingChoice(request: Request, form: Record<string, string>): RegionChoice | null {
  const chosen = regionFromRequest(request);
  if (chosen) return chosen;
  const currency = CURRENCIES.find((c) => c === form.currency) as Currency | undefined;
  return currency ? { region: regionOfCurrency(currency), currency } : null;
}

/** The form names a signed-out buyer's own names as the shared name fields do. */
const FORM_FIELD: Record<string, string> = { buyerFirstName: "firstName", buyerLastName: "lastName" };

/**
 * "Buy as a Gift" on /wellness-kit: the certificate, its recipient and delivery day, and (signed
 * out) the buyer's own details, answered with how to pay (Paystack in Ghana, bank transfer
 * abroad) or with a message per field. The server prices it; nothing sent here is a price.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    const choice = payingChoice(request, form);
    if (!choice) throw new AppError("bad_request", CHOOSE_REGION_FIRST);
    const checkout = await startGiftCheckout(
      await paymentDeps(),
      viewerOf(context) ?? null,
      { ...form, buyerFirstName: form.firstName, buyerLastName: form.lastName, ...choice },
      { ipAddress: clientIpOf(context) },
    );
    return jsonOk({ checkout });
  } catch (err) {
    if (isAppError(err) && err.fields) {
      const fields = Object.fromEntries(Object.entries(err.fields).map(([k, v]) => [FORM_FIELD[k] ?? k, v]));
      return jsonFailure(new AppError(err.code, err.message, fields), GIFT_FAILED);
    }
    return jsonFailure(err, GIFT_FAILED);
  }
}

export const loader = postOnly;
