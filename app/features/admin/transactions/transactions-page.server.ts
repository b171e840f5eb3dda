import { LEDGER_TYPE_LABEL, ledgerStatusGroup, paymentMethodLabel, signedLedgerAmount } from "@domain/ledger";
import { formatMoney } from "@domain/money";
import { ledgerLineHasReceipt, receiptHref, receiptLinkLabel } from "@domain/receipts";
import { usableZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import type { Viewer } from "@server/modules/accounts";
import { listLedger } from "@server/modules/refunds";
import { clientChoices } from "@server/modules/staff";
import { loadPendingMoney } from "../pending-money.server";

const when = (at: Date, zone: string) =>
  at.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: zone });

/**
 * The Transactions tab: what waits on an admin (transfers to check, payments to settle), then the
 * ledger filtered by the query (?from= &to= &status= &provider= &currency= &client= &page=).
 */
export async function loadTransactions(viewer: Viewer, params: URLSearchParams) {
  const db = await getDb();
  const zone = usableZone(viewer.timezone);
  const query = Object.fromEntries(
    ["from", "to", "status", "provider", "currency", "client", "page"].map((name) => [name, params.get(name)]),
  );
  const listed = listLedger(db, viewer, query);
  // A completed payment line (not a refund's) may be refunded while something is left of it.
  const refundable = listed.then((ledger) =>
    ledger.rows.filter((row) => row.type !== "refund" && row.status === "completed").map((row) => row.reference ?? ""),
  );
  const [{ pending, refundOf }, ledger, choices] = await Promise.all([
    loadPendingMoney(viewer, refundable),
    listed,
    clientChoices(db, viewer, params.get("client")),
  ]);
  const applied = Object.fromEntries(Object.entries(ledger.filters).filter(([, value]) => value !== ""));
  return {
    ...pending,
    ledger: {
      total: ledger.total,
      page: ledger.page,
      pageCount: ledger.pageCount,
      filters: ledger.filters,
      /** The applied filters as a query, for the pages and the export. */
      query: new URLSearchParams(applied).toString(),
      clients: choices.clients,
      rows: ledger.rows.map((row) => ({
        id: row.id,
        whenIso: row.createdAt.toISOString(),
        when: when(row.createdAt, zone),
        clientName: row.clientName,
        clientEmail: row.clientEmail,
        amount: formatMoney(signedLedgerAmount(row), row.currency),
        currency: row.currency,
        status: row.status,
        statusGroup: ledgerStatusGroup(row.status),
        type: LEDGER_TYPE_LABEL[row.type] ?? row.type,
        method: paymentMethodLabel(row),
        reference: row.reference ?? "",
        receipt:
          row.reference && ledgerLineHasReceipt(row)
            ? { href: receiptHref(row.reference), label: receiptLinkLabel(row.reference) }
            : null,
        refund: row.type === "refund" || !row.reference ? null : refundOf(row.reference),
      })),
    },
  };
}

export type TransactionsView = Awaited<ReturnType<typeof loadTransactions>>["ledger"];
