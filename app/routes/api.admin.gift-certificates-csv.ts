import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { exportGiftCertificates } from "@server/modules/gifts";
import type { Route } from "./+types/api.admin.gift-certificates-csv";

/** GET with the Gift certificates tab's filters (?status= &q=): the list as a CSV attachment. Admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const { filename, csv } = await exportGiftCertificates(await getDb(), viewer, {
    status: params.get("status"),
    q: params.get("q"),
  });
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      // Buyers' and recipients' names and addresses: never kept by a shared cache or the browser's history cache.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
