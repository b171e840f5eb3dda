import { GIFT_ADMIN_TEXT } from "@domain/gift-admin";
import { requireAdmin } from "@server/http/role-guards";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { TabLoadError } from "~/components/tab-load-error";
import { giftsAction, loadGifts } from "~/features/admin/gifts/gifts-page.server";
import { GiftsTab } from "~/features/admin/gifts/gifts-tab";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.gifts";

export const meta = staffTabMeta(
  "Gift certificates",
  "Gift certificates sold, and what is still owed on them.",
  "Admin Dashboard",
);

const ACTION = "/admin-dashboard/gifts";

/** ?status= filters by state, ?q= searches, ?page= pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadGifts(requireAdmin(context), new URL(request.url).searchParams);
}

/** intent "void", "extend" or "resend", each after its confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  return giftsAction(requireAdmin(context), request);
}

/**
 * A refused act (the certificate voided, used or gone meanwhile) still means the list on screen is
 * out of date: read it again, which React Router does not do by itself after a 4xx. Plain bad
 * input (400) changes nothing there.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (actionStatus === 404 || actionStatus === 409) return true;
  return defaultShouldRevalidate;
}

export default function GiftsRoute({ loaderData }: Route.ComponentProps) {
  return <GiftsTab view={loaderData} action={ACTION} />;
}

export function ErrorBoundary() {
  return (
    <TabLoadError
      announce
      title={GIFT_ADMIN_TEXT.loadError}
      message="The gift certificates could not be read just now. Please try again."
    />
  );
}
