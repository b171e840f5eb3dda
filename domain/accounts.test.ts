import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT, SIGN_IN_LINK_MINUTES, SIGN_IN_LINK_TEXT } from "./accounts";

describe("account texts", () => {
  it("state the limits the rules use", () => {
    expect(PASSWORD_TOO_SHORT).toBe(`At least ${MIN_PASSWORD_LENGTH} characters`);
    expect(SIGN_IN_LINK_TEXT.sent).toContain(`within ${SIGN_IN_LINK_MINUTES} minutes`);
  });

  it("come without zod, so the sign-in pages can import them (the schemas are in account-schemas.ts)", () => {
    const source = readFileSync(new URL("./accounts.ts", import.meta.url), "utf8");
    expect(source).not.toMatch(/\bfrom\s+["']zod/);
    expect(source).not.toMatch(/\bimport\(\s*["']zod/);
  });
});
