// What a script file carries, against what a page carries.
import { describe, expect, it } from "vitest";
import { scriptFileHeaders, securityHeaders } from "./security";

describe("scriptFileHeaders", () => {
  it("keeps nosniff (and HSTS over https) and leaves the headers that only govern pages", () => {
    expect(scriptFileHeaders({ https: false })).toEqual({ "X-Content-Type-Options": "nosniff" });
    expect(scriptFileHeaders({ https: true })).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
    const page = securityHeaders({ https: true, dev: false });
    for (const name of ["Content-Security-Policy", "X-Frame-Options", "Permissions-Policy"]) {
      expect(page).toHaveProperty(name);
      expect(scriptFileHeaders({ https: true })).not.toHaveProperty(name);
    }
  });
});
