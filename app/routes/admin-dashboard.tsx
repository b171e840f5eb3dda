import { requireAdmin } from "../../server/http/guards";
import { pageMeta, rootData } from "../lib/seo";
import type { Route } from "./+types/admin-dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Admin Dashboard",
    description: "Running the practice.",
    path: "/admin-dashboard",
    noindex: true,
  });
}

export function loader({ context }: Route.LoaderArgs) {
  const viewer = requireAdmin(context);
  return { firstName: viewer.firstName };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="font-serif text-3xl text-brand-900">Admin Dashboard</h1>
      <p className="mt-2 text-stone-700">Welcome back, {loaderData.firstName}.</p>
    </main>
  );
}
