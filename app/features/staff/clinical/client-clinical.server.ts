import type { Database } from "@server/db/client";
import type { Viewer } from "@server/modules/accounts";
import { getClientMeasures, listClientResponses } from "@server/modules/clinical-responses";
import { toMeasureView, toResponseRow } from "./clinical-view";

/** The client page's clinical part: her measures (a read of her record, audited) and her forms. */
export async function loadClientClinical(db: Database, viewer: Viewer, clientId: unknown, zone: string) {
  const [measures, responses] = await Promise.all([
    getClientMeasures(db, viewer, clientId),
    listClientResponses(db, viewer, clientId),
  ]);
  return {
    measures: measures.measures.map((measure) => toMeasureView(measure, zone)),
    responses: responses.map((response) => toResponseRow(response, zone)),
  };
}
