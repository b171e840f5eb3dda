import type { ServiceCategory } from "@domain/enums";
import { giftAmountRefusal, giftDeliveryAt } from "@domain/gift-certificates";
import { minutesToWait } from "@domain/wait-time";
import { giftProducts } from "@server/db/schema";
import { AppError } from "@server/lib/errors";
import { parseInput } from "@server/lib/parse-input";
import { practiceConfig } from "@server/lib/practice";
import { findOrCreateBuyerAccount, type Viewer } from "@server/modules/accounts";
import { recordAudit } from "@server/modules/audit";
import { enqueueEmail } from "@server/modules/mail";
import {
  createBankTransferPayment,
  initializePaystackPayment,
  newTransferReference,
  type PaymentDeps,
  type PaystackCheckout,
  type TransferInstructions,
  transferInstructions,
  withFreshReference,
} from "@server/modules/payments";
import { hitRateLimit } from "@server/modules/rate-limits";
import { eq } from "drizzle-orm";
import {
  type BuyGiftInput,
  buyGiftSchema,
  GIFT_FORM_MESSAGES,
  type GiftBuyerInput,
  giftBuyerSchema,
} from "./buy-gift-schema";
import { giftTransferEmail } from "./gift-emails";
import { sessionGiftPrice } from "./gift-offers";
import type { GiftPurchaseDetails } from "./gift-purchase-details";

export type GiftCheckout = PaystackCheckout | TransferInstructions;

export const GIFT_NOT_FOUND = "This gift certificate is not on sale.";
export const GIFT_NOT_THERE = "This session is not offered there. Choose where it will take place again.";
/** Paystack references of gift certificates; transfers use the practice's transfer prefix. */
const GIFT_REFERENCE_PREFIX = "GFT-";

/** Whether a reference is one of a gift paid through Paystack (read from the reference alone). */
export function isGiftPaystackReference(reference: string): boolean {
  return reference.trim().startsWith(GIFT_REFERENCE_PREFIX);
}

/** Purchases by signed-out visitors from one address in an hour: a family's gifts, not a spammer's. */
export const GUEST_GIFT_LIMIT = { perAddress: 10, windowMs: 60 * 60 * 1000 } as const;
export const tooManyGuestGifts = (wait: string) =>
  `Too many gift purchases have been started from this connection. Please wait ${wait} and try again, or sign in.`;

interface Buyer {
  /** Null until a signed-out visitor's account is found or made, in the purchase's transaction. */
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  timezone: string;
}

/**
 * Buy as a Gift (spec 000 §2.12, §9), for a signed-in client or a signed-out visitor. The server
 * prices the certificate: a session where it will be used (the lowest price of that kind there,
 * in the buyer's currency) or the amount chosen. In Ghana she pays by Paystack; abroad by bank
 * transfer, and the certificate is issued when an admin records the money. Nothing is issued
 * here: the payment's details carry everything the fulfiler needs.
 */
export async function startGiftCheckout(
  deps: PaymentDeps,
  viewer: Viewer | null,
  raw: unknown,
  meta: { ipAddress?: string; now?: Date } = {},
): Promise<GiftCheckout> {
  const now = meta.now ?? new Date();
  const { input, guest } = parseGiftForm(raw, viewer === null);
  const buyer = viewer ? buyerOf(viewer) : guestBuyer(guest, input);
  const details = await priceGift(deps, input, buyer, now);

  if (!viewer && meta.ipAddress) {
    const hit = await hitRateLimit(deps.db, `gift-purchase:address:${meta.ipAddress}`, {
      limit: GUEST_GIFT_LIMIT.perAddress,
      windowMs: GUEST_GIFT_LIMIT.windowMs,
      now,
    });
    if (!hit.allowed) throw new AppError("rate_limited", tooManyGuestGifts(minutesToWait(hit.resetAt, now)));
  }

  if (input.region === "international") return requestGiftTransfer(deps, buyer, input, details, meta);

  const userId = buyer.userId ?? (await deps.db.transaction((tx) => buyerAccount(tx, buyer, input, meta)));
  return initializePaystackPayment(deps, {
    userId,
    email: buyer.email,
    purpose: "gift_certificate",
    referencePrefix: GIFT_REFERENCE_PREFIX,
    amount: details.faceValue,
    currency: details.currency,
    details,
    serviceName: `Gift certificate: ${details.productName}`,
    metadata: { gift_product_id: details.productId },
  });
}

function buyerOf(viewer: Viewer): Buyer {
  return {
    userId: viewer.userId,
    firstName: viewer.firstName,
    lastName: viewer.lastName,
    email: viewer.email,
    timezone: viewer.timezone,
  };
}

/**
 * The form, read whole: a signed-out buyer's own details are checked with the rest, so every
 * field's message comes back at once rather than hers only after the gift's are right.
 */
function parseGiftForm(raw: unknown, signedOut: boolean): { input: BuyGiftInput; guest: GiftBuyerInput | null } {
  const refusals: AppError[] = [];
  const attempt = <T>(parse: () => T): T | null => {
    try {
      return parse();
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      refusals.push(err);
      return null;
    }
  };
  const input = attempt(() => parseInput(buyGiftSchema, raw));
  const guest = signedOut ? attempt(() => parseInput(giftBuyerSchema, raw)) : null;
  const [first] = refusals;
  if (input && !first) return { input, guest };
  const fields = Object.assign({}, ...refusals.map((refusal) => refusal.fields ?? {}));
  throw new AppError("bad_request", first?.message ?? GIFT_FORM_MESSAGES.productId, fields);
}

function guestBuyer(guest: GiftBuyerInput | null, input: BuyGiftInput): Buyer {
  if (!guest) throw new Error("a signed-out buyer's details were not read");
  return {
    userId: null,
    firstName: guest.buyerFirstName,
    lastName: guest.buyerLastName,
    email: guest.buyerEmail,
    timezone: input.recipientTimeZone ?? practiceConfig().timeZone,
  };
}

function buyerAccount(
  tx: Parameters<typeof findOrCreateBuyerAccount>[0],
  buyer: Buyer,
  input: BuyGiftInput,
  meta: { ipAddress?: string },
): Promise<string> {
  return findOrCreateBuyerAccount(
    tx,
    { ...buyer, region: input.region, currency: input.currency },
    { ipAddress: meta.ipAddress },
  ).then((account) => account.userId);
}

/** The certificate as it will be issued, priced now. */
async function priceGift(
  deps: Pick<PaymentDeps, "db">,
  input: BuyGiftInput,
  buyer: Buyer,
  now: Date,
): Promise<GiftPurchaseDetails> {
  const [product] = await deps.db.select().from(giftProducts).where(eq(giftProducts.id, input.productId));
  if (!product?.isActive) throw new AppError("bad_request", GIFT_NOT_FOUND, { productId: GIFT_NOT_FOUND });
  const category = (product.serviceCategory as ServiceCategory | null) ?? null;

  let faceValue: number;
  let serviceRegion: GiftPurchaseDetails["serviceRegion"] = null;
  if (input.kind === "service") {
    if (!category || !input.usedIn) throw new AppError("bad_request", GIFT_NOT_FOUND, { productId: GIFT_NOT_FOUND });
    const price = await sessionGiftPrice(deps.db, category, input.usedIn, input.currency);
    if (price === null) throw new AppError("bad_request", GIFT_NOT_THERE, { usedIn: GIFT_NOT_THERE });
    faceValue = price;
    serviceRegion = input.usedIn;
  } else {
    const amount = input.amount ?? 0;
    const refusal = giftAmountRefusal(amount, input.currency);
    if (refusal) throw new AppError("bad_request", refusal, { amount: refusal });
    faceValue = amount;
  }

  const zone = input.recipientTimeZone ?? practiceConfig().timeZone;
  if (!giftDeliveryAt(input.deliverOn, zone, now)) {
    throw new AppError("bad_request", GIFT_FORM_MESSAGES.deliverOn, { deliverOn: GIFT_FORM_MESSAGES.deliverOn });
  }
  return {
    productId: product.id,
    productName: product.name,
    kind: input.kind,
    serviceCategory: input.kind === "service" ? category : null,
    serviceRegion,
    faceValue,
    currency: input.currency,
    validMonths: product.validMonths,
    buyerName: `${buyer.firstName} ${buyer.lastName}`.trim(),
    buyerEmail: buyer.email,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    recipientTimeZone: input.recipientTimeZone,
    message: input.message,
    discreet: !input.nameTheService,
    showPrice: input.showPrice,
    deliverOn: input.deliverOn,
  };
}

/**
 * Abroad: the payment awaits its transfer, its pending ledger line is written and the instructions
 * are e-mailed to the buyer, in one transaction. The certificate is issued when an admin records
 * the money (markTransferReceived delivers the payment).
 */
async function requestGiftTransfer(
  deps: Pick<PaymentDeps, "db">,
  buyer: Buyer,
  input: BuyGiftInput,
  details: GiftPurchaseDetails,
  meta: { ipAddress?: string },
): Promise<TransferInstructions> {
  return withFreshReference(
    () => newTransferReference(practiceConfig().bankTransfer.referencePrefix),
    (reference) =>
      deps.db.transaction(async (tx) => {
        const userId = buyer.userId ?? (await buyerAccount(tx, buyer, input, meta));
        const payment = await createBankTransferPayment(tx, {
          userId,
          purpose: "gift_certificate",
          reference,
          amount: details.faceValue,
          currency: details.currency,
          details,
          ledgerType: "gift_certificate",
          description: `Gift certificate: ${details.productName}`,
        });
        const instructions = transferInstructions(payment);
        await enqueueEmail(
          tx,
          giftTransferEmail({ to: buyer.email, firstName: buyer.firstName, details, instructions }),
        );
        await recordAudit(tx, {
          action: "payment.transfer_requested",
          userId,
          tableName: "payment_transactions",
          recordId: payment.id,
          details: { reference, purpose: "gift_certificate", amount: details.faceValue, currency: details.currency },
          ipAddress: meta.ipAddress,
        });
        return instructions;
      }),
  );
}
