import type { IncomingMessage } from "node:http";
import { OUTAGE_MESSAGE, OUTAGE_RETRY_SECONDS, OUTAGE_TITLE } from "@domain/outage";
import { practiceConfig } from "@server/lib/practice";
import { wantsJson } from "./request-guards";

/**
 * The answer to a request that failed because the database could not be reached: 503 with
 * Retry-After, so browsers, proxies and API clients know it is passing. Endpoints and data
 * requests get `{ ok: false, error }` as their refusals do; pages get a page of their own that
 * needs nothing but the practice's configured details (no database, no script, no stylesheet).
 */
export function outageAnswer(req: IncomingMessage): { status: 503; headers: Record<string, string>; body: string } {
  const headers = { "Retry-After": String(OUTAGE_RETRY_SECONDS), "Cache-Control": "no-store" };
  if (wantsJson(req)) {
    return {
      status: 503,
      headers: { ...headers, "Content-Type": "application/json" },
      body: JSON.stringify({ ok: false, error: OUTAGE_MESSAGE }),
    };
  }
  return { status: 503, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" }, body: outagePage() };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

function outagePage(): string {
  const practice = practiceConfig();
  const name = escapeHtml(practice.legalName);
  const phone = escapeHtml(practice.phone);
  const email = escapeHtml(practice.email);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${OUTAGE_TITLE} · ${name}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f7f5f2;color:#292524;font:1rem/1.6 system-ui,-apple-system,"Segoe UI",sans-serif}
main{max-width:34rem;padding:2rem 1.5rem;text-align:center}
h1{font:400 2rem/1.25 Georgia,"Times New Roman",serif;margin:0 0 1rem}
p{margin:0 0 1rem;color:#57534e}
a{color:#2f6855}
.again{display:inline-block;margin-top:.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#2f6855;color:#fff;text-decoration:none}
.reach{margin-top:2rem}
small{display:block;margin-top:2rem;color:#78716c}
</style>
</head>
<body>
<main>
<h1>${OUTAGE_TITLE}</h1>
<p>We are sorry: this page cannot be shown just now. Please try again in a minute.</p>
<a class="again" href="">Try again</a>
<p class="reach">Need us now? Call <a href="tel:${phone.replace(/\s/g, "")}">${phone}</a> or write to <a href="mailto:${email}">${email}</a>.</p>
<small>${escapeHtml(practice.crisisLine)}</small>
</main>
</body>
</html>
`;
}
