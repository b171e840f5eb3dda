import { TRANSFER_CHECK_TIME } from "@domain/payment-messages";
import { hasControlCharacters } from "@domain/validation";
import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { bankAccountDetails } from "@server/modules/payments/create-bank-transfer-payment";
import { getPaymentOutcome } from "@server/modules/payments/get-payment-outcome";
import { findBookingForReference } from "@server/modules/receipts/find-booking-for-reference";
import { PaymentSuccessPage } from "~/features/checkout/payment-success-page";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/payment-success";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Payment received",
    description: "Thank you for your payment.",
    path: "/payment-success",
    noindex: true,
  });
}

/** Free text from the query, shown back as text: trimmed and bounded, never trusted for anything else. */
/** A query value as the page shows it; one with control characters (a damaged link) reads as absent. */
function param(url: URL, name: string, max = 120): string {
  const value = (url.searchParams.get(name) ?? "").trim().slice(0, max);
  return hasControlCharacters(value) ? "" : value;
}

/**
 * Spec 000 §2.11: reads reference, firstName, service and date from the query. The receipt
 * button needs a booking of the viewer's paid with that reference; a Paystack payment that
 * came back by redirect is verified here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reference = param(url, "reference", 100);
  const viewer = viewerOf(context);
  // In this order: verifying a returning payment may be what creates its booking.
  const outcome = viewer && reference ? await getPaymentOutcome(await paymentDeps(), viewer, reference) : null;
  const booking = viewer && reference ? await findBookingForReference(await getDb(), viewer, reference) : null;
  return {
    reference,
    firstName: param(url, "firstName", 60) || viewer?.firstName || "",
    service: param(url, "service"),
    date: param(url, "date", 60),
    status: outcome?.status ?? null,
    needsSettling: outcome?.needsSettling ?? false,
    provider: outcome?.provider ?? null,
    purpose: outcome?.purpose ?? null,
    receiptBookingId: booking?.bookingId ?? null,
    // A transfer still awaited: its instructions again, so closing the e-mail loses nothing.
    transfer:
      outcome?.provider === "bank_transfer" && outcome.status === "pending"
        ? {
            reference: outcome.reference,
            amount: outcome.amount,
            currency: outcome.currency,
            checkTime: TRANSFER_CHECK_TIME,
            bank: bankAccountDetails(),
          }
        : null,
  };
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  return <PaymentSuccessPage {...loaderData} />;
}
