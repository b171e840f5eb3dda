import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { registerClient } from "@server/modules/accounts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { userRoles } from "../../server/db/schema";
import { openTestDatabase, testEngine } from "../support/database";

const run = promisify(execFile);
const tsx = path.resolve("node_modules/.bin/tsx");

async function userRole(env: Record<string, string>, ...args: string[]) {
  const clean = { ...process.env, DATABASE_URL: "", PGLITE_DIR: "", LOG_LEVEL: "silent", ...env };
  return run(tsx, ["scripts/user-role.ts", ...args], { env: clean }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
  );
}

const person = { firstName: "Abena", lastName: "Ofori", email: "abena@example.com", password: "secret1-2026" };

describe("npm run user:role", () => {
  if (testEngine() === "postgres") {
    it("changes the role directly on PostgreSQL, even while servers are connected", async () => {
      const handle = await openTestDatabase();
      try {
        const { userId } = await registerClient(handle.db, person);
        const result = await userRole({ DATABASE_URL: handle.url! }, person.email, "therapist");
        expect(result.out).toContain("is now therapist (was client), changed directly in the database");
        const [row] = await handle.db.select().from(userRoles).where(eq(userRoles.userId, userId));
        expect(row?.role).toBe("therapist");
      } finally {
        await handle.close();
      }
    }, 60_000);
    return;
  }

  it("changes the role in the embedded database when no server has it open", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "role-cli-")), "pglite");
    const first = await openDatabase({ pgliteDir: dir });
    await first.migrate();
    const { userId } = await registerClient(first.db, person);
    await first.close();

    const result = await userRole({ PGLITE_DIR: dir }, person.email, "admin");
    expect(result.code).toBe(0);
    expect(result.out).toContain("is now admin (was client), changed directly in the database");

    const again = await openDatabase({ pgliteDir: dir });
    const [row] = await again.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(row?.role).toBe("admin");

    // While this process holds the folder, the command refuses rather than open it twice.
    const refused = await userRole({ PGLITE_DIR: dir }, person.email, "client");
    expect(refused.code).toBe(1);
    expect(refused.out).toContain("is open in another process");
    const [unchanged] = await again.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(unchanged?.role).toBe("admin");
    await again.close();
  }, 60_000);

  it("explains its usage and refuses an unknown role", async () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), "role-cli-")), "pglite");
    const [usage, bad] = await Promise.all([
      userRole({}, "someone@example.com"),
      userRole({ PGLITE_DIR: dir }, "someone@example.com", "owner"),
    ]);
    expect(usage.code).toBe(2);
    expect(usage.out).toContain("Usage: npm run user:role -- <email> <client|therapist|admin>");
    expect(bad.code).toBe(1);
    expect(bad.out).toContain("Role must be one of: client, therapist, admin");
  }, 60_000);
});
