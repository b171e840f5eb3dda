import type { DatabaseHandle } from "@server/db/client";
import { ping } from "@server/db/client";

export interface Health {
  status: "ok" | "unavailable";
  /** The Node.js this server runs on (the project needs 24 LTS). */
  node: string;
  database: { engine: string; ok: boolean; latencyMs?: number; error?: string };
}

/** Database connectivity, answered within two seconds either way. */
export async function checkHealth(handle: DatabaseHandle): Promise<Health> {
  const started = performance.now();
  try {
    await Promise.race([
      ping(handle.db),
      new Promise((_, reject) => setTimeout(() => reject(new Error("database did not answer in 2 s")), 2000)),
    ]);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    return { status: "ok", node: process.versions.node, database: { engine: handle.engine, ok: true, latencyMs } };
  } catch (err) {
    return {
      status: "unavailable",
      node: process.versions.node,
      database: { engine: handle.engine, ok: false, error: err instanceof Error ? err.message : String(err) },
    };
  }
}
