import type { Database } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { ClinicalCryptoError } from "@server/modules/clinical-keys";
import { getClientMeasures, listClientResponses } from "@server/modules/clinical-responses";
import { toMeasureView, toResponseRow } from "./clinical-view";

/**
 * The client page's clinical part: her measures (a read of her record, audited) and her forms.
 * Scores that cannot be opened (her record destroyed, a value changed) show as unreadable, never
 * as something else, and the rest of her page still shows.
 */
export async function loadClientClinical(db: Database, viewer: Viewer, clientId: unknown, zone: string) {
  const [measures, responses] = await Promise.all([
    getClientMeasures(db, viewer, clientId).catch((err: unknown) => {
      if (err instanceof ClinicalCryptoError) return null;
      throw err;
    }),
    listClientResponses(db, viewer, clientId),
  ]);
  return {
    measures: measures ? measures.measures.map((measure) => toMeasureView(measure, zone)) : null,
    responses: responses.map((response) => toResponseRow(response, zone)),
  };
}
