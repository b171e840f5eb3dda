// What the HTTP layer adds to every answer: anything that depends on who is asking stays out of
// shared and browser caches, and a header set by a route replaces the default one instead of
// going out twice.
import { beforeAll, describe, expect, it } from "vitest";
import { withAppServer } from "../support/app-server";
import { send, signInAs } from "../support/http-probe";

const server = withAppServer();
let cookie: string | undefined;
beforeAll(async () => {
  cookie = await signInAs(server.app, "clientA");
});

describe("Cache-Control", () => {
  it("is private, no-store on every answer to a signed-in person: pages, page data, JSON, files, receipts", async () => {
    for (const path of [
      "/",
      "/services",
      "/client-dashboard",
      "/client-dashboard/messages.data",
      "/api/portal/export",
      // Ama's demo plan payment's receipt (server/db/seed/payments.ts).
      "/api/receipts/PSK-DEMO-PLAN-0001",
      "/api/booking/slots?serviceId=individual-teletherapy&day=2026-12-01",
    ]) {
      const answer = await send(server.app, { path, cookie: `${cookie}; region=local.GHS` });
      expect(answer.status, path).toBeLessThan(400);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("is private, no-store on the answer that signs someone in", async () => {
    const answer = await send(server.app, {
      path: "/auth",
      form: { intent: "signin", email: "kwame@demo.nkabom.example", password: "demo-client-2026" },
    });
    expect(answer.headers.get("set-cookie")).toMatch(/session_token=/);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
  });

  it("is left to the page for a visitor who is not signed in", async () => {
    const answer = await send(server.app, { path: "/services", headers: { cookie: "region=local.GHS" } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control") ?? "").not.toContain("private");
  });
});

describe("headers a route sets itself", () => {
  it("go out once: the data export's X-Content-Type-Options and Content-Disposition", async () => {
    const answer = await send(server.app, { path: "/api/portal/export", cookie });
    expect(answer.status).toBe(200);
    // fetch joins repeated headers with ", ": one value means the header was sent once.
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="[^"]+\.json"$/);
  });
});
