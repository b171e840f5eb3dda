import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { isAppError } from "@server/lib/errors";
import { getReceiptByReference, renderMoneyReceiptPdf } from "@server/modules/receipts";
import { pdfResponse } from "~/lib/pdf-response";
import type { Route } from "./+types/api.receipts.$reference";

/**
 * The receipt of a completed payment, or of a completed refund, as a PDF, by its reference: for
 * the client in the portal and for an admin from the ledger. Someone else's record, an unknown
 * or malformed reference and a signed-out visitor all get the same 404 "Receipt not found".
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const facts = await getReceiptByReference(await getDb(), viewerOf(context), { reference: params.reference });
    return pdfResponse(await renderMoneyReceiptPdf(facts), facts.fileName);
  } catch (err) {
    if (isAppError(err)) {
      return new Response(err.message, {
        status: err.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    throw err;
  }
}
