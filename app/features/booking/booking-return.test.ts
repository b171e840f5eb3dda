import { destinationAfterSignIn, RETURN_PARAM } from "@domain/navigation";
import { describe, expect, it } from "vitest";
import { bookingReturnPath, CHOICE_PARAMS, signInPaths } from "./booking-return";

const START = "2026-12-07T14:00:00.000Z";

/** Where the sign-in page sends her, read from the door's address as the page reads it. */
function afterSignIn(door: string): string {
  const next = new URL(door, "https://practice.example").searchParams.get(RETURN_PARAM);
  return destinationAfterSignIn("client", next);
}

describe("a booking's way through sign-in", () => {
  it("comes back to /book with the same service and time, through either door", () => {
    const back = bookingReturnPath("individual-teletherapy", START);
    const { signIn, signUp } = signInPaths(back);
    expect(new URL(signUp, "https://practice.example").searchParams.get("tab")).toBe("signup");
    for (const door of [signIn, signUp]) {
      const landed = new URL(afterSignIn(door), "https://practice.example");
      expect(landed.pathname).toBe("/book");
      expect(landed.searchParams.get(CHOICE_PARAMS.service)).toBe("individual-teletherapy");
      expect(landed.searchParams.get(CHOICE_PARAMS.start)).toBe(START);
      expect([...landed.searchParams.keys()]).toEqual([CHOICE_PARAMS.service, CHOICE_PARAMS.start]);
    }
  });

  it("is the plain sign-in page when nothing was chosen, or what was sent cannot be a choice", () => {
    expect(bookingReturnPath("individual-teletherapy", "")).toBeNull();
    expect(bookingReturnPath(undefined, START)).toBeNull();
    expect(bookingReturnPath("x".repeat(400), START)).toBeNull();
    expect(signInPaths(null)).toEqual({ signIn: "/auth", signUp: "/auth?tab=signup" });
  });
});
