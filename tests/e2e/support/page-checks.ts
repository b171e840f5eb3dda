import type { BrowserContext, Page } from "@playwright/test";

/** The visitor has chosen Ghana (cedis): the region gate is not shown. */
export async function chooseGhana(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "region", value: "local.GHS", url: baseURL ?? "" }]);
}

/** Console errors and uncaught exceptions from now on (hydration mismatches show up here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  return errors;
}
