import { requireTherapist } from "@server/http/guards";
import { pageMeta, rootData } from "~/lib/seo";
import type { Route } from "./+types/therapist-dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Therapist Dashboard",
    description: "Clients, sessions and homework.",
    path: "/therapist-dashboard",
    noindex: true,
  });
}

export function loader({ context }: Route.LoaderArgs) {
  const viewer = requireTherapist(context);
  return { firstName: viewer.firstName };
}

export default function TherapistDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="font-serif text-3xl text-brand-900">Therapist Dashboard</h1>
      <p className="mt-2 text-stone-700">Welcome back, {loaderData.firstName}.</p>
    </main>
  );
}
