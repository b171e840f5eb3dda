// Helpers for the HTTP-level tests: requests as a browser on the site's own pages would send
// them (or as an attacker would), sign-in as a demo account, the route table of the running
// app, and a fingerprint of the database to tell whether a request wrote anything.
import { sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import type { Database } from "../../server/db/client";
import type { AppServer } from "./app-server";
import { queryRows } from "./fixtures";

export const DEMO_LOGINS = {
  clientA: { email: "ama@demo.nkabom.example", password: "demo-client-2026" },
  clientB: { email: "kwame@demo.nkabom.example", password: "demo-client-2026" },
  therapist: { email: "director@demo.nkabom.example", password: "demo-therapist-2026" },
  admin: { email: "admin@demo.nkabom.example", password: "demo-admin-2026" },
} as const;
export type Actor = "nobody" | keyof typeof DEMO_LOGINS;
export const ACTORS: readonly Actor[] = ["nobody", "clientA", "therapist", "admin"];

export interface ProbeRequest {
  method?: string;
  path: string;
  /** A form (urlencoded), or raw bytes with `contentType`. */
  form?: Record<string, string>;
  body?: string | Uint8Array;
  contentType?: string;
  headers?: Record<string, string>;
  /** The Cookie header (a signed-in actor's session). */
  cookie?: string;
  /** Origin header: the app's own by default; null sends none. */
  origin?: string | null;
}

export interface ProbeAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export async function send(app: AppServer, request: ProbeRequest): Promise<ProbeAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  const origin = request.origin === undefined ? app.url : request.origin;
  if (origin !== null) headers.origin = origin;
  if (request.cookie) headers.cookie = request.cookie;
  let body: string | Uint8Array | undefined = request.body;
  if (request.form) {
    body = new URLSearchParams(request.form).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  } else if (request.contentType) {
    headers["content-type"] = request.contentType;
  }
  const response = await fetch(`${app.url}${request.path}`, {
    method: request.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body: body as BodyInit | undefined,
    redirect: "manual",
  });
  // An event stream never ends by itself: its status and headers are the answer.
  if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status, headers: response.headers, text: "" };
  }
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** Signs a demo account in through the sign-in form and returns its session cookie. */
export async function signInAs(app: AppServer, actor: Actor): Promise<string | undefined> {
  if (actor === "nobody") return undefined;
  const login = DEMO_LOGINS[actor];
  const answer = await fetch(`${app.url}/auth`, {
    method: "POST",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", ...login }).toString(),
    redirect: "manual",
  });
  const cookie = answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (answer.status !== 200 || !cookie) throw new Error(`sign-in of ${login.email} answered ${answer.status}`);
  return cookie;
}

export interface AppRoute {
  id: string;
  /** The URL path, with :params as declared. */
  path: string;
  hasAction: boolean;
  hasLoader: boolean;
  /** A route with no component answers for itself (JSON, files); a page answers data requests at `path.data`. */
  isPage: boolean;
  /** An index route: its action is asked for with ?index. */
  isIndex: boolean;
  module: object;
}

/** Every route of the running app with its full path, from the build's own route table. */
export function appRoutes(build: ServerBuild): AppRoute[] {
  const routes = build.routes;
  const fullPath = (id: string): string => {
    const route = routes[id];
    if (!route) return "";
    const parent = route.parentId ? fullPath(route.parentId) : "";
    const own = route.path ?? "";
    return own ? `${parent.replace(/\/$/, "")}/${own}` : parent || "/";
  };
  return Object.values(routes)
    .filter((route): route is NonNullable<typeof route> => route !== undefined && route.id !== "root")
    .map((route) => ({
      id: route.id,
      path: fullPath(route.id),
      hasAction: typeof route.module.action === "function",
      hasLoader: typeof route.module.loader === "function",
      isPage: typeof route.module.default === "function",
      isIndex: route.index === true,
      module: route.module,
    }));
}

/**
 * Where a request for a route's data goes: its own path for endpoints, `.data` for pages (`/_.data`
 * for the home page, as for any address ending in a slash: decision 0035; and `?index` for an
 * index route, whose parent has the same path), with `query` if given.
 */
export function dataPath(route: Pick<AppRoute, "isPage" | "isIndex">, path: string, query = ""): string {
  const base = !route.isPage ? path : path === "/" ? "/_.data" : `${path}.data`;
  const params = [route.isIndex ? "index" : "", query].filter(Boolean).join("&");
  return params ? `${base}?${params}` : base;
}

/** Tables a request may touch without having written anything of its own. */
const BOOKKEEPING = new Set([
  // Counters of the limits: every attempt counts, refused or not.
  "rate_limits",
  // The signed-in session's last activity.
  "auth_sessions",
  "__drizzle_migrations",
]);
/**
 * A profile's last activity: any signed-in request may record it (at most once a minute), so on
 * a slow run it can change between the two fingerprints of a refused request.
 */
const ACTIVITY_COLUMN = "last_activity";

/** The transactions the database had seen when each fingerprint was taken (see `fingerprint`). */
const seenWhenTaken = new WeakMap<Map<string, string>, string>();

/**
 * One digest per table of everything in it: two fingerprints differ exactly when a row was
 * added, changed or removed in a table other than the bookkeeping ones.
 *
 * Given `unlessUnwrittenSince`, an earlier fingerprint, that one is returned when no transaction
 * has written anything since it was taken: PostgreSQL gives a transaction an id at its first
 * write, and the current snapshot (the next id, and the ids still running) moves with every one.
 */
export async function fingerprint(
  db: Database,
  unlessUnwrittenSince?: Map<string, string>,
): Promise<Map<string, string>> {
  // Read before the digests: a write committed while they are computed moves it for the next call.
  const [seen] = await queryRows<{ snapshot: string }>(db, sql`select pg_current_snapshot()::text as snapshot`);
  if (unlessUnwrittenSince && seen && seenWhenTaken.get(unlessUnwrittenSince) === seen.snapshot) {
    return unlessUnwrittenSince;
  }
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const parts = tables
    .filter((t) => !BOOKKEEPING.has(t.name))
    .map(
      (t) =>
        sql`select ${t.name}::text as name, md5(coalesce(string_agg(v, '|' order by v), '')) as digest
          from (select (to_jsonb(r) - ${ACTIVITY_COLUMN}::text)::text as v from ${sql.identifier(t.name)} r) table_rows`,
    );
  const rows = await queryRows<{ name: string; digest: string }>(db, sql.join(parts, sql` union all `));
  const digests = new Map(rows.map((r) => [r.name, r.digest]));
  if (seen) seenWhenTaken.set(digests, seen.snapshot);
  return digests;
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

/**
 * The message a refusal carries: `error` (or the contact form's `message`) of a JSON answer or
 * of a page action's data (React Router's turbo-stream: ...,"error","text",...), or a plain-text
 * body; null when there is none.
 */
export function refusalMessage(answer: ProbeAnswer): string | null {
  const type = answer.headers.get("content-type") ?? "";
  if (type.includes("json")) {
    try {
      const body = JSON.parse(answer.text) as { error?: unknown; message?: unknown };
      const message = body.error ?? body.message;
      return typeof message === "string" && message.trim() ? message : null;
    } catch {
      return null;
    }
  }
  if (type.includes("text/x-script")) {
    const match = /"(?:error|message)","((?:[^"\\]|\\.){3,})"/.exec(answer.text);
    return match?.[1] ?? null;
  }
  if (type.startsWith("text/plain")) return answer.text.trim() || null;
  return null;
}

/** A redirect, as a document request (3xx) or a data request (202 with a redirect inside) has it. */
export function isRedirect(answer: ProbeAnswer): boolean {
  if (answer.status >= 300 && answer.status < 400) return true;
  return answer.status === 202 && /"redirect"/.test(answer.text);
}
