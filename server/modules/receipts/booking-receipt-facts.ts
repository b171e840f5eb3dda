/** Everything a booking receipt states, already worded for people (see receipt-text.ts). */
export interface ReceiptFacts {
  bookingId: string;
  receiptNumber: string;
  /** "receipt-PSK-7KQ2M9XHR4TB.pdf" */
  fileName: string;
  /** The day the receipt was produced, in the booking's zone. */
  issuedOn: string;
  practice: {
    legalName: string;
    addressLines: string[];
    phone: string;
    email: string;
  };
  client: { name: string; email: string };
  session: {
    serviceName: string;
    /** "Online" or "In person". */
    sessionType: string;
    /** "Monday, 7 December 2026, 10:00 (GMT)" */
    dateTime: string;
    /** "50 minutes" */
    duration: string;
    bookingStatus: string;
  };
  payment: {
    amountMinor: number;
    currency: string;
    /** "GHS 400.00", "Free (coupon DEMO-WELCOME)"; "(deposit)" when only a deposit was due. */
    amount: string;
    /** Left to pay after a deposit, when any. */
    balanceDue: string | null;
    /** bookings.payment_id; none for a free booking. */
    reference: string | null;
    method: string;
    status: string;
    /** The date paid, or why there is none ("Awaiting payment", "No payment needed"). */
    paidOn: string;
  };
}
