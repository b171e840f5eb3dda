import { toCsv } from "./csv";
import type { Currency } from "./enums";
import { toMajor } from "./money";

/**
 * The transactions tab's vocabulary (spec 001 §4: a transaction reads completed, pending, or
 * anything else as a destructive badge).
 */
export const LEDGER_STATUS_FILTERS = ["completed", "pending", "other"] as const;
export type LedgerStatusFilter = (typeof LEDGER_STATUS_FILTERS)[number];

/** How the money came: Paystack by card or by mobile money, or a bank transfer. */
export const LEDGER_PROVIDER_FILTERS = ["card", "mobile_money", "bank_transfer"] as const;
export type LedgerProviderFilter = (typeof LEDGER_PROVIDER_FILTERS)[number];

export const LEDGER_PROVIDER_FILTER_LABEL: Readonly<Record<LedgerProviderFilter, string>> = {
  card: "Paystack card",
  mobile_money: "Paystack mobile money",
  bank_transfer: "Bank transfer",
};

export const LEDGER_STATUS_LABEL: Readonly<Record<LedgerStatusFilter, string>> = {
  completed: "Completed",
  pending: "Pending",
  other: "Other",
};

export const LEDGER_TYPE_LABEL: Readonly<Record<string, string>> = {
  booking: "Session",
  support_plan: "Support plan",
  therapy_package: "Therapy package",
  event_registration: "Event",
  event_deposit: "Event deposit",
  gift_certificate: "Gift",
  refund: "Refund",
};

/** Mobile money networks as Paystack names them (authorization.bank), as a client knows them. */
const NETWORK_NAME: Readonly<Record<string, string>> = {
  MTN: "MTN",
  VOD: "Telecel",
  VODAFONE: "Telecel",
  TELECEL: "Telecel",
  ATL: "AirtelTigo",
  TGO: "AirtelTigo",
  AIRTELTIGO: "AirtelTigo",
};

/**
 * How a payment was made, as the ledger shows it: "Paystack card", "Paystack mobile money
 * (MTN)", "Bank transfer"; a Paystack payment whose channel is not known reads "Paystack".
 */
export function paymentMethodLabel(method: {
  provider: string;
  channel: string | null;
  network: string | null;
}): string {
  if (method.provider === "bank_transfer") return "Bank transfer";
  if (method.provider === "coupon") return "Coupon";
  if (method.provider === "plan_credit") return "Plan credit";
  if (method.channel === "card") return "Paystack card";
  if (method.channel === "mobile_money") {
    const network = method.network ? (NETWORK_NAME[method.network.toUpperCase()] ?? method.network) : null;
    return network ? `Paystack mobile money (${network})` : "Paystack mobile money";
  }
  return "Paystack";
}

/** A line's amount as the books count it: a refund is money going back out, so negative. */
export const signedLedgerAmount = (line: { type: string; amount: number }): number =>
  line.type === "refund" ? -line.amount : line.amount;

/** A ledger status as the tab's filter and badge group it. */
export const ledgerStatusGroup = (status: string): LedgerStatusFilter =>
  status === "completed" || status === "pending" ? status : "other";

export interface LedgerCsvRow {
  createdAt: Date;
  reference: string | null;
  clientName: string;
  clientEmail: string;
  type: string;
  method: string;
  status: string;
  /** Minor units. */
  amount: number;
  currency: Currency | string;
  description: string | null;
}

/**
 * The filtered ledger as CSV: amounts in major units beside their currency (refunds negative, so a
 * column's sum is what the practice kept), dates in ISO 8601 (UTC).
 */
export function ledgerCsv(rows: readonly LedgerCsvRow[]): string {
  return toCsv([
    ["date", "reference", "client", "email", "type", "method", "status", "amount", "currency", "description"],
    ...rows.map((r) => [
      r.createdAt.toISOString(),
      r.reference ?? "",
      r.clientName,
      r.clientEmail,
      LEDGER_TYPE_LABEL[r.type] ?? r.type,
      r.method,
      r.status,
      toMajor(signedLedgerAmount(r)).toFixed(2),
      r.currency,
      r.description ?? "",
    ]),
  ]);
}
