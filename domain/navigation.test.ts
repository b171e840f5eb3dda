import { describe, expect, it } from "vitest";
import { destinationAfterSignIn, portalFor } from "./navigation";

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
  it("sends therapists to their dashboard and everyone else to the client dashboard", () => {
    expect(destinationAfterSignIn("therapist")).toBe("/therapist-dashboard");
    expect(destinationAfterSignIn("admin")).toBe("/client-dashboard");
    expect(destinationAfterSignIn("client")).toBe("/client-dashboard");
    expect(destinationAfterSignIn(null)).toBe("/client-dashboard");
  });
});
