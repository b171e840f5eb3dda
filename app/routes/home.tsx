import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";

export function meta() {
  return [
    { title: "Therapy and wellness in Accra and online" },
    { name: "description", content: "Individual, couples and family therapy in Accra, Ghana and online." },
  ];
}

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main className="mx-auto max-w-3xl px-6 py-24">
      <h1 className="font-serif text-4xl text-brand-900">{root?.practice.legalName}</h1>
      <p className="mt-4 text-lg text-stone-700">Therapy as a bridge: online, or in person in Accra.</p>
    </main>
  );
}
