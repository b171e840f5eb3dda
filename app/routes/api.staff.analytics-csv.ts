import { getDb } from "@server/db";
import { viewerOf } from "@server/http/load-context";
import { AppError } from "@server/lib/errors";
import { exportAnalyticsCsv } from "@server/modules/staff";
import { jsonFailure } from "~/lib/action-result";
import { csvResponse } from "~/lib/csv-response";
import type { Route } from "./+types/api.staff.analytics-csv";

/**
 * GET ?table=&therapist=: one table of the Analytics tab as a CSV attachment. A therapist gets
 * her own figures; the whole practice's tables are for admins only (checked by the use case).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const viewer = viewerOf(context);
    if (!viewer) throw new AppError("unauthenticated", "Please sign in.");
    const params = new URL(request.url).searchParams;
    const { filename, csv } = await exportAnalyticsCsv(await getDb(), viewer, {
      table: params.get("table"),
      therapist: params.get("therapist"),
    });
    return csvResponse(csv, filename);
  } catch (err) {
    return jsonFailure(err, "The figures could not be exported just now.");
  }
}
