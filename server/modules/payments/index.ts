/** Payment records: starting a Paystack payment or a bank transfer, references, ledger entries and transfer instructions. */
export {
  type BankAccountDetails,
  bankAccountDetails,
  createBankTransferPayment,
  transferAccountCurrencies,
} from "./create-bank-transfer-payment";
export { describeOwnPayment } from "./describe-own-payment";
export {
  askPaystackToStart,
  checkoutOf,
  initializePaystackPayment,
  insertPendingPaystackPayment,
  type PaystackCheckout,
  type PaystackHold,
  type PaystackPaymentRequest,
  recordInitializeFailed,
  requirePaystack,
  startPaystackForHold,
} from "./initialize-paystack-payment";
export { completeLedgerEntry, ledgerTherapist } from "./ledger-entries";
export { listPaymentsNeedingSettling } from "./list-payments-needing-settling";
export { ADMINS_ONLY, listPendingTransfers, paymentDescription } from "./list-pending-transfers";
export {
  type Fulfiler,
  type FulfilmentContext,
  type LedgerType,
  type PaymentDeps,
  type PaymentRow,
  UndeliverableError,
} from "./payment-types";
export { cancelPendingPayment } from "./pending-payment";
export { newPaystackReference, newTransferReference, withFreshReference } from "./references";
export {
  awaitedTransferOf,
  type TransferInstructions,
  transferAwaited,
  transferInstructions,
} from "./transfer-instructions";
export { transferInstructionLines } from "./transfer-instructions-text";
