import { getDb } from "@server/db";
import { requestIdOf } from "@server/http/load-context";
import { requireAdmin } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { listPackageData, updatePlanAddon, updateSupportPlan, updateTherapyPackage } from "@server/modules/plans";
import { PackagesLoadError, PackagesTab } from "~/features/admin/packages/packages-tab";
import { PACKAGES_TEXT } from "~/features/admin/packages/packages-text";
import { failure, readForm } from "~/lib/action-result";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.packages";

export const meta = staffTabMeta(
  "Packages",
  "Support plans, add-ons and therapy-journey packages: prices, sessions and availability.",
  "Admin Dashboard",
);

const ACTION = "/admin-dashboard/packages";

/** Every support plan and add-on, as an admin edits them (spec 001 §3, §7). */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  try {
    return await listPackageData(await getDb(), viewer);
  } catch (err) {
    logger.error("loading package data failed", { ...errorFields(err), requestId: requestIdOf(context) });
    throw new Response(PACKAGES_TEXT.loadFailed, { status: 503, statusText: "Service Unavailable" });
  }
}

const FAILED: Record<string, string> = {
  "update-addon": PACKAGES_TEXT.addonFailed,
  "update-package": PACKAGES_TEXT.packageFailed,
};

/** intent "update-plan", "update-addon" or "update-package". */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireAdmin(context);
  const form = await readForm(request);
  try {
    const db = await getDb();
    if (form.intent === "update-plan") await updateSupportPlan(db, viewer, form);
    else if (form.intent === "update-addon") await updatePlanAddon(db, viewer, form);
    else if (form.intent === "update-package") await updateTherapyPackage(db, viewer, form);
    else throw new AppError("bad_request", "Unknown action");
    return { ok: true as const };
  } catch (err) {
    return failure(err, FAILED[String(form.intent)] ?? PACKAGES_TEXT.planFailed);
  }
}

export default function PackagesRoute({ loaderData }: Route.ComponentProps) {
  return <PackagesTab {...loaderData} action={ACTION} />;
}

export function ErrorBoundary() {
  return <PackagesLoadError />;
}
