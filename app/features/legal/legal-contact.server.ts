import { practiceConfig } from "@server/lib/practice";
import type { LegalContact } from "./legal-page";

/** How the legal pages tell the reader to reach the practice: its name, e-mail, phone and address. */
export function legalContact(): LegalContact {
  const practice = practiceConfig();
  return {
    legalName: practice.legalName,
    email: practice.email,
    phone: practice.phone,
    address: `${practice.address.line}, ${practice.address.city}, ${practice.address.country}`,
  };
}
