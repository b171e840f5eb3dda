import { expect, type Page } from "@playwright/test";
import axe from "axe-core";

/** The bar of every accessibility check: nothing serious or critical (minor and moderate are not gated). */
const BLOCKING = ["serious", "critical"];

/**
 * axe's serious and critical findings on the page as it stands (or within `include`, a CSS
 * selector), one line each: rule, impact, help and the elements.
 *
 * axe-core runs in the page itself, injected once per document, and hands back only its
 * violations. (@axe-core/playwright injects it three times a check, opens a second page to
 * merge the results, and serialises every passing node too: about twice the time.) The
 * product's pages have no frames of their own (the welcome video's player is a third party's,
 * and only once asked for), so frames are not entered.
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, blocking }) => {
      const engine = (window as unknown as { axe: typeof axe }).axe;
      const results = await engine.run(include ? { include: [include] } : document, {
        resultTypes: ["violations"],
        iframes: false,
      });
      return results.violations
        .filter((violation) => blocking.includes(violation.impact ?? ""))
        .map((violation) => {
          const targets = violation.nodes.map((node) => node.target.join(" ")).join(" | ");
          return `${violation.id} (${violation.impact}): ${violation.help} -> ${targets}`;
        });
    },
    { include, blocking: BLOCKING },
  );
}

/**
 * Resolves once no finite CSS transition or animation is running (axe reads colours mid-fade as
 * low contrast). Endless ones, like a bouncing scroll hint, are ignored.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== "running" || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** No serious or critical axe violation on the page (or within `include`) once it has settled. */
export async function expectAccessible(page: Page, where: string, include?: string): Promise<void> {
  await animationsSettled(page);
  const found = await blockingViolations(page, include);
  expect(found, `${where}:\n${found.join("\n")}`).toEqual([]);
}
