import { requestIdOf } from "@server/http/load-context";
import { logger } from "@server/lib/logger";
import { data } from "react-router";
import { NOT_FOUND_META, NotFoundPage } from "~/components/not-found-page";
import type { Route } from "./+types/not-found";

export function loader({ url, context }: Route.LoaderArgs) {
  logger.warn("page not found", { path: url.pathname, requestId: requestIdOf(context) });
  return data(null, { status: 404 });
}

export function meta() {
  return NOT_FOUND_META;
}

export default function NotFound() {
  return <NotFoundPage />;
}
