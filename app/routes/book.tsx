import { requireViewer } from "../../server/http/guards";
import { requireRegion } from "../../server/http/region";
import { pageMeta, rootData } from "../lib/seo";
import type { Route } from "./+types/book";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    ...rootData(matches),
    title: "Book a session",
    description: "Choose a service and a time for your session.",
    path: "/book",
    noindex: true,
  });
}

/** Spec 000 §2.2/§2.10: a region first, then a signed-in person. */
export function loader({ request, context }: Route.LoaderArgs) {
  const region = requireRegion(request);
  const viewer = requireViewer(context);
  return { region, firstName: viewer.firstName };
}

export default function Book() {
  return (
    <main className="mx-auto max-w-5xl px-6 py-12">
      <h1 className="font-serif text-3xl text-brand-900">Book a session</h1>
    </main>
  );
}
