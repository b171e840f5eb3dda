import { expect, type Locator, type Page } from "@playwright/test";

// The booking calendar's moves (/book's date and time step), for the specs that book through it.

export const timeGroup = (page: Page) => page.getByRole("group", { name: /^Preferred time/ });
export const dayButton = (page: Page, day: string) => page.locator(`[data-day="${day}"] button`);

/** Picks a practice-calendar day, turning the month at most twice to reach it. */
export async function pickDay(page: Page, day: string) {
  const target = dayButton(page, day);
  for (let months = 0; months < 2 && !(await target.isVisible()); months += 1) {
    await page.getByRole("button", { name: "Go to the Next Month" }).click();
  }
  await target.click();
  await expect(page.locator(`[data-day="${day}"]`)).toHaveAttribute("aria-selected", "true");
}

/** Picks the day's first free time; returns its label and the instant it stands for. */
export async function pickFirstFreeTime(page: Page): Promise<{ label: string; start: string; button: Locator }> {
  const group = timeGroup(page);
  await expect(group.getByText(/^Times in your time zone:/)).toBeVisible();
  const free = group.getByRole("button", { disabled: false }).first();
  const label = (await free.textContent()) ?? "";
  const start = (await free.getAttribute("value")) ?? "";
  expect(label).toMatch(/^\d{1,2}:00 (AM|PM)$/);
  await free.click();
  const button = group.locator(`button[value="${start}"]`);
  await expect(button).toHaveAttribute("aria-pressed", "true");
  return { label, start, button };
}
