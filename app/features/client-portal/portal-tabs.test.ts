import { describe, expect, it } from "vitest";
import { portalTabRedirect } from "./portal-tabs";

const at = (path: string) => new URL(path, "https://practice.example");

describe("portalTabRedirect", () => {
  it("sends ?tab= links to the tab's own URL, keeping the portal's base and other parameters", () => {
    expect(portalTabRedirect(at("/client-portal?tab=messages"), "/client-portal")).toBe("/client-portal/messages");
    expect(portalTabRedirect(at("/client-dashboard?tab=sessions&page=2"), "/client-dashboard")).toBe(
      "/client-dashboard?page=2",
    );
    expect(portalTabRedirect(at("/client-dashboard?tab=book"), "/client-dashboard")).toBe("/client-dashboard/book");
  });

  it("leaves URLs without a tab alone and sends an unknown tab to the default one", () => {
    expect(portalTabRedirect(at("/client-dashboard"), "/client-dashboard")).toBeNull();
    expect(portalTabRedirect(at("/client-dashboard?tab=nope"), "/client-dashboard")).toBe("/client-dashboard");
  });
});
