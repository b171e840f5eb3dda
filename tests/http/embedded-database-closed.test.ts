// The embedded database (PGlite, the default engine) closed under the running app: pages, page
// data and endpoints answer 503 with Retry-After, in the form each caller reads, as they do when
// a PostgreSQL server goes away (tests/http/database-outage.test.ts).
import { OUTAGE_MESSAGE, OUTAGE_RETRY_SECONDS, OUTAGE_TITLE } from "@domain/outage";
import { beforeAll, describe, expect, it } from "vitest";
import { withAppServer } from "../support/app-server";
import { send, signInAs } from "../support/http-probe";

const server = withAppServer();
let cookie: string | undefined;

beforeAll(async () => {
  cookie = await signInAs(server.app, "clientA");
  const { appDatabase } = await server.app.load<typeof import("../../server/db/index")>("/server/db/index.ts");
  await (await appDatabase()).close();
});

describe("with the embedded database closed", () => {
  it("pages answer 503 with Retry-After and the page saying the site will be back shortly", async () => {
    for (const [path, who] of [
      ["/services", undefined],
      ["/client-dashboard", cookie],
    ] as const) {
      const answer = await send(server.app, { path, cookie: who ? `${who}; region=local.GHS` : "region=local.GHS" });
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get("retry-after"), path).toBe(String(OUTAGE_RETRY_SECONDS));
      expect(answer.text, path).toContain(OUTAGE_TITLE);
    }
  });

  it("page data and endpoints answer 503 with Retry-After and the message in JSON", async () => {
    for (const [path, who] of [
      ["/services.data", undefined],
      ["/api/booking/slots?serviceId=individual-teletherapy&day=2030-01-07", undefined],
      ["/api/portal/export", cookie],
    ] as const) {
      const answer = await send(server.app, { path, cookie: who ? `${who}; region=local.GHS` : "region=local.GHS" });
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get("retry-after"), path).toBe(String(OUTAGE_RETRY_SECONDS));
      expect(JSON.parse(answer.text), path).toEqual({ ok: false, error: OUTAGE_MESSAGE });
    }
  });
});
