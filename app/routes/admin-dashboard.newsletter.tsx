import { requireAdmin } from "@server/http/role-guards";
import { TabLoadError } from "~/components/tab-load-error";
import { loadNewsletter, newsletterAction } from "~/features/admin/newsletter/newsletter-page.server";
import { NewsletterTab } from "~/features/admin/newsletter/newsletter-tab";
import { staffTabMeta } from "~/lib/seo";
import type { Route } from "./+types/admin-dashboard.newsletter";

export const meta = staffTabMeta("Newsletter", "The mailing list and its announcements.", "Admin Dashboard");

const ACTION = "/admin-dashboard/newsletter";

/** ?status= filters by status, ?q= searches the addresses, ?page= pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNewsletter(requireAdmin(context), new URL(request.url).searchParams);
}

/** intent "send-announcement". */
export async function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(requireAdmin(context), request);
}

export default function NewsletterRoute({ loaderData }: Route.ComponentProps) {
  return <NewsletterTab view={loaderData} action={ACTION} />;
}

export function ErrorBoundary() {
  return (
    <TabLoadError
      announce
      title="Could not load the mailing list"
      message="The mailing list could not be read just now. Please try again."
    />
  );
}
