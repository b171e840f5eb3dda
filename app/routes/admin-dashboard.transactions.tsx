import { requireAdmin } from "@server/http/role-guards";
import { PaymentsNeedingSettling } from "~/features/admin/payments-needing-settling";
import { moneyAction } from "~/features/admin/pending-money.server";
import { PendingTransfers } from "~/features/admin/pending-transfers";
import { RefundsToCheck } from "~/features/admin/refunds-to-check";
import { LedgerSection } from "~/features/admin/transactions/ledger-section";
import { loadTransactions } from "~/features/admin/transactions/transactions-page.server";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.transactions";

export const meta = staffTabMeta("Transactions", "The practice's payments and refunds.", "Admin Dashboard");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTransactions(requireAdmin(context), new URL(request.url).searchParams);
}

export async function action({ request, context }: Route.ActionArgs) {
  return moneyAction(requireAdmin(context), request);
}

/** What waits on an admin (transfers to check, payments to settle), then the whole ledger. */
export default function TransactionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h2 className="font-serif text-2xl text-brand-900">Transactions</h2>
      <PendingTransfers transfers={loaderData.transfers} />
      <PaymentsNeedingSettling payments={loaderData.settling} timeZone={loaderData.timeZone} />
      <RefundsToCheck refunds={loaderData.refundsToCheck} />
      <LedgerSection view={loaderData.ledger} />
    </>
  );
}
