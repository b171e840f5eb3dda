import { getDb } from "@server/db";
import { requireClientAccess } from "@server/http/role-guards";
import { exportMyData } from "@server/modules/profile";
import type { Route } from "./+types/api.portal.export";

/**
 * "Download my data" (GET): the signed-in client's own data as a JSON attachment. There is no
 * id in the URL: the export is always of whoever asks, so there is nothing to guess.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  const { fileName, data } = await exportMyData(await getDb(), viewer);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      // Personal: never kept by a shared cache or the browser's history cache.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
