/** A payment's outcome: confirming it with Paystack or as a received transfer, and delivering what it bought, once. */
export { abandonPaystackPayment } from "./abandon-paystack-payment";
export { confirmPaystackPayment } from "./confirm-payment";
export { getPaymentOutcome } from "./get-payment-outcome";
export { handlePaystackWebhook } from "./handle-paystack-webhook";
export { markTransferReceived } from "./mark-transfer-received";
export { simulateCheckout } from "./simulate-checkout";
