import { useNonce } from "~/components/nonce";
import type { Practice } from "./practice";
import { jsonForScript, practiceStructuredData } from "./structured-data";

/**
 * The practice as structured data. JSON-LD is never executed, but it carries the response's
 * nonce so the page has no inline script the policy does not vouch for. It is for search engines,
 * which read the server's HTML: only the server writes it (hydration keeps an inline script's
 * text as it is), so its code stays out of the browser's bundle (decision 0009).
 */
export function PracticeJsonLd({ practice, origin }: { practice: Practice; origin: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // The browser hides the nonce after parsing, and has none to give on the client.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised by jsonForScript, which escapes "<".
      dangerouslySetInnerHTML={{
        __html: import.meta.env.SSR ? jsonForScript(practiceStructuredData(practice, origin)) : "",
      }}
    />
  );
}
