import { formatLongDate } from "@domain/long-date";
import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/guards";
import { AppError } from "@server/lib/errors";
import { listPaymentsNeedingSettling } from "@server/modules/payments/list-payments-needing-settling";
import { listPendingTransfers } from "@server/modules/payments/list-pending-transfers";
import { markTransferReceived } from "@server/modules/payments/mark-transfer-received";
import { PaymentsNeedingSettling } from "~/features/admin/payments-needing-settling";
import { PendingTransfers } from "~/features/admin/pending-transfers";
import { failure, readForm } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard._index";

export const meta = staffTabMeta("Overview", "Running the practice.", "Admin Dashboard");

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const db = await getDb();
  const [transfers, settling] = await Promise.all([
    listPendingTransfers(db, viewer),
    listPaymentsNeedingSettling(db, viewer),
  ]);
  return {
    settling: settling.map(({ arrivedAt, ...payment }) => ({
      ...payment,
      arrivedOn: formatLongDate(arrivedAt, viewer.timezone),
    })),
    transfers: transfers.map(({ requestedAt, ...transfer }) => ({
      ...transfer,
      requestedOn: formatLongDate(requestedAt, viewer.timezone),
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdmin(context);
  const form = await readForm(request);
  try {
    if (form.intent !== "mark-transfer-received") throw new AppError("bad_request", "Unknown action");
    const done = await markTransferReceived(await getDb(), viewer, { reference: form.reference });
    return { ok: true as const, reference: done.reference, needsSettling: done.needsSettling };
  } catch (err) {
    return failure(err, "Could not record the transfer. Please try again.");
  }
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PendingTransfers transfers={loaderData.transfers} />
      <PaymentsNeedingSettling payments={loaderData.settling} />
    </>
  );
}
