/** Gift certificates: buying one for someone, issuing it when paid, spending it on sessions, and the admin's tab. */
export { GIFT_FORM_MESSAGES } from "./buy-gift-schema";
export { claimGift } from "./claim-gift";
export { describeGiftPurchase, type GiftPurchaseSummary } from "./describe-gift-purchase";
export { exportGiftCertificates } from "./export-gift-certificates";
export { extendGiftCertificate } from "./extend-gift-certificate";
export { giftCodeHash } from "./gift-code";
export { type GiftOffer, listGiftOffers, listGiftOffersIn } from "./gift-offers";
export { giftCertificateFulfiler } from "./issue-gift-certificate";
export {
  type GiftCertificateList,
  type GiftCertificateListItem,
  type GiftFigures,
  type GiftRedemptionItem,
  listGiftCertificates,
} from "./list-gift-certificates";
export { type GiftGiven, type GiftHeld, type GiftState, listMyGifts, type MyGifts } from "./list-my-gifts";
export { resendGiftCertificate } from "./resend-gift-certificate";
export { sendGiftExpiryReminders } from "./send-gift-expiry-reminders";
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
export { voidGiftCertificate } from "./void-gift-certificate";
