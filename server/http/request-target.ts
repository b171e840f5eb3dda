import type { IncomingMessage } from "node:http";

/**
 * What a request must be before any route sees it. The site's pages and endpoints answer GET
 * (and HEAD) and take POST; a request they cannot even be asked is refused here with the 4xx
 * it deserves, never left to fail inside the router as a 500.
 */

/** The methods of every page and endpoint of the site, as an Allow header lists them. */
export const ALLOWED_METHODS = "GET, HEAD, POST";
const ALLOWED = new Set(ALLOWED_METHODS.split(", "));

export const isAllowedMethod = (method: string | undefined): boolean => ALLOWED.has(method ?? "GET");

export const METHOD_NOT_ALLOWED_MESSAGE = "This address does not accept that kind of request.";
export const BAD_ADDRESS_MESSAGE = "This address could not be read. Please check it and try again.";

/**
 * The address a request asks for, on the site it was sent to (`origin`, from its Host), or
 * null when there is none to read: a target that is not a path (a proxy's absolute form,
 * `*`), a Host that makes no origin, or a path whose percent-encoding does not decode (%FF).
 */
export function requestedUrl(req: IncomingMessage, origin: string): URL | null {
  const target = req.url ?? "/";
  if (!target.startsWith("/")) return null;
  try {
    const site = new URL(origin);
    if (site.pathname !== "/" || site.search || site.hash || site.username || site.password) return null;
    // Appended, not resolved: "//x" is a path here, not another host.
    const url = new URL(`${site.origin}${target}`);
    if (url.host !== site.host) return null;
    decodeURIComponent(url.pathname);
    return url;
  } catch {
    return null;
  }
}
