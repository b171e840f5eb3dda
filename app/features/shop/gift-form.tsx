import type { Region } from "@domain/enums";
import { GIFT_AMOUNT_LIMITS } from "@domain/gift-certificates";
import { formatMoney, MINOR_PER_MAJOR, parseMajorAmount } from "@domain/money";
import { paymentSuccessPath, RETURN_PARAM } from "@domain/navigation";
import { PAYMENT_SUCCESSFUL } from "@domain/payment-messages";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { type BankTransferDetails, BankTransferInstructions } from "~/components/payments/bank-transfer-instructions";
import { usePaystackCheckout } from "~/components/payments/use-paystack-checkout";
import { toast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import type { GiftPurchaseContext } from "./buy-gift-dialog";
import { ChoicePills } from "./choice-pills";
import { postGift } from "./gift-api";
import { GIFT_REGIONS, type GiftItem, oneSession, usedInLabel } from "./gift-display";
import { BuyerFields, CardChoices, FormNotice, type Notice, RecipientFields } from "./gift-form-parts";

const GIFT_FAILED = { title: "Gift not bought", fallback: "We could not start your gift purchase. Please try again." };
const CHECK_THE_FORM = { title: "Please check the form", description: "What to correct is written under each field." };

/** What the server may name that has no field of its own in the form. */
const UNSHOWN_FIELDS = new Set(["productId", "kind", "region", "currency"]);

type Kind = "service" | "amount";

/**
 * The gift purchase form (loaded when the dialog opens): what the certificate pays (a session
 * where it will be used, each with its price, or an amount), its recipient and delivery day, how
 * the card speaks of it and, signed out, the buyer's own details. The server prices it and
 * answers with the way to pay: Paystack in Ghana, bank-transfer instructions abroad, shown here.
 * A refusal keeps everything typed and puts each message under its field.
 */
export default function GiftForm({
  item,
  purchase,
  onClose,
}: {
  item: GiftItem;
  purchase: GiftPurchaseContext;
  onClose(): void;
}) {
  const { pay, signedIn, paystackMode } = purchase;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [instructions, setInstructions] = useState<BankTransferDetails | null>(null);
  const paystack = usePaystackCheckout(paystackMode, GIFT_FAILED, undefined, setNotice);

  const sessionPrices = item.prices[pay.currency];
  const places = item.kind === "service" ? GIFT_REGIONS.filter((r) => sessionPrices[r] !== undefined) : [];
  const [kind, setKind] = useState<Kind>(places.length > 0 ? "service" : "amount");
  const [usedIn, setUsedIn] = useState<Region>(places.includes(pay.region) ? pay.region : (places[0] ?? pay.region));
  const [amount, setAmount] = useState("");
  const limits = GIFT_AMOUNT_LIMITS[pay.currency];
  const local = pay.region === "local";
  // The simulated payment window acts for a signed-in owner only; Paystack's own page needs no one.
  const guestCannotSimulate = local && !signedIn && paystackMode === "simulated";
  const busy = sending || paystack.phase !== "idle";

  // After a refusal, the first field it names takes the focus, so a keyboard lands on what to fix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refusal, after its messages are drawn.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const toPay = (() => {
    if (kind === "service") {
      const price = sessionPrices[usedIn];
      return price === undefined ? null : price;
    }
    const typed = parseMajorAmount(amount);
    return typed !== null && typed > 0 ? typed : null;
  })();

  async function submit(form: HTMLFormElement) {
    setSending(true);
    setNotice(null);
    const answer = await postGift(new FormData(form));
    setSending(false);
    if (!answer.ok) {
      setErrors(answer.fields);
      const named = Object.keys(answer.fields);
      // A message about something the form does not show (the product, the currency) is said here.
      const underFields = named.length > 0 && named.every((name) => !UNSHOWN_FIELDS.has(name));
      setNotice({
        tone: "error",
        title: named.length > 0 ? CHECK_THE_FORM.title : GIFT_FAILED.title,
        description: underFields ? CHECK_THE_FORM.description : answer.error || GIFT_FAILED.fallback,
      });
      return;
    }
    setErrors({});
    const { checkout } = answer;
    if (checkout.kind === "bank_transfer") {
      setInstructions(checkout);
      toast.success("Payment Instructions Generated", { description: "We have also e-mailed them to you." });
      return;
    }
    if (!signedIn) {
      // No session to verify from: Paystack's own page takes the payment and sends her back.
      window.location.assign(checkout.authorizationUrl);
      return;
    }
    const outcome = await paystack.pay(checkout);
    if (outcome.kind !== "verified") return;
    onClose();
    toast.success(PAYMENT_SUCCESSFUL, { description: "Your gift certificate is being issued." });
    navigate(paymentSuccessPath(checkout.reference));
  }

  if (instructions) {
    return (
      <div className="mt-4 space-y-4">
        <BankTransferInstructions details={instructions} activates="Your gift certificate is issued" />
        <Button type="button" variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      className="mt-4 space-y-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void submit(e.currentTarget);
      }}
    >
      <input type="hidden" name="productId" value={item.id} />
      <input type="hidden" name="currency" value={pay.currency} />
      <fieldset className="space-y-4">
        <legend className="font-serif text-lg text-brand-900">The certificate</legend>
        {places.length > 0 ? (
          <ChoicePills<Kind>
            legend="It pays for"
            name="kind"
            value={kind}
            onChange={setKind}
            options={[
              { value: "service", label: item.serviceCategory ? oneSession(item.serviceCategory) : "One session" },
              { value: "amount", label: "An amount" },
            ]}
          />
        ) : (
          <input type="hidden" name="kind" value="amount" />
        )}
        {kind === "service" ? (
          <>
            <ChoicePills<Region>
              legend="Where the session will take place"
              name="usedIn"
              value={usedIn}
              onChange={setUsedIn}
              options={places.map((region) => ({
                value: region,
                label: `${capitalise(usedInLabel(region))}: ${formatMoney(sessionPrices[region] ?? 0, pay.currency)}`,
              }))}
            />
            {errors.usedIn ? <p className="text-sm text-red-700">{errors.usedIn}</p> : null}
            <p className="text-xs text-stone-600">
              The certificate pays for one session there, whatever it costs on the day it is booked.
            </p>
          </>
        ) : (
          <Field
            label={`Amount (${pay.currency})`}
            name="amount"
            type="number"
            inputMode="numeric"
            min={limits.min}
            max={limits.max}
            step={1}
            required
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value)}
            hint={`A whole amount from ${formatMoney(limits.min * MINOR_PER_MAJOR, pay.currency)} to ${formatMoney(limits.max * MINOR_PER_MAJOR, pay.currency)}.`}
            error={errors.amount}
          />
        )}
      </fieldset>
      <RecipientFields errors={errors} practiceZone={purchase.practiceZone} />
      <CardChoices practiceName={purchase.practiceName} errors={errors} />
      {signedIn ? null : <BuyerFields errors={errors} />}

      <p className="text-sm font-medium text-stone-900" aria-live="polite">
        {toPay === null
          ? `You pay in ${pay.currency}.`
          : `To pay: ${formatMoney(toPay, pay.currency)}${local ? " by mobile money or card (Paystack)" : " by bank transfer"}`}
      </p>
      {guestCannotSimulate ? (
        <p className="rounded-xl bg-sand-50 p-3 text-sm text-stone-800">
          This demo's simulated payment window works for signed-in visitors only.{" "}
          <Link
            to={`/auth?${new URLSearchParams({ [RETURN_PARAM]: "/wellness-kit" })}`}
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Sign in
          </Link>{" "}
          to buy a gift here.
        </p>
      ) : null}
      <FormNotice notice={notice} />
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <Button type="submit" disabled={busy || guestCannotSimulate}>
          {busy ? "Processing..." : local ? "Proceed to Payment" : "Get Payment Instructions"}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </div>
      {paystack.window}
    </form>
  );
}

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
