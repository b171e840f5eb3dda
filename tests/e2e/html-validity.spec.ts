import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { apiAs, type Credentials, DEMO } from "./support/accounts";
import { PUBLIC_PAGES } from "./support/pages";

// Every public page (in both regions), the sign-in page, the not-found page and every
// dashboard page, as served, checked by the W3C's Nu HTML Checker (vnu.jar, run with the
// machine's Java): no errors.

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface Message {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** A weekday a week or more ahead (the demo therapists work Monday to Friday). */
function bookableWeekday(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while ([0, 5, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

const AS: { who: Credentials | null; region: string; pages: readonly string[] }[] = [
  { who: null, region: "local.GHS", pages: [...PUBLIC_PAGES, "/auth", "/no-such-page"] },
  { who: null, region: "international.GBP", pages: PUBLIC_PAGES },
  {
    who: DEMO.ama,
    region: "local.GHS",
    pages: [
      "/client-dashboard",
      "/client-dashboard?view=calendar",
      "/client-dashboard/book",
      "/client-dashboard/homework",
      "/client-dashboard/gifts",
      "/client-dashboard/messages",
      "/client-dashboard/notifications",
      "/client-dashboard/profile",
      "/book",
      "/book?service=individual-teletherapy",
      // A day and its time chosen before the scripts run: the day's times drawn by the server.
      `/book?service=individual-teletherapy&day=${bookableWeekday()}`,
      `/book?service=individual-teletherapy&day=${bookableWeekday()}&start=${bookableWeekday()}T14:00:00.000Z`,
    ],
  },
  {
    who: DEMO.director,
    region: "local.GHS",
    pages: [
      "/therapist-dashboard",
      "/therapist-dashboard/clients/720d5612-e352-599f-8828-41be22e24a01",
      "/therapist-dashboard/sessions",
      "/therapist-dashboard/sessions?view=calendar&span=week",
      "/therapist-dashboard/sessions?view=calendar&span=month",
      "/therapist-dashboard/homework",
      "/therapist-dashboard/messages",
      "/therapist-dashboard/messages/720d5612-e352-599f-8828-41be22e24a01",
      "/therapist-dashboard/analytics",
      "/therapist-dashboard/calendar",
      "/therapist-dashboard/settings",
    ],
  },
  {
    who: DEMO.admin,
    region: "local.GHS",
    pages: ["/admin-dashboard", "/admin-dashboard/analytics", "/admin-dashboard/gifts"],
  },
];

test("every page is valid HTML (W3C Nu checker: no errors)", async ({ baseURL }) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), "html-check-"));
  const files: string[] = [];
  try {
    for (const { who, region, pages } of AS) {
      const api = await apiAs(baseURL!, who, region);
      for (const page of pages) {
        const response = await api.get(page);
        expect([200, 404], page).toContain(response.status());
        const file = path.join(dir, `${files.length}-${page.replace(/[^a-z0-9]+/gi, "_")}.html`);
        writeFileSync(file, await response.text());
        files.push(file);
      }
      await api.dispose();
    }
    const { stdout, stderr } = await promisify(execFile)(
      "java",
      ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files],
      { maxBuffer: 20 * 1024 * 1024 },
    ).catch((err: { stdout?: string; stderr?: string }) => ({ stdout: err.stdout ?? "", stderr: err.stderr ?? "" }));
    const report = JSON.parse(stdout || stderr) as { messages: Message[] };
    const errors = report.messages
      .filter((m) => m.type === "error" || m.subType === "fatal")
      .map((m) => `${path.basename(m.url)}:${m.lastLine ?? "?"}: ${m.message} ${m.extract?.trim() ?? ""}`);
    expect(errors).toEqual([]);
    expect(files.length).toBeGreaterThan(30);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
