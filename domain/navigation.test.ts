import { describe, expect, it } from "vitest";
import {
  destinationAfterSignIn,
  eventSignInPath,
  paymentSuccessPath,
  portalFor,
  returnPath,
  returnsToRegistration,
} from "./navigation";

describe("portalFor", () => {
  it("labels the portal button by role and leads to the matching dashboard", () => {
    expect(portalFor("admin")).toEqual({ label: "Admin Portal", href: "/admin-dashboard" });
    expect(portalFor("therapist")).toEqual({ label: "Therapist Portal", href: "/therapist-dashboard" });
    expect(portalFor("client")).toEqual({ label: "Client Portal", href: "/client-dashboard" });
  });

  it("says Portal while the role is unknown", () => {
    expect(portalFor(null)).toEqual({ label: "Portal", href: "/client-dashboard" });
  });
});

describe("destinationAfterSignIn", () => {
  it("sends each role to its own dashboard, and the unknown to the client dashboard", () => {
    expect(destinationAfterSignIn("therapist")).toBe("/therapist-dashboard");
    expect(destinationAfterSignIn("admin")).toBe("/admin-dashboard");
    expect(destinationAfterSignIn("client")).toBe("/client-dashboard");
    expect(destinationAfterSignIn(null)).toBe("/client-dashboard");
  });
});

describe("returning to the page that asked for sign-in", () => {
  it("goes back to a page of this site, whatever the role", () => {
    expect(destinationAfterSignIn("client", "/retreats#event-42")).toBe("/retreats#event-42");
    expect(destinationAfterSignIn("therapist", "/workshops")).toBe("/workshops");
    expect(destinationAfterSignIn("client", undefined)).toBe("/client-dashboard");
  });

  it("never leaves the site or loops back to sign-in", () => {
    for (const bad of [
      "//evil.example",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "retreats",
      "/auth",
      "/auth?next=/x",
      "/a b",
      `/${"x".repeat(300)}`,
      42,
    ]) {
      expect(returnPath(bad)).toBeNull();
    }
  });
});

describe("the payment-success address", () => {
  it("holds the payment's reference and nothing else, encoded", () => {
    expect(paymentSuccessPath("BKG-AB12CD")).toBe("/payment-success?reference=BKG-AB12CD");
    const url = new URL(paymentSuccessPath("odd ref&firstName=Ama"), "https://practice.example");
    expect([...url.searchParams.keys()]).toEqual(["reference"]);
    expect(url.searchParams.get("reference")).toBe("odd ref&firstName=Ama");
  });
});

describe("signing in to register for an event", () => {
  it("comes back to the event's page with its registration named", () => {
    const path = eventSignInPath("/workshops", "evt_1");
    const next = new URL(path, "https://practice.example").searchParams.get("next");
    expect(next).toBe("/workshops?register=evt_1");
    expect(destinationAfterSignIn("client", next)).toBe("/workshops?register=evt_1");
    expect(returnsToRegistration(next)).toBe(true);
  });

  it("is not any other page to return to", () => {
    expect(returnsToRegistration("/book?service=individual")).toBe(false);
    expect(returnsToRegistration("/workshops")).toBe(false);
    expect(returnsToRegistration("/workshops#register=1")).toBe(false);
    expect(returnsToRegistration("https://evil.example/?register=1")).toBe(false);
    expect(returnsToRegistration(null)).toBe(false);
  });
});
