import { describe, expect, it } from "vitest";
import { passwordResetSchema, signInSchema, signUpSchema } from "./account-schemas";
import { PASSWORD_BREACHED, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "./accounts";
import { fieldErrors } from "./validation";

const valid = { firstName: " Ama ", lastName: "Boateng", email: "Ama@Example.com", password: "secret-2026" };

describe("sign-up", () => {
  it("trims names, lower-cases the e-mail and defaults to international/USD", () => {
    const parsed = signUpSchema.parse(valid);
    expect(parsed).toMatchObject({
      firstName: "Ama",
      email: "ama@example.com",
      region: "international",
      currency: "USD",
    });
    expect(parsed.applyAsTherapist).toBe(false);
  });

  it("takes a password of 8 characters or more that no breach made common (NIST SP 800-63B)", () => {
    const password = (candidate: string) => {
      const result = signUpSchema.safeParse({ ...valid, password: candidate });
      return result.success ? "ok" : fieldErrors(result.error).password;
    };
    expect(password("1234567")).toBe(PASSWORD_TOO_SHORT);
    expect(password("kente-77")).toBe("ok");
    expect(password("x".repeat(128))).toBe("ok");
    expect(password("x".repeat(129))).toBe(PASSWORD_TOO_LONG);
    // Long enough, and among the commonest breached passwords, in any case.
    expect(password("password")).toBe(PASSWORD_BREACHED);
    expect(password("Football1")).toBe(PASSWORD_BREACHED);
  });

  it("requires first and last name and a valid e-mail", () => {
    const result = signUpSchema.safeParse({ ...valid, firstName: " ", lastName: "", email: "not-an-email" });
    expect(result.success).toBe(false);
    if (!result.success) {
      const errors = fieldErrors(result.error);
      expect(errors.firstName).toBe("First name is required");
      expect(errors.lastName).toBe("Last name is required");
      expect(errors.email).toBe("Enter a valid email address");
    }
  });

  it("keeps the visitor's region and mends a currency that does not fit it", () => {
    expect(signUpSchema.parse({ ...valid, region: "local", currency: "GHS" }).currency).toBe("GHS");
    expect(signUpSchema.parse({ ...valid, region: "local", currency: "USD" }).currency).toBe("GHS");
    expect(signUpSchema.parse({ ...valid, region: "international", currency: "GHS" }).currency).toBe("USD");
    expect(signUpSchema.parse({ ...valid, region: "international", currency: "GBP" }).currency).toBe("GBP");
  });

  it("keeps the browser's time zone, else Accra's for Ghana and UTC for the rest of the world", () => {
    const zone = (extra: Record<string, string>) => signUpSchema.parse({ ...valid, ...extra }).timezone;
    expect(zone({ timezone: "America/New_York", region: "international" })).toBe("America/New_York");
    expect(zone({ timezone: "Europe/London", region: "local", currency: "GHS" })).toBe("Europe/London");
    expect(zone({ region: "local", currency: "GHS" })).toBe("Africa/Accra");
    expect(zone({ region: "international" })).toBe("UTC");
    expect(zone({ timezone: "Mars/Olympus_Mons", region: "international" })).toBe("UTC");
    expect(zone({ timezone: "", region: "local", currency: "GHS" })).toBe("Africa/Accra");
  });
});

describe("sign-in", () => {
  it("requires both fields", () => {
    const result = signInSchema.safeParse({ email: "", password: "" });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error)).sort()).toEqual(["email", "password"]);
  });
});

describe("password reset", () => {
  it("requires matching new passwords under the same rules as sign-up", () => {
    const reset = (password: string, confirmPassword = password) =>
      passwordResetSchema.safeParse({ token: "t", password, confirmPassword });
    expect(reset("kente-77").success).toBe(true);
    const common = reset("iloveyou");
    expect(common.success).toBe(false);
    if (!common.success) expect(fieldErrors(common.error).password).toBe(PASSWORD_BREACHED);
    const mismatch = reset("kente-77", "kente-78");
    expect(mismatch.success).toBe(false);
    if (!mismatch.success) expect(fieldErrors(mismatch.error).confirmPassword).toBe("Passwords do not match");
  });
});
