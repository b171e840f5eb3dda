import { expect, test } from "@playwright/test";
import { apiAs, DEMO, signInThroughPage } from "./support/accounts";

// The live-update stream behind the portals (Server-Sent Events at /api/events). What travels on
// it is tested with the features that publish (messages, notifications); this checks the stream.

test("nobody signed in gets no stream", async ({ baseURL }) => {
  const api = await apiAs(baseURL ?? "", null);
  const response = await api.get("/api/events");
  expect(response.status()).toBe(401);
  await api.dispose();
});

test("a signed-in person's page holds an open event stream, uncompressed, and the portal keeps one", async ({
  page,
}) => {
  await signInThroughPage(page, DEMO.sarah);
  const stream = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/events");
  await page.goto("/client-dashboard");
  const response = await stream;
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers["content-type"]).toMatch(/^text\/event-stream/);
  expect(headers["content-encoding"]).toBeUndefined();
  expect(headers["cache-control"]).toContain("no-store");

  const opened = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const source = new EventSource("/api/events");
        source.onopen = () => {
          resolve(source.readyState);
          source.close();
        };
        source.onerror = () => resolve(-1);
      }),
  );
  expect(opened).toBe(1); // EventSource.OPEN
});
