import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { DEMO } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { openPage, signedInContext } from "./support/staff";

// The admin's Analytics tab (spec 001 §2, §9): the practice's last 12 months in tables, each with
// its CSV, the $ figure beside the amounts as paid, and one therapist's figures as she sees them.

const MONTH_TABLES = ["Revenue by month", "Sessions by month", "Clients by month"];
const PRACTICE_MONTH_TABLES = [
  "Plans and packages sold by month",
  "Coupons used by month",
  "Gift certificates by month",
];

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "Nov 2026" -> "2026-11" (en-GB writes September "Sept") */
function isoMonth(label: string): string {
  const [month, year] = label.trim().split(" ");
  return `${year}-${String(MONTHS.indexOf(month!.slice(0, 3)) + 1).padStart(2, "0")}`;
}

/** The cedis of an amounts cell ("-₵1,234.50 + $75" -> -123450), as pesewas. */
function cedis(cell: string): number {
  const first = cell.split(" + ")[0]!.trim();
  const sign = first.startsWith("-") ? -1 : 1;
  return sign * Math.round(Number(first.replace(/[-₵,]/g, "")) * 100);
}

/** Downloads a table's CSV through its link, as the browser saves it; its lines. */
async function downloadCsv(page: Page, table: string): Promise<string[]> {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: `Download CSV of ${table}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^analytics-[a-z]+-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  return readFileSync(await file.path(), "utf8")
    .trim()
    .split("\r\n");
}

test("analytics: the practice's 12 months in tables, the $ figure, and each table's CSV as the page shows it", async ({
  browser,
  baseURL,
}) => {
  test.slow(); // axe, and a download per table
  const context = await signedInContext(browser, baseURL!, DEMO.admin);
  const page = await openPage(context, "/admin-dashboard/analytics");
  await expect(page.getByRole("heading", { name: "Analytics", level: 2 })).toBeVisible();
  for (const name of [...MONTH_TABLES, ...PRACTICE_MONTH_TABLES]) {
    await expect(page.getByRole("table", { name }).locator("tbody tr"), name).toHaveCount(12);
  }
  await expect(page.getByText("All of it in $, at the display rates")).toBeVisible();
  const therapists = page.getByRole("table", { name: "Therapists, last 12 months" });
  for (const name of ["Efua Asante", "Kojo Mensah"])
    await expect(therapists.getByRole("rowheader", { name })).toBeVisible();
  // Ama's demo plan still has sessions to give.
  await expect(
    page.getByRole("table", { name: "Sessions owed on plans and packages" }).locator("tbody th").first(),
  ).toBeVisible();
  await expectAccessible(page, "admin analytics");

  // The revenue CSV: the 12 months in ISO form, and the net in cedis as the table shows it, to the
  // pesewa (asked again should a journey running beside this one take a payment in between).
  const revenue = page.getByRole("table", { name: "Revenue by month" });
  await expect(async () => {
    await page.reload();
    const rows = await revenue.locator("tbody tr").all();
    const shown = await Promise.all(
      rows.map(async (row) => ({
        month: isoMonth((await row.locator("th").textContent()) ?? ""),
        net: cedis((await row.locator("td").nth(2).textContent()) ?? ""),
      })),
    );
    const [header, ...lines] = await downloadCsv(page, "Revenue by month");
    expect(header).toMatch(/^month,received_GHS,refunded_GHS,net_GHS,.*net_USD_at_display_rates$/);
    expect(
      lines.map((line) => {
        const cells = line.split(",").map((c) => c.replaceAll('"', ""));
        return { month: cells[0], net: Math.round(Number(cells[3]) * 100) };
      }),
    ).toEqual(shown);
  }).toPass({ timeout: 30_000 });

  // Every other table downloads too, one line per row of the page.
  for (const [table, header, rows] of [
    [
      "Sessions by month",
      "month,scheduled,completed,cancelled,no_show,no_show_rate_percent,cancellation_rate_percent",
      12,
    ],
    [
      "Clients by month",
      "month,new_clients,returning_clients,clients_with_a_completed_session,rebooked,rebook_rate_percent",
      12,
    ],
    ["Coupons used by month", "month,individual_teletherapy,individual_in_person,total", 12],
    ["Gift certificates by month", /^month,gifts_sold,amount_GHS,.*redemptions,covered_GHS/, 12],
  ] as const) {
    const lines = await downloadCsv(page, table);
    if (typeof header === "string") expect(lines[0]).toBe(header);
    else expect(lines[0]).toMatch(header);
    expect(lines.slice(1).map((l) => l.split(",")[0])).toHaveLength(rows);
  }
  const byTherapist = await downloadCsv(page, "Therapists, last 12 months");
  expect(byTherapist[0]).toMatch(/^therapist,completed,no_show,cancelled,clients,net_GHS/);
  expect(byTherapist.some((line) => line.startsWith("Efua Asante,"))).toBe(true);
  expect(byTherapist).toHaveLength((await therapists.locator("tbody tr").count()) + 1);
  await context.close();
});

test("analytics: one therapist's figures as she sees them, without the whole practice's tables", async ({
  browser,
  baseURL,
}) => {
  const context = await signedInContext(browser, baseURL!, DEMO.admin);
  const page = await openPage(context, "/admin-dashboard/analytics");
  await page.getByRole("combobox", { name: "Therapist" }).selectOption({ label: "Efua Asante" });
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/therapist=/);
  for (const name of MONTH_TABLES) await expect(page.getByRole("table", { name }).locator("tbody tr")).toHaveCount(12);
  for (const name of [...PRACTICE_MONTH_TABLES, "Therapists, last 12 months", "Sessions owed on plans and packages"]) {
    await expect(page.getByRole("table", { name })).toHaveCount(0);
  }
  // Her CSVs are hers: the link carries the choice.
  const therapist = new URL(page.url()).searchParams.get("therapist");
  await expect(page.getByRole("link", { name: "Download CSV of Sessions by month" })).toHaveAttribute(
    "href",
    `/api/staff/analytics.csv?table=sessions&therapist=${therapist}`,
  );
  const lines = await downloadCsv(page, "Sessions by month");
  expect(lines).toHaveLength(13);
  await context.close();
});
