/** Gift certificates: buying one for someone, issuing it when paid, and spending it on sessions. */
export { GIFT_FORM_MESSAGES } from "./buy-gift-schema";
export { claimGift } from "./claim-gift";
export { describeGiftPurchase, type GiftPurchaseSummary } from "./describe-gift-purchase";
export { type GiftOffer, listGiftOffers, listGiftOffersIn } from "./gift-offers";
export { giftCertificateFulfiler } from "./issue-gift-certificate";
export {
  applyGiftToCharge,
  asGiftAttempt,
  GIFT_SPENT_SINCE,
  type GiftApplied,
  recordGiftRedemption,
  releaseGiftRedemption,
  retakeGiftRedemption,
} from "./spend-gift";
export { type GiftCheckout, isGiftPaystackReference, startGiftCheckout } from "./start-gift-checkout";
