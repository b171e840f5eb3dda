import type { Role } from "@domain/enums";
import { AppError } from "@server/lib/errors";
import { describe, expect, it } from "vitest";
import { ADMINS_ONLY_DEFAULT, assertAdmin, type Viewer } from "./viewer";

const as = (role: Role): Viewer => ({
  userId: "4b7c1f0e-2222-4c2b-9a39-0a0b0c0d0e0f",
  sessionId: "session",
  role,
  firstName: "Ama",
  lastName: "Owusu",
  email: "ama@example.com",
  timezone: "Africa/Accra",
  region: "local",
  currency: "GHS",
  approvalStatus: null,
});

const refusal = (act: () => void): AppError => {
  try {
    act();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error("expected a refusal");
};

describe("assertAdmin", () => {
  it("lets an administrator through", () => {
    expect(() => assertAdmin(as("admin"))).not.toThrow();
    expect(() => assertAdmin(as("admin"), "Only an administrator can manage coupons.")).not.toThrow();
  });

  it("refuses a therapist and a client as forbidden, with the action's own words", () => {
    for (const role of ["therapist", "client"] as const) {
      const error = refusal(() => assertAdmin(as(role), "Only an administrator can manage coupons."));
      expect([error.code, error.status, error.message]).toEqual([
        "forbidden",
        403,
        "Only an administrator can manage coupons.",
      ]);
    }
  });

  it("words the refusal generally when the action does not", () => {
    expect(refusal(() => assertAdmin(as("client"))).message).toBe(ADMINS_ONLY_DEFAULT);
    expect(ADMINS_ONLY_DEFAULT).toBe("Only an administrator can do this.");
  });
});
