// npm run user:role -- <email> <client|therapist|admin>
// Works whether or not the server is running. The embedded database may be open in only
// one process, so while a server has it the change is made through that server.
import { existsSync, readFileSync } from "node:fs";
import { appDatabase } from "../server/db";
import { controlFileFor, isProcessAlive } from "../server/db/pglite-lock";
import { env } from "../server/lib/env";
import { isAppError } from "../server/lib/errors";
import { setUserRole } from "../server/modules/accounts";

const [email, role] = process.argv.slice(2);
if (!email || !role) {
  console.error("Usage: npm run user:role -- <email> <client|therapist|admin>");
  process.exit(2);
}

interface Control {
  pid: number;
  port: number;
  token: string;
}

function runningServer(): Control | null {
  if (env().DATABASE_URL) return null; // PostgreSQL takes many connections: no need to go through a server.
  const file = controlFileFor(env().PGLITE_DIR);
  if (!existsSync(file)) return null;
  const control = JSON.parse(readFileSync(file, "utf8")) as Control;
  return isProcessAlive(control.pid) ? control : null;
}

async function viaServer(control: Control) {
  const response = await fetch(`http://127.0.0.1:${control.port}/internal/user-role`, {
    method: "POST",
    headers: { Authorization: `Bearer ${control.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ email, role }),
  });
  const body = (await response.json()) as { error?: string; previous?: string | null; role?: string };
  if (!response.ok) throw new Error(body.error ?? `The server answered ${response.status}`);
  return body;
}

async function directly() {
  const handle = await appDatabase();
  try {
    return await setUserRole(handle.db, { kind: "operator" }, { email, role });
  } finally {
    await handle.close();
  }
}

try {
  const control = runningServer();
  const result = control ? await viaServer(control) : await directly();
  const route = control ? `through the running server (pid ${control.pid})` : "directly in the database";
  console.log(`${email} is now ${result.role} (was ${result.previous ?? "client by default"}), changed ${route}.`);
} catch (err) {
  console.error(isAppError(err) || err instanceof Error ? err.message : String(err));
  process.exit(1);
}
