// How the job engine's own failures reach the log: pg-boss emits some as the error itself and
// some as a plain copy of it with the queue and worker added (its workers' failed polls, during a
// database outage every second). Both must be one JSON line with the message and the stack.
import { EventEmitter } from "node:events";
import type { PgBoss } from "pg-boss";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logJobEngineErrors } from "./engine";

let written: string[];
beforeEach(() => {
  written = [];
  vi.stubEnv("LOG_LEVEL", "info");
  vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** What the engine logs when pg-boss emits `error` with `reported`. */
function logged(reported: unknown): Record<string, unknown> {
  const boss = new EventEmitter();
  logJobEngineErrors(boss as unknown as Pick<PgBoss, "on">);
  boss.emit("error", reported);
  expect(written).toHaveLength(1);
  return JSON.parse(written[0] ?? "");
}

describe("the job engine's errors in the log", () => {
  it("keep the message and stack of a failure pg-boss copies into a plain object, with its queue and worker", () => {
    const failure = Object.assign(new Error("Connection terminated unexpectedly"), { code: "57P01" });
    // What pg-boss's worker emits when its poll fails (manager.js, onError).
    const line = logged({
      ...failure,
      message: failure.message,
      stack: failure.stack,
      queue: "send-email",
      worker: "w-1",
    });
    expect(line).toMatchObject({
      level: "error",
      msg: "job engine error",
      error: "Connection terminated unexpectedly",
      code: "57P01",
      queue: "send-email",
      worker: "w-1",
      databaseUnavailable: true,
    });
    expect(line.stack).toBe(failure.stack);
    expect(JSON.stringify(line)).not.toContain("[object Object]");
  });

  it("keep the message and stack of an error emitted as it is", () => {
    const failure = new Error("could not renew the maintenance lock");
    const line = logged(failure);
    expect(line).toMatchObject({ level: "error", error: "could not renew the maintenance lock", stack: failure.stack });
    expect(line.databaseUnavailable).toBeUndefined();
  });

  it("say what an object without a message holds", () => {
    expect(logged({ reason: "no lock" }).error).toBe('{"reason":"no lock"}');
  });
});
