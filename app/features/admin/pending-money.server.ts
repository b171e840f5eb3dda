import { formatLongDate } from "@domain/long-date";
import { getDb } from "@server/db";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts/viewer";
import { listPaymentsNeedingSettling } from "@server/modules/payments/list-payments-needing-settling";
import { listPendingTransfers } from "@server/modules/payments/list-pending-transfers";
import { markTransferReceived } from "@server/modules/payments/mark-transfer-received";
import { failure, readForm } from "~/lib/action-result";

/** The money waiting on an admin (the overview and the transactions tab): transfers to check, payments to settle. */
export async function loadPendingMoney(viewer: Viewer) {
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

/** Mark as received (intent "mark-transfer-received"): the transfer's purchase becomes active. */
export async function markTransferAction(viewer: Viewer, request: Request) {
  const form = await readForm(request);
  try {
    if (form.intent !== "mark-transfer-received") throw new AppError("bad_request", "Unknown action");
    const done = await markTransferReceived(await getDb(), viewer, { reference: form.reference });
    return { ok: true as const, reference: done.reference, needsSettling: done.needsSettling };
  } catch (err) {
    return failure(err, "Could not record the transfer. Please try again.");
  }
}
