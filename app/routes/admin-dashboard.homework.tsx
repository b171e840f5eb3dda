import { requireAdmin } from "@server/http/role-guards";
import { withTherapists } from "~/features/staff/admin/with-therapists.server";
import { AdminHomeworkFilters } from "~/features/staff/homework/admin-homework-filters";
import { loadHomeworkPage } from "~/features/staff/homework/homework-page.server";
import { HomeworkTab } from "~/features/staff/homework/homework-tab";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.homework";

export const meta = staffTabMeta(
  "Homework",
  "Every therapist's homework and their clients' responses.",
  "Admin Dashboard",
);

/** Every assignment (spec 001 §6: admins see all homework); ?therapist=, ?client= and ?status= narrow them. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  return withTherapists(viewer, loadHomeworkPage(viewer, new URL(request.url).searchParams));
}

export default function AdminHomeworkRoute({ loaderData }: Route.ComponentProps) {
  return (
    <HomeworkTab
      {...loaderData}
      filters={
        <AdminHomeworkFilters
          therapists={loaderData.therapists}
          clients={loaderData.clients}
          statuses={loaderData.statuses}
          applied={loaderData.applied}
        />
      }
    />
  );
}
