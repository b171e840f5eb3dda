// A person using the site over plain fetch, for tests that talk to servers running in processes of
// their own (a cluster): requests as the site's pages send them (its Origin, the region cookie),
// sign-in through the /auth form, and the live-update stream (/api/events) read event by event.
// The fetch equivalent of tests/e2e/support/accounts.ts's apiAs. `base` is whichever server a
// request goes to (nginx, or one app server directly); `origin` is the site's public address, the
// same for all.
import { DEMO_PEOPLE, type PersonKey } from "../../server/db/seed/people";

export interface Credentials {
  email: string;
  password: string;
}

/** The demo accounts the seed creates, by their key in it. */
export const DEMO_ACCOUNTS = Object.fromEntries(
  DEMO_PEOPLE.map((person) => [person.key, { email: person.email, password: person.password }]),
) as Record<PersonKey, Credentials>;

export interface SendOptions {
  method?: string;
  /** A form, sent urlencoded (POST unless `method` says otherwise). */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Someone's visit to the site: their cookies, sent with every request. */
export class Visitor {
  private readonly cookies = new Map<string, string>();

  constructor(
    /** The site's public origin (PUBLIC_URL): the Origin header its own pages send. */
    readonly origin: string,
    region = "local.GHS",
  ) {
    this.cookies.set("region", region);
  }

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** One request to the server at `base`; cookies it sets are kept. Redirects are not followed. */
  async send(base: string, path: string, options: SendOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { origin: this.origin, cookie: this.cookie, ...options.headers };
    let body: string | undefined;
    if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers["content-type"] = "application/x-www-form-urlencoded";
    }
    const response = await fetch(`${base}${path}`, {
      method: options.method ?? (body === undefined ? "GET" : "POST"),
      headers,
      body,
      redirect: "manual",
      signal: options.signal,
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair = ""] = setCookie.split(";");
      const at = pair.indexOf("=");
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === "" || /max-age=0/i.test(setCookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Signs in through the sign-in form. */
  async signIn(base: string, account: Credentials): Promise<this> {
    const response = await this.send(base, "/auth", { form: { intent: "signin", ...account } });
    const text = await response.text();
    if (response.status !== 200) throw new Error(`sign-in of ${account.email} answered ${response.status}: ${text}`);
    return this;
  }

  /** Opens the live-update stream, through the server at `base`. */
  async openEvents(base: string): Promise<EventStream> {
    const aborter = new AbortController();
    const response = await this.send(base, "/api/events", {
      headers: { accept: "text/event-stream" },
      signal: aborter.signal,
    });
    if (response.status !== 200 || !response.body) {
      throw new Error(`the event stream answered ${response.status}: ${await response.text()}`);
    }
    return new EventStream(response.body, aborter);
  }
}

/** One Server-Sent Event: its name (`message` by default), data and retry hint. */
export interface ServerEvent {
  event: string;
  data: string;
  retry?: number;
}

/** An open event stream, read as it comes. */
export class EventStream {
  /** Everything received so far. */
  text = "";
  /** The `retry:` hints received, in order. */
  readonly retries: number[] = [];
  /** Resolves (with the whole text) when the server ends the stream. */
  readonly ended: Promise<string>;
  private readonly events: ServerEvent[] = [];
  private waiters: (() => void)[] = [];
  private finished = false;

  constructor(
    body: ReadableStream<Uint8Array>,
    private readonly aborter: AbortController,
  ) {
    this.ended = this.read(body);
    this.ended.catch(() => {}); // a stream closed by the test ends with an abort
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<string> {
    const decoder = new TextDecoder();
    let pending = "";
    try {
      for await (const chunk of body) {
        const text = decoder.decode(chunk, { stream: true });
        this.text += text;
        pending += text;
        for (let end = pending.indexOf("\n\n"); end !== -1; end = pending.indexOf("\n\n")) {
          this.parse(pending.slice(0, end));
          pending = pending.slice(end + 2);
        }
        this.wake();
      }
    } finally {
      this.finished = true;
      this.wake();
    }
    return this.text;
  }

  private parse(block: string) {
    const event: ServerEvent = { event: "message", data: "" };
    let hasData = false;
    for (const line of block.split("\n")) {
      if (line.startsWith(":")) continue;
      const at = line.indexOf(":");
      const field = at === -1 ? line : line.slice(0, at);
      const value = at === -1 ? "" : line.slice(at + 1).replace(/^ /, "");
      if (field === "event") event.event = value;
      else if (field === "data") {
        event.data = hasData ? `${event.data}\n${value}` : value;
        hasData = true;
      } else if (field === "retry" && /^\d+$/.test(value)) {
        event.retry = Number(value);
        this.retries.push(event.retry);
      }
    }
    if (hasData) this.events.push(event);
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  /** The first event received (already, or within `timeoutMs`) that passes `test`. */
  async waitFor(test: (event: ServerEvent) => boolean, timeoutMs: number): Promise<ServerEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.events.find(test);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0 || this.finished) {
        const why = this.finished ? "the stream ended" : `none within ${timeoutMs} ms`;
        throw new Error(`no such event (${why}); received:\n${this.text}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Forgets the events received so far (a later waitFor sees only new ones). */
  clear() {
    this.events.length = 0;
  }

  close() {
    this.aborter.abort();
  }
}
