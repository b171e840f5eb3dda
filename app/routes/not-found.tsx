import { requestIdOf } from "@server/http/load-context";
import { logger } from "@server/lib/logger";
import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";

export function loader({ url, context }: Route.LoaderArgs) {
  logger.warn("page not found", { path: url.pathname, requestId: requestIdOf(context) });
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: "Page not found" }, { name: "robots", content: "noindex" }];
}

export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 text-center">
      <p className="font-serif text-6xl text-brand-600">404</p>
      <h1 className="mt-4 text-2xl font-semibold">Oops! Page not found</h1>
      <Link to="/" className="mt-8 rounded-full bg-brand-600 px-6 py-3 text-white hover:bg-brand-700">
        Return to Home
      </Link>
    </main>
  );
}
