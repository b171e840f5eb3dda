/** The texts spec 000 §8 shows for payments; the UI shows them as the toasts' descriptions. */
export const INITIALIZE_FAILED = "Failed to initialize payment. Please try again.";
export const VERIFY_FAILED = "Payment could not be verified. Please contact support.";
export const PAYMENT_NOT_FOUND = "Payment not found";
export const TRANSFER_ALREADY_RECORDED = "This transfer has already been recorded.";
/** How long a bank transfer takes to be checked (spec 000 §4). */
export const TRANSFER_CHECK_TIME = "1-3 business days";
