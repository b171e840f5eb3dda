import { getDb } from "@server/db";
import { clientIpOf, requestIdOf } from "@server/http/load-context";
import { requireClientAccess } from "@server/http/role-guards";
import { AppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { claimGift, listMyGifts } from "@server/modules/gifts";
import { GIFTS_LOAD_ERROR, GiftsLoadError, GiftsTab } from "~/features/client-portal/gifts/gifts-tab";
import { failure, readForm } from "~/lib/action-result";
import { portalTabMeta } from "~/lib/seo";
import type { Route } from "./+types/client-dashboard.gifts";

export const meta = portalTabMeta("Gifts", "Gift certificates you gave and those you hold.");

/** The gifts tab: the certificates the client gave, and those she holds, with their balance. */
export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requireClientAccess(context);
  try {
    return await listMyGifts(await getDb(), viewer);
  } catch (err) {
    logger.error("loading gifts failed", { ...errorFields(err), requestId: requestIdOf(context) });
    throw new Response(GIFTS_LOAD_ERROR, { status: 503, statusText: "Service Unavailable" });
  }
}

/** Add a gift certificate (intent "claim", code): it is hers from then on. Wrong codes count against the guessing limit. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = requireClientAccess(context);
  const form = await readForm(request);
  try {
    if (form.intent !== "claim") throw new AppError("bad_request", "Unknown action");
    await claimGift(await getDb(), viewer, { code: form.code }, { ipAddress: clientIpOf(context) });
    return { ok: true as const };
  } catch (err) {
    return failure(err, "The gift certificate could not be added just now. Please try again.");
  }
}

export default function GiftsRoute({ loaderData }: Route.ComponentProps) {
  return <GiftsTab {...loaderData} />;
}

export function ErrorBoundary() {
  return <GiftsLoadError />;
}
