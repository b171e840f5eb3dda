import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { AppError, isAppError } from "@server/lib/errors";
import { downloadMySignedConsent } from "@server/modules/clinical-responses";
import { pdfResponse } from "~/lib/pdf-response";
import type { Route } from "./+types/api.signed-consents.$responseId";

/**
 * A client's signed consent as a PDF, from her Forms tab. Someone else's, an unknown id and a
 * signed-out visitor all get the same 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("not_found", "Not Found");
    const signed = await downloadMySignedConsent(await getDb(), viewer, params.responseId);
    return pdfResponse(signed.pdf, signed.filename);
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
