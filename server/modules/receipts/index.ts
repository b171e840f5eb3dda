/** Receipts of bookings, payments and refunds, as pages, text and PDF. */

export { renderReceiptPdf } from "./booking-receipt-pdf";
export { findBookingForReference } from "./find-booking-for-reference";
export { getBookingReceipt } from "./get-booking-receipt";
export { getReceiptByReference } from "./get-receipt-by-reference";
export { listMyReceipts, MY_RECEIPTS_LIMIT, type MyReceipt } from "./list-my-receipts";
export { renderMoneyReceiptPdf } from "./money-receipt-pdf";
