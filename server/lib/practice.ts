import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { env } from "./env";

/**
 * The practice's public details. Demo defaults, each overridable from the environment
 * (PRACTICE_NAME, PRACTICE_PHONE, ...), so no placeholder ever reaches a page.
 */

/** One of the practice's accounts: what a client abroad needs to send money to it. */
export interface BankAccount {
  bankName: string;
  accountNumber?: string;
  /** A UK account's. */
  sortCode?: string;
  /** A US account's (ACH and wire). */
  routingNumber?: string;
  iban?: string;
  swift: string;
}

/** The accounts held besides the dollar one, from BANK_TRANSFER_CURRENCIES ("GBP,EUR" by default). */
function otherAccountCurrencies(): Set<string> {
  return new Set(
    pick("BANK_TRANSFER_CURRENCIES", "GBP,EUR")
      .split(",")
      .map((c) => c.trim().toUpperCase()),
  );
}

function bankAccounts(): PracticeConfig["bankTransfer"]["accounts"] {
  const held = otherAccountCurrencies();
  const gbp: BankAccount = {
    bankName: pick("BANK_NAME", "Wise Payments Ltd"),
    accountNumber: pick("BANK_ACCOUNT_NUMBER", "31926819"),
    sortCode: pick("BANK_SORT_CODE", "23-14-70"),
    iban: pick("BANK_IBAN", "GB33 TRWI 2314 7031 9268 19"),
    swift: pick("BANK_SWIFT", "TRWIGB2L"),
  };
  const eur: BankAccount = {
    bankName: pick("BANK_EUR_NAME", "Wise Europe SA"),
    iban: pick("BANK_EUR_IBAN", "BE94 9671 2345 6714"),
    swift: pick("BANK_EUR_SWIFT", "TRWIBEB1XXX"),
  };
  return {
    USD: {
      bankName: pick("BANK_USD_NAME", "Community Federal Savings Bank"),
      accountNumber: pick("BANK_USD_ACCOUNT_NUMBER", "8313579246"),
      routingNumber: pick("BANK_USD_ROUTING_NUMBER", "026073150"),
      swift: pick("BANK_USD_SWIFT", "CMFGUS33"),
    },
    ...(held.has("GBP") ? { GBP: gbp } : {}),
    ...(held.has("EUR") ? { EUR: eur } : {}),
  };
}

export interface PracticeConfig {
  /** Brand name used in headings such as "Welcome to {name} Therapy". */
  name: string;
  legalName: string;
  directorName: string;
  directorTitle: string;
  /** The director's account: new clients' bookings go to her (DESIGN §4). */
  directorEmail: string;
  phone: string;
  email: string;
  address: { line: string; locality: string; city: string; country: string; countryCode: string };
  timeZone: string;
  social: { instagram: string; instagramHandle: string; linkedin: string };
  welcomeVideoId: string;
  testimonialFormUrl: string;
  paystackPublicKey: string | null;
  bankTransfer: {
    providerName: string;
    /** Prefix of plan-checkout references: names the transfer provider. */
    referencePrefix: string;
    accountName: string;
    /**
     * The practice's accounts by currency. The dollar account is always there (anyone abroad can
     * pay in dollars); pounds and euros where the practice holds them (BANK_TRANSFER_CURRENCIES).
     */
    accounts: { USD: BankAccount } & Partial<Record<"GBP" | "EUR", BankAccount>>;
  };
  /** A map link to the practice, for a client coming in person. */
  directionsUrl: string;
  /** What to do in an emergency: the practice is not an emergency service. */
  crisisLine: string;
}

const pick = (key: string, fallback: string): string => {
  const value = process.env[key];
  return value && value.trim() !== "" ? value : fallback;
};

export function practiceConfig(): PracticeConfig {
  const addressLine = pick("PRACTICE_ADDRESS_LINE", "Inside the physiotherapy clinic, 14 Abelemkpe Road");
  return {
    name: pick("PRACTICE_NAME", "Nkabom"),
    legalName: pick("PRACTICE_LEGAL_NAME", "Nkabom Therapy & Wellness"),
    directorName: pick("PRACTICE_DIRECTOR_NAME", "Efua Asante"),
    directorTitle: "Director and Psychotherapist",
    directorEmail: pick("PRACTICE_DIRECTOR_EMAIL", "director@demo.nkabom.example"),
    phone: pick("PRACTICE_PHONE", "+233 30 296 1450"),
    email: pick("PRACTICE_EMAIL", "hello@nkabom-therapy.example"),
    address: {
      line: addressLine,
      locality: "Abelemkpe",
      city: "Accra",
      country: "Ghana",
      countryCode: "GH",
    },
    timeZone: PRACTICE_TIME_ZONE,
    social: {
      instagram: pick("PRACTICE_INSTAGRAM_URL", "https://www.instagram.com/nkabomtherapy"),
      instagramHandle: pick("PRACTICE_INSTAGRAM_HANDLE", "@nkabomtherapy"),
      linkedin: pick("PRACTICE_LINKEDIN_URL", "https://www.linkedin.com/company/nkabom-therapy"),
    },
    welcomeVideoId: pick("PRACTICE_WELCOME_VIDEO_ID", "inpok4MKVLM"),
    testimonialFormUrl: pick("PRACTICE_TESTIMONIAL_FORM_URL", "https://forms.gle/nkabom-testimonial"),
    paystackPublicKey: env().PAYSTACK_PUBLIC_KEY ?? null,
    bankTransfer: {
      providerName: pick("BANK_PROVIDER_NAME", "Wise"),
      referencePrefix: pick("BANK_REFERENCE_PREFIX", "WISE-"),
      accountName: pick("BANK_ACCOUNT_NAME", "Nkabom Therapy & Wellness"),
      accounts: bankAccounts(),
    },
    directionsUrl: pick(
      "PRACTICE_DIRECTIONS_URL",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${addressLine}, Abelemkpe, Accra, Ghana`)}`,
    ),
    crisisLine: pick(
      "PRACTICE_CRISIS_LINE",
      "If you or someone else is in danger, call 112 in Ghana or your local emergency number.",
    ),
  };
}
