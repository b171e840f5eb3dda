import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { isAppError } from "@server/lib/errors";
import { getBookingReceipt, renderReceiptPdf } from "@server/modules/receipts";
import { pdfResponse } from "~/lib/pdf-response";
import type { Route } from "./+types/api.receipt.$bookingId";

/**
 * A booking's receipt as a PDF, opened in a new tab from /payment-success (spec 000 §2.11, §7).
 * Someone else's booking, an unknown or malformed id and a signed-out visitor all get the same
 * 404, so the answer never tells whether a booking exists.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const facts = await getBookingReceipt(await getDb(), viewerOf(context), { bookingId: params.bookingId });
    return pdfResponse(await renderReceiptPdf(facts), facts.fileName);
  } catch (err) {
    if (isAppError(err)) {
      return new Response(err.status === 404 ? "Not Found" : err.message, {
        status: err.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    throw err;
  }
}
