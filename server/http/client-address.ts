// Who is asking, and over which scheme, when the server may stand behind reverse proxies.
//
// Each proxy appends the address it was called from to X-Forwarded-For, so read from the right
// the header is a chain of hops: the last entry was written by the nearest proxy, the one before
// it by the proxy before that, and whatever lies further left came from the visitor and may be
// made up. With N trusted proxies the visitor is the entry N hops to the left of the socket (as
// with Express's numeric "trust proxy"): everything left of it is the visitor's own say and
// counts for nothing.
import { isIP } from "node:net";

/** A request header as Node hands it over: absent, one value, or the values of repeated lines. */
export type HeaderValue = string | string[] | undefined;

/**
 * The entries of a comma-separated header, left to right over all its lines, trimmed. An empty
 * entry is kept, in its place, as the malformed entry it is.
 */
function listEntries(header: HeaderValue): string[] {
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.flatMap((line) => line.split(",")).map((entry) => entry.trim());
}

const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/**
 * The address an entry names, in one spelling per visitor (an IPv4 address mapped into IPv6 is
 * written as IPv4, IPv6 in lower case; brackets and a port, as some proxies write them, are
 * dropped), or undefined when the entry is not an IP address at all.
 */
export function normalizeAddress(entry: string): string | undefined {
  let host = entry.trim().toLowerCase();
  host = BRACKETED.exec(host)?.[1] ?? IPV4_WITH_PORT.exec(host)?.[1] ?? host;
  if (isIP(host) === 0) return undefined;
  return IPV4_MAPPED.exec(host)?.[1] ?? host;
}

/**
 * The visitor's address: starting at the socket, step left through X-Forwarded-For once per
 * trusted proxy. With no trusted proxy the socket is the visitor whatever the header says; with
 * fewer entries than proxies the left-most entry is. An entry that is not an IP address stops
 * the walk at the hop that wrote it, so garbage in the header gains its sender nothing.
 */
export function visitorAddress(
  socketAddress: string | undefined,
  forwardedFor: HeaderValue,
  trustedProxies: number,
): string {
  let address = socketAddress === undefined ? undefined : (normalizeAddress(socketAddress) ?? socketAddress);
  if (trustedProxies > 0) {
    const hops = listEntries(forwardedFor).reverse().slice(0, trustedProxies);
    for (const hop of hops) {
      const next = normalizeAddress(hop);
      if (next === undefined) break;
      address = next;
    }
  }
  return address ?? "unknown";
}

export type Scheme = "http" | "https";

/**
 * The scheme the visitor used. With no trusted proxy only the configured public URL says so:
 * X-Forwarded-Proto is anyone's to send. Behind N proxies, the X-Forwarded-Proto entry at the
 * visitor's hop (N from the right, or the left-most when there are fewer) decides, when it is
 * "http" or "https"; otherwise the public URL does.
 */
export function requestScheme(
  publicUrl: string | undefined,
  forwardedProto: HeaderValue,
  trustedProxies: number,
): Scheme {
  const configured: Scheme = (publicUrl ?? "").toLowerCase().startsWith("https:") ? "https" : "http";
  if (trustedProxies <= 0) return configured;
  const entries = listEntries(forwardedProto);
  if (entries.length === 0) return configured;
  const entry = entries[Math.max(entries.length - trustedProxies, 0)]?.toLowerCase();
  return entry === "http" || entry === "https" ? entry : configured;
}
