import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { exportSubscribers } from "@server/modules/newsletter";
import { csvResponse } from "~/lib/csv-response";
import type { Route } from "./+types/api.admin.newsletter-subscribers-csv";

/** GET with the Newsletter tab's filters (?status= &q=): the addresses and their consent as a CSV attachment. Admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const { filename, csv } = await exportSubscribers(await getDb(), viewer, {
    status: params.get("status"),
    q: params.get("q"),
  });
  return csvResponse(csv, filename);
}
