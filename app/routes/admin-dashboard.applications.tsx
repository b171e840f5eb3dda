import { requireAdmin } from "@server/http/guards";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.applications";

export const meta = staffTabMeta("applications", "Running the practice.", "Admin Dashboard");

export function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return null;
}

export default function Tab() {
  return <p className="text-stone-700">This part of the dashboard is being built.</p>;
}
