import { paymentSuccessPath } from "@domain/navigation";
import { hasControlCharacters } from "@domain/validation";
import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { paymentDeps } from "@server/http/payments";
import { getPaymentOutcome } from "@server/modules/checkout";
import { describeGiftPurchase, isGiftPaystackReference } from "@server/modules/gifts";
import { describeOwnPayment, transferInstructions } from "@server/modules/payments";
import { findBookingForReference } from "@server/modules/receipts";
import { redirect } from "react-router";
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

/** The reference as the query gives it; one with control characters (a damaged link) reads as absent. */
function referenceOf(url: URL): string {
  const value = (url.searchParams.get("reference") ?? "").trim().slice(0, 100);
  return hasControlCharacters(value) ? "" : value;
}

/** What the address once carried besides the reference (spec 000 §2.11), and carries no more. */
const PERSONAL_PARAMS = ["firstName", "service", "date"];

/**
 * Spec 000 §2.11, with its address holding the reference alone (decision record 0029): the name,
 * service and date it shows are the viewer's own payment's, loaded here. An old link that still
 * carries them is sent on to the clean address. The receipt button needs a booking of the
 * viewer's paid with that reference; a Paystack payment that came back by redirect is verified here.
 * A signed-out visitor (a gift's buyer back from Paystack's page) is told nothing of the payment:
 * only what happens next, worded for a gift when the reference is one (its prefix says so).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const reference = referenceOf(url);
  if (PERSONAL_PARAMS.some((name) => url.searchParams.has(name))) throw redirect(paymentSuccessPath(reference));
  const viewer = viewerOf(context);
  // In this order: verifying a returning payment may be what creates its booking.
  const outcome = viewer && reference ? await getPaymentOutcome(await paymentDeps(), viewer, reference) : null;
  const db = await getDb();
  const booking = viewer && reference ? await findBookingForReference(db, viewer, reference) : null;
  const subject = viewer && outcome ? await describeOwnPayment(db, viewer, reference) : null;
  const gift =
    viewer && outcome?.purpose === "gift_certificate" ? await describeGiftPurchase(db, viewer, reference) : null;
  return {
    signedIn: viewer !== null,
    gift,
    signedOutGift: !viewer && isGiftPaystackReference(reference),
    reference,
    firstName: subject?.firstName || viewer?.firstName || "",
    service: subject?.service ?? "",
    date: subject?.date ?? "",
    status: outcome?.status ?? null,
    needsSettling: outcome?.needsSettling ?? false,
    provider: outcome?.provider ?? null,
    purpose: outcome?.purpose ?? null,
    receiptBookingId: booking?.bookingId ?? null,
    // A transfer still awaited: its instructions again, so closing the e-mail loses nothing.
    transfer:
      outcome?.provider === "bank_transfer" && outcome.status === "pending" ? transferInstructions(outcome) : null,
  };
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  return <PaymentSuccessPage {...loaderData} />;
}
