import {
  CONTACT_CHECK_FIELDS_MESSAGE,
  CONTACT_HONEYPOT_FIELD,
  isHoneypotFilled,
  readContactForm,
} from "@domain/contact";
import { findRegionOption, REGION_FORM, regionCookie } from "@domain/region";
import { getDb } from "@server/db";
import { clientIpOf, requestIdOf } from "@server/http/load-context";
import { publicUrl } from "@server/lib/env";
import { isAppError } from "@server/lib/errors";
import { errorFields, logger } from "@server/lib/logger";
import { submitInquiry } from "@server/modules/contact";
import { data, redirect, useActionData, useRouteLoaderData } from "react-router";
import { useRegion } from "~/components/region/region-context";
import type { ContactActionResult } from "~/features/home/contact-result";
import { HomePage } from "~/features/home/home-page";
import { PracticeJsonLd } from "~/features/home/practice-json-ld";
import { LazyRegionGate } from "~/features/region-gate/lazy-region-gate";
import { pageMeta, rootData } from "~/lib/seo";
import type { loader as rootLoader } from "~/root";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const { origin, practiceName } = rootData(matches);
  return pageMeta({
    origin,
    title: `${practiceName} | Therapy in Accra, Ghana and online`,
    description:
      "Individual, couples and family therapy in Abelemkpe, Accra and online, with over 16 years of experience. Warm, confidential support. Schedule a consultation today.",
    path: "/",
  });
}

/**
 * The contact form (spec 000 §2.4): 400 for invalid fields, 429 past the rate limit. Also a region
 * tile of the gate, posted when chosen before the scripts have run.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  if (form.get("intent") === REGION_FORM.intent) return chooseRegionWithoutScripts(form);
  const values = readContactForm(form);
  try {
    await submitInquiry(await getDb(), { values, clientIp: clientIpOf(context) });
    return data<ContactActionResult>({ ok: true });
  } catch (error) {
    // Echo what was typed (never the honeypot) so a page posted without JavaScript keeps it.
    const { [CONTACT_HONEYPOT_FIELD]: _honeypot, ...typed } = values;
    if (isAppError(error)) {
      return data<ContactActionResult>(
        { ok: false, message: error.message, fieldErrors: error.fields ?? {}, values: typed },
        { status: error.status },
      );
    }
    logger.error("contact inquiry failed", { requestId: requestIdOf(context), ...errorFields(error) });
    return data<ContactActionResult>(
      {
        ok: false,
        message: "Sorry, your message could not be sent just now. Please try again in a moment.",
        fieldErrors: {},
        values: typed,
      },
      { status: 500 },
    );
  }
}

/**
 * A region tile chosen before the page's scripts had run (they come after the first paint, and
 * on a slow network the gate is readable well before): the cookie is set here, then the home page.
 */
function chooseRegionWithoutScripts(form: FormData) {
  const option = findRegionOption(String(form.get(REGION_FORM.field) ?? ""));
  if (!option) {
    return data<ContactActionResult>(
      { ok: false, message: "Choose one of the regions on the page.", fieldErrors: {} },
      { status: 400 },
    );
  }
  const secure = publicUrl().startsWith("https:");
  return redirect("/", { headers: { "Set-Cookie": regionCookie(option, secure) } });
}

/** In the browser: the same rules checked before sending, and a network failure kept on the page. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<ContactActionResult> {
  const values = readContactForm(await request.clone().formData());
  if (!isHoneypotFilled(values)) {
    // The rules (and zod) are fetched when the form is first used, not with the page.
    const { validateContactInquiry } = await import("@domain/contact-inquiry");
    const validation = await validateContactInquiry(values);
    if (!validation.ok)
      return { ok: false, message: CONTACT_CHECK_FIELDS_MESSAGE, fieldErrors: validation.fieldErrors };
  }
  try {
    return await serverAction();
  } catch {
    return {
      ok: false,
      message: "We could not reach the server. Please check your connection and try again.",
      fieldErrors: {},
    };
  }
}

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  // Set only when the form was posted without JavaScript (fetcher answers stay with the form).
  const documentResult = useActionData<ContactActionResult>();
  const { isRegionSelected } = useRegion();
  if (!root) return null;
  return (
    <>
      <PracticeJsonLd practice={root.practice} origin={root.origin} />
      {isRegionSelected ? (
        <HomePage practice={root.practice} documentResult={documentResult} />
      ) : (
        <LazyRegionGate practiceName={root.practice.name} />
      )}
    </>
  );
}
