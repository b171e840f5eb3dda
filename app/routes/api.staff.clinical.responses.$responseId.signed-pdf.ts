import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { isAppError } from "@server/lib/errors";
import { downloadSignedConsent } from "@server/modules/clinical-responses";
import { pdfResponse } from "~/lib/pdf-response";
import type { Route } from "./+types/api.staff.clinical.responses.$responseId.signed-pdf";

/**
 * A signed consent's PDF, for the staff who may read the client's record (each download
 * audited). Anyone else, an unknown or malformed id and a signed-out visitor get the same 404;
 * an administrator without emergency access, 403 with how to get it.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = viewerOf(context);
  try {
    if (!viewer) throw new Response("Not Found", { status: 404 });
    const document = await downloadSignedConsent(await getDb(), viewer, params.responseId);
    return pdfResponse(document.bytes, document.filename);
  } catch (err) {
    if (isAppError(err)) {
      return new Response(err.status === 404 ? "Not Found" : err.message, {
        status: err.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    if (err instanceof Response) return err;
    throw err;
  }
}
