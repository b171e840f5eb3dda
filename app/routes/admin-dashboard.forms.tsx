import { requireAdmin } from "@server/http/role-guards";
import { TabLoadError } from "~/components/tab-load-error";
import { FormsPage } from "~/features/admin/forms/forms-page";
import { formsPageAction, loadFormsPage } from "~/features/admin/forms/forms-page.server";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.forms";

export const meta = staffTabMeta(
  "Forms",
  "The practice's forms, when they are asked, and the clinical supervisors.",
  "Admin Dashboard",
);

export async function loader({ context }: Route.LoaderArgs) {
  return loadFormsPage(requireAdmin(context));
}

/** intent "create", "save-schedule", "reset-schedule", "assign-supervisor", "remove-supervisor". */
export async function action({ request, context }: Route.ActionArgs) {
  return formsPageAction(requireAdmin(context), request);
}

export default function FormsRoute({ loaderData }: Route.ComponentProps) {
  return <FormsPage view={loaderData} />;
}

export function ErrorBoundary() {
  return (
    <TabLoadError
      announce
      title="Error loading forms"
      message="The practice's forms could not be read just now. Please try again."
    />
  );
}
