import { getDb } from "@server/db";
import { clientIpOf, viewerOf } from "@server/http/load-context";
import { flashHeaders, redirectWithFlash } from "@server/http/role-guards";
import { errorFields, logger } from "@server/lib/logger";
import { authFor, signOut } from "@server/modules/accounts";
import { redirect } from "react-router";
import { readForm } from "~/lib/action-result";
import type { Route } from "./+types/sign-out";

export function loader() {
  return redirect("/");
}

/** Spec 001 §2/§8: 'Signed out' on success, 'Failed to sign out' otherwise; inactivity goes to /auth. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const inactivity = form.reason === "inactivity";
  try {
    const cookies = await signOut(await getDb(), await authFor(request), viewerOf(context), {
      headers: request.headers,
      ipAddress: clientIpOf(context),
      reason: inactivity ? "inactivity" : "user",
    });
    // After inactivity the browser has already said 'Session Expired'.
    const headers = new Headers(
      inactivity
        ? undefined
        : flashHeaders({ title: "Signed out", description: "Signed out successfully", variant: "success" }),
    );
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return redirect(inactivity ? "/auth" : "/", { headers });
  } catch (err) {
    logger.error("sign-out failed", errorFields(err));
    if (inactivity) return redirect("/auth");
    return redirectWithFlash(new URL(request.headers.get("referer") ?? "/", request.url).pathname, {
      title: "Failed to sign out",
      variant: "error",
    });
  }
}
