/** Refunds and settling: the admin's ledger of transactions, refunds through Paystack, payments that need settling. */
export { exportLedger, listLedger } from "./list-ledger";
export { type RefundEventOutcome, recordPaystackRefundEvent } from "./paystack-refund-event";
export { checkRefund, listRefundsToCheck } from "./refund-checks";
export { type RefundChoice, refundChoices } from "./refund-choices";
export { refundPayment } from "./refund-payment";
export { getSettleSlots, settleWithBooking } from "./settle-with-booking";
