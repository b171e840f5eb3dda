import type { LiveTopic } from "@domain/live-updates";
import { describe, expect, it } from "vitest";
import { LiveStreams, liveEventStream } from "./event-stream";
import type { LiveHub, LiveListener } from "./live-updates";

/** A hub in memory: what the stream subscribes to, and whether it let go. */
function memoryHub() {
  const listeners = new Map<string, LiveListener>();
  const hub: LiveHub = {
    async subscribe(userId, listener) {
      listeners.set(userId, listener);
      return () => listeners.delete(userId);
    },
    async close() {},
  };
  return { hub, publish: (userId: string, topic: LiveTopic) => listeners.get(userId)?.(topic), listeners };
}

/** Reads the stream until it ends or `ms` pass; returns the text and whether it ended. */
async function readFor(response: Response, ms: number): Promise<{ text: string; ended: boolean }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + ms;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) {
      await reader.cancel();
      return { text, ended: false };
    }
    const next = await Promise.race([
      reader.read(),
      new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), left)),
    ]);
    if (next === "timeout") continue;
    if (next.done) return { text, ended: true };
    text += decoder.decode(next.value);
  }
}

describe("the live event stream", () => {
  it("carries the person's topics and keep-alives while the session stands", async () => {
    const { hub, publish } = memoryHub();
    const response = await liveEventStream(hub, "u1", new AbortController().signal, {
      stillSignedIn: async () => true,
      keepAliveMs: 20,
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    setTimeout(() => publish("u1", "messages"), 30);
    const { text, ended } = await readFor(response, 120);
    expect(ended).toBe(false);
    expect(text).toContain('event: update\ndata: {"topic":"messages"}');
    expect(text).toContain(": keep-alive");
  });

  it("ends, and lets go of the hub, once the session no longer stands (signed out elsewhere)", async () => {
    const { hub, listeners } = memoryHub();
    let signedIn = true;
    const response = await liveEventStream(hub, "u2", new AbortController().signal, {
      stillSignedIn: async () => signedIn,
      keepAliveMs: 20,
    });
    setTimeout(() => {
      signedIn = false;
    }, 50);
    const { ended } = await readFor(response, 2_000);
    expect(ended).toBe(true);
    expect(listeners.has("u2")).toBe(false);
  });

  it("ends when the session cannot be checked; the browser reconnects and is checked afresh", async () => {
    const { hub } = memoryHub();
    const response = await liveEventStream(hub, "u3", new AbortController().signal, {
      stillSignedIn: async () => {
        throw new Error("database unreachable");
      },
      keepAliveMs: 20,
    });
    const { text, ended } = await readFor(response, 2_000);
    expect(ended).toBe(true);
    expect(text).toContain("retry: 5000");
  });
});

describe("ending every open stream (a server shutting down)", () => {
  it("ends each open stream with a short retry hint and lets go of the hub", async () => {
    const { hub, listeners } = memoryHub();
    const streams = new LiveStreams();
    const options = { stillSignedIn: async () => true, streams };
    const first = await liveEventStream(hub, "u4", new AbortController().signal, options);
    const second = await liveEventStream(hub, "u5", new AbortController().signal, options);
    expect(streams.size).toBe(2);
    setTimeout(() => streams.endAll(1_000), 20);
    const [a, b] = await Promise.all([readFor(first, 2_000), readFor(second, 2_000)]);
    expect(a.ended && b.ended).toBe(true);
    expect(a.text).toMatch(/retry: 1000\n\n$/);
    expect(b.text).toMatch(/retry: 1000\n\n$/);
    expect(streams.size).toBe(0);
    expect(listeners.size).toBe(0);
  });

  it("answers a stream asked for afterwards with the hint alone, without subscribing", async () => {
    const { hub, listeners } = memoryHub();
    const streams = new LiveStreams();
    expect(streams.endAll(1_000)).toBe(0);
    const response = await liveEventStream(hub, "u6", new AbortController().signal, {
      stillSignedIn: async () => true,
      streams,
    });
    const { text, ended } = await readFor(response, 2_000);
    expect(ended).toBe(true);
    expect(text).toBe("retry: 1000\n\n");
    expect(listeners.size).toBe(0);
  });

  it("forgets a stream that ended by itself", async () => {
    const { hub } = memoryHub();
    const streams = new LiveStreams();
    const browser = new AbortController();
    await liveEventStream(hub, "u7", browser.signal, { stillSignedIn: async () => true, streams });
    expect(streams.size).toBe(1);
    browser.abort();
    expect(streams.size).toBe(0);
  });
});
