import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { clusterLogs, withCluster } from "../support/cluster";
import { DEMO_ACCOUNTS, type EventStream, Visitor } from "../support/http-client";

// Live updates between people on different app servers: each server LISTENs on the shared
// PostgreSQL, so a message written through one server reaches an event stream held by another.
const site = withCluster();

const isMessages = (event: { event: string; data: string }) =>
  event.event === "update" && JSON.parse(event.data).topic === "messages";

async function amasId(admin: Visitor, base: string): Promise<string> {
  const answer = await admin.send(base, "/api/staff/clients?q=ama%40demo");
  const body = (await answer.json()) as { clients?: { id: string; email?: string }[] };
  const id = body.clients?.[0]?.id;
  if (answer.status !== 200 || !id) throw new Error(`no client found: ${answer.status} ${JSON.stringify(body)}`);
  return id;
}

/** Sends Ama a message through `base` and waits for it on her stream: how long it took. */
async function deliver(admin: Visitor, base: string, to: string, stream: EventStream): Promise<number> {
  stream.clear();
  const sent = performance.now();
  const answer = await admin.send(base, "/api/messages", {
    form: { content: `Hello from ${base}`, recipientId: to, clientKey: randomUUID() },
  });
  expect(answer.status, await answer.text()).toBe(200);
  await stream.waitFor(isMessages, 2_000);
  return performance.now() - sent;
}

describe("live updates across app servers", () => {
  it("a message sent through one server reaches the recipient's stream on another within 2 s", async () => {
    const { url, servers } = site.cluster;
    const [first, second, third] = servers;
    if (!first || !second || !third) throw new Error("three servers expected");
    // Signed in through nginx: the session is the database's, good on every server.
    const ama = await new Visitor(url).signIn(url, DEMO_ACCOUNTS.ama);
    const admin = await new Visitor(url).signIn(url, DEMO_ACCOUNTS.admin);
    const to = await amasId(admin, third.url);

    const stream = await ama.openEvents(first.url);
    try {
      await deliver(admin, second.url, to, stream);
      await deliver(admin, third.url, to, stream);
    } catch (err) {
      throw new Error(`${err instanceof Error ? err.message : err}\n${clusterLogs(site.cluster)}`);
    } finally {
      stream.close();
    }
  });

  it("through nginx too: a stream held through nginx hears a message written through every server", async () => {
    const { url, servers } = site.cluster;
    const ama = await new Visitor(url).signIn(url, DEMO_ACCOUNTS.ama);
    const admin = await new Visitor(url).signIn(url, DEMO_ACCOUNTS.admin);
    const to = await amasId(admin, url);

    const stream = await ama.openEvents(url);
    try {
      for (const server of servers) await deliver(admin, server.url, to, stream);
      await deliver(admin, url, to, stream);
    } finally {
      stream.close();
    }
  });
});
