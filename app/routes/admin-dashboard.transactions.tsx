import { requireAdmin } from "@server/http/guards";
import { PaymentsNeedingSettling } from "~/features/admin/payments-needing-settling";
import { loadPendingMoney, markTransferAction } from "~/features/admin/pending-money.server";
import { PendingTransfers } from "~/features/admin/pending-transfers";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.transactions";

export const meta = staffTabMeta("Transactions", "Payments awaiting an administrator.", "Admin Dashboard");

export async function loader({ context }: Route.LoaderArgs) {
  return loadPendingMoney(requireAdmin(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  return markTransferAction(requireAdmin(context), request);
}

/** What needs an admin's hand today; the full ledger, refunds and exports are not here yet. */
export default function TransactionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h2 className="font-serif text-2xl text-brand-900">Transactions</h2>
      <p className="mt-2 max-w-prose text-stone-700">
        The full ledger of payments is not available here yet. These are the payments waiting on an administrator.
      </p>
      <PendingTransfers transfers={loaderData.transfers} />
      <PaymentsNeedingSettling payments={loaderData.settling} />
    </>
  );
}
