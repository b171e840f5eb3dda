import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { exportGiftCertificates } from "@server/modules/gifts";
import { csvResponse } from "~/lib/csv-response";
import type { Route } from "./+types/api.admin.gift-certificates-csv";

/** GET with the Gift certificates tab's filters (?status= &q=): the list as a CSV attachment. Admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const { filename, csv } = await exportGiftCertificates(await getDb(), viewer, {
    status: params.get("status"),
    q: params.get("q"),
  });
  return csvResponse(csv, filename);
}
