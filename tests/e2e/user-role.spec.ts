import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { DEMO, signInThroughPage } from "./support/accounts";

const run = promisify(execFile);

test("npm run user:role works while the server runs, through the server", async ({ page }) => {
  const dataDir = path.join(process.env.E2E_DATA_DIR ?? "", "pglite");
  const { stdout } = await run(
    path.resolve("node_modules/.bin/tsx"),
    ["scripts/user-role.ts", DEMO.applicant.email, "therapist"],
    {
      env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: "" },
    },
  );
  expect(stdout).toContain("is now therapist (was client), changed through the running server");

  await signInThroughPage(page, DEMO.applicant);
  await expect(page).toHaveURL(/\/therapist-dashboard$/);
});
