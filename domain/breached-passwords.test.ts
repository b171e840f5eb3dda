import { describe, expect, it } from "vitest";
import { BREACHED_PASSWORDS } from "./breached-password-list";
import { isBreachedPassword } from "./breached-passwords";

describe("the breached-password list", () => {
  it("holds about the 100,000 commonest breached passwords of 8 characters or more", () => {
    expect(BREACHED_PASSWORDS.count).toBeGreaterThanOrEqual(100_000);
    expect(BREACHED_PASSWORDS.count).toBeLessThan(101_000);
    // Compact: under 300 KB shipped.
    expect(BREACHED_PASSWORDS.data.length).toBeLessThan(300_000);
  });

  it("knows the commonest ones, from the top of the list to its far end, whatever their case", () => {
    for (const password of ["password", "12345678", "qwertyuiop", "iloveyou", "trustno1", "Password1", "SUNSHINE"]) {
      expect(isBreachedPassword(password), password).toBe(true);
    }
    // Near the list's cut (about the 260,000th most common password of the source).
    expect(isBreachedPassword("revshare")).toBe(true);
  });

  it("lets through passwords nobody has been seen using", () => {
    for (const password of [
      "secret-2026",
      "a-long-enough-password",
      "correct horse battery staple",
      "Kente&Jollof-77",
    ]) {
      expect(isBreachedPassword(password), password).toBe(false);
    }
  });
});
