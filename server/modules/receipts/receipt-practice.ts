import { practiceConfig } from "@server/lib/practice";
import type { ReceiptPractice } from "./money-receipt-facts";

/** The practice as every receipt heads it: legal name, address lines, phone and e-mail. */
export function receiptPractice(): ReceiptPractice {
  const practice = practiceConfig();
  return {
    legalName: practice.legalName,
    addressLines: [practice.address.line, `${practice.address.city}, ${practice.address.country}`],
    phone: practice.phone,
    email: practice.email,
  };
}
