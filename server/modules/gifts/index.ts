/** Gift certificates: buying one for someone, issuing it when paid, and spending it on sessions. */
export { claimGift } from "./claim-gift";
export { type GiftOffer, listGiftOffers } from "./gift-offers";
export { giftCertificateFulfiler } from "./issue-gift-certificate";
export { type GiftGiven, type GiftHeld, type GiftState, listMyGifts, type MyGifts } from "./list-my-gifts";
export {
  applyGiftToCharge,
  asGiftAttempt,
  GIFT_SPENT_SINCE,
  type GiftApplied,
  recordGiftRedemption,
  releaseGiftRedemption,
  retakeGiftRedemption,
} from "./spend-gift";
export { type GiftCheckout, startGiftCheckout } from "./start-gift-checkout";
