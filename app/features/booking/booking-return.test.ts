import { destinationAfterSignIn, RETURN_PARAM } from "@domain/navigation";
import { describe, expect, it } from "vitest";
import { bookingReturnPath, CHOICE_PARAMS, choiceQuery, keptParams, signInPaths } from "./booking-return";

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

describe("the choice in the address of /book", () => {
  const address = (query: string) => new URLSearchParams(query);

  it("names a service alone, or a service and its time, and nothing when no service is chosen", () => {
    expect(choiceQuery(address(""), "individual-teletherapy").toString()).toBe("service=individual-teletherapy");
    expect(choiceQuery(address(""), "individual-teletherapy", START).toString()).toBe(
      `service=individual-teletherapy&start=${encodeURIComponent(START)}`,
    );
    expect(choiceQuery(address(`service=a&start=${START}`), null, START).toString()).toBe("");
  });

  it("replaces the previous choice, a time with it, and keeps what else the address held", () => {
    const current = address(`utm_source=radio&service=couples&start=${START}&utm_source=poster`);
    expect(keptParams(current)).toEqual([
      ["utm_source", "radio"],
      ["utm_source", "poster"],
    ]);
    expect(choiceQuery(current, "individual-teletherapy").toString()).toBe(
      "utm_source=radio&utm_source=poster&service=individual-teletherapy",
    );
    expect(choiceQuery(current, null).toString()).toBe("utm_source=radio&utm_source=poster");
  });

  it("names the day chosen on the date and time step, with its time when one is chosen, and drops an old day", () => {
    const current = address(`utm_source=radio&service=couples&day=2026-12-01&start=${START}`);
    expect(keptParams(current)).toEqual([["utm_source", "radio"]]);
    expect(choiceQuery(current, "individual-teletherapy", null, "2026-12-07").toString()).toBe(
      "utm_source=radio&service=individual-teletherapy&day=2026-12-07",
    );
    expect(choiceQuery(current, "individual-teletherapy", START, "2026-12-07").toString()).toBe(
      `utm_source=radio&service=individual-teletherapy&day=2026-12-07&start=${encodeURIComponent(START)}`,
    );
    expect(choiceQuery(current, null, null, "2026-12-07").toString()).toBe("utm_source=radio");
  });
});
