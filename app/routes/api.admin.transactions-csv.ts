import { ledgerCsv, paymentMethodLabel } from "@domain/ledger";
import { PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone } from "@domain/zone-time";
import { getDb } from "@server/db";
import { requireAdmin } from "@server/http/role-guards";
import { exportLedger } from "@server/modules/refunds";
import { csvResponse } from "~/lib/csv-response";
import type { Route } from "./+types/api.admin.transactions-csv";

/** GET with the Transactions tab's filters: the filtered ledger as a CSV attachment. Admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const rows = await exportLedger(await getDb(), viewer, Object.fromEntries(params));
  const csv = ledgerCsv(rows.map((row) => ({ ...row, method: paymentMethodLabel(row) })));
  return csvResponse(csv, `transactions-${dayInZone(new Date(), PRACTICE_TIME_ZONE)}.csv`);
}
