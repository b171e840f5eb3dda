import { describe, expect, it } from "vitest";
import {
  currenciesForRegion,
  findRegionOption,
  isValidChoice,
  OTHER_COUNTRIES,
  parseRegionChoice,
  parseRegionCookie,
  REGION_COOKIE,
  REGION_COOKIE_MAX_AGE,
  REGION_TILES,
  type RegionChoice,
  regionCookie,
  regionLabel,
  STORAGE_KEYS,
  SWITCHER_GROUPS,
  serializeRegionCookie,
} from "./region";
import { countryFromLocale, detectRegion } from "./region-detection";

describe("detectRegion — spec §9 rules", () => {
  it("rule 1: the Accra time zone gives local and GHS", () => {
    expect(detectRegion({ timeZone: "Africa/Accra" })).toEqual({
      region: "local",
      currency: "GHS",
      timezone: "Africa/Accra",
      countryCode: "GH",
    });
  });

  it("rule 1: country code GH gives local and GHS", () => {
    expect(detectRegion({ countryCode: "GH" })).toMatchObject({ region: "local", currency: "GHS", countryCode: "GH" });
  });

  it("rule 2: Nigeria, Kenya and South Africa give international and USD", () => {
    for (const cc of ["NG", "KE", "ZA"]) {
      expect(detectRegion({ countryCode: cc })).toMatchObject({
        region: "international",
        currency: "USD",
        countryCode: cc,
      });
    }
  });

  it("rule 2: any other African time zone gives international and USD", () => {
    expect(detectRegion({ timeZone: "Africa/Nairobi" })).toEqual({
      region: "international",
      currency: "USD",
      timezone: "Africa/Nairobi",
      countryCode: "KE",
    });
    expect(detectRegion({ timeZone: "Africa/Lagos" })).toMatchObject({ currency: "USD", countryCode: "NG" });
    expect(detectRegion({ timeZone: "Africa/Cairo" })).toMatchObject({ region: "international", currency: "USD" });
  });

  it("rule 3: country GB gives GBP", () => {
    expect(detectRegion({ countryCode: "GB" })).toMatchObject({ region: "international", currency: "GBP" });
  });

  it("rule 3: the London time zone gives GBP", () => {
    expect(detectRegion({ timeZone: "Europe/London" })).toEqual({
      region: "international",
      currency: "GBP",
      timezone: "Europe/London",
      countryCode: "GB",
    });
  });

  it("rule 3: zones linked to London (Jersey, Isle of Man) give GBP, not EUR", () => {
    expect(detectRegion({ timeZone: "Europe/Jersey" }).currency).toBe("GBP");
    expect(detectRegion({ timeZone: "Europe/Isle_of_Man" }).currency).toBe("GBP");
  });

  it("rule 4: each listed EU country gives EUR", () => {
    for (const cc of ["DE", "FR", "ES", "IT", "NL", "BE", "AT", "IE", "PT", "FI", "GR"]) {
      expect(detectRegion({ countryCode: cc })).toMatchObject({
        region: "international",
        currency: "EUR",
        countryCode: cc,
      });
    }
  });

  it("rule 4: any other European time zone gives EUR", () => {
    expect(detectRegion({ timeZone: "Europe/Dublin" })).toMatchObject({ currency: "EUR", countryCode: "IE" });
    expect(detectRegion({ timeZone: "Europe/Berlin" })).toMatchObject({ currency: "EUR", countryCode: "DE" });
    expect(detectRegion({ timeZone: "Europe/Warsaw" })).toMatchObject({ currency: "EUR", countryCode: "US" });
    expect(detectRegion({ timeZone: "Atlantic/Canary" }).currency).toBe("EUR");
  });

  it("rule 5: everything else gives USD", () => {
    expect(detectRegion({ timeZone: "Asia/Tokyo" })).toEqual({
      region: "international",
      currency: "USD",
      timezone: "Asia/Tokyo",
      countryCode: "US",
    });
    expect(detectRegion({ timeZone: "America/New_York", countryCode: "US" })).toMatchObject({ currency: "USD" });
    expect(detectRegion({ countryCode: "JP" })).toMatchObject({ currency: "USD", countryCode: "JP" });
  });

  it("empty input: US, USD, international, UTC", () => {
    const expected = { region: "international", currency: "USD", timezone: "UTC", countryCode: "US" };
    expect(detectRegion({})).toEqual(expected);
    expect(detectRegion({ timeZone: null, countryCode: null })).toEqual(expected);
    expect(detectRegion({ timeZone: "  ", countryCode: "" })).toEqual(expected);
  });
});

describe("detectRegion — precedence and normalisation", () => {
  it("GH wins over a foreign time zone", () => {
    expect(detectRegion({ timeZone: "America/New_York", countryCode: "GH" })).toEqual({
      region: "local",
      currency: "GHS",
      timezone: "America/New_York",
      countryCode: "GH",
    });
  });

  it("the Accra zone wins over a foreign country code, which is kept as reported", () => {
    expect(detectRegion({ timeZone: "Africa/Accra", countryCode: "US" })).toMatchObject({
      region: "local",
      countryCode: "US",
    });
  });

  it("London zone with country GB gives GBP", () => {
    expect(detectRegion({ timeZone: "Europe/London", countryCode: "GB" })).toMatchObject({
      currency: "GBP",
      countryCode: "GB",
    });
  });

  it("Africa beats London and Europe (rule 2 before 3 and 4)", () => {
    expect(detectRegion({ timeZone: "Africa/Lagos", countryCode: "GB" }).currency).toBe("USD");
    expect(detectRegion({ timeZone: "Europe/London", countryCode: "NG" }).currency).toBe("USD");
    expect(detectRegion({ timeZone: "Europe/Paris", countryCode: "KE" }).currency).toBe("USD");
  });

  it("London beats the EU list (rule 3 before 4)", () => {
    expect(detectRegion({ timeZone: "Europe/London", countryCode: "FR" }).currency).toBe("GBP");
    expect(detectRegion({ timeZone: "Europe/Berlin", countryCode: "GB" }).currency).toBe("GBP");
  });

  it("a European country code gives EUR even from a non-European zone", () => {
    expect(detectRegion({ timeZone: "America/New_York", countryCode: "IE" }).currency).toBe("EUR");
  });

  it("normalises case and whitespace; ignores malformed country codes", () => {
    expect(detectRegion({ timeZone: " africa/accra " })).toMatchObject({ region: "local", timezone: "africa/accra" });
    expect(detectRegion({ countryCode: " gh " })).toMatchObject({ region: "local", countryCode: "GH" });
    expect(detectRegion({ timeZone: "Europe/Berlin", countryCode: "USA" })).toMatchObject({
      currency: "EUR",
      countryCode: "DE",
    });
  });

  it("a reported country beats the one implied by the zone", () => {
    expect(detectRegion({ timeZone: "Europe/Berlin", countryCode: "CH" })).toMatchObject({ countryCode: "CH" });
  });
});

describe("countryFromLocale", () => {
  it("extracts the region subtag", () => {
    expect(countryFromLocale("en-GH")).toBe("GH");
    expect(countryFromLocale("en_gb")).toBe("GB");
    expect(countryFromLocale("zh-Hant-TW")).toBe("TW");
    expect(countryFromLocale("en")).toBeNull();
    expect(countryFromLocale(undefined)).toBeNull();
  });
});

describe("region options", () => {
  it("has the four tiles of §2.3 with §9's currencies and zones", () => {
    expect(REGION_TILES.map((t) => [t.code, t.region, t.currency, t.timezone])).toEqual([
      ["GH", "local", "GHS", "GMT"],
      ["GB", "international", "GBP", "GMT"],
      ["EU", "international", "EUR", "CET"],
      ["US", "international", "USD", "EST/PST"],
    ]);
    expect(REGION_TILES.map((t) => t.name)).toEqual(["Ghana", "United Kingdom", "European Union", "United States"]);
    for (const t of REGION_TILES) expect(t.flag.length).toBeGreaterThan(0);
  });

  it("lists the other countries, all international and USD, with unique codes", () => {
    expect(OTHER_COUNTRIES.map((c) => c.name)).toEqual([
      "Canada",
      "Australia",
      "Nigeria",
      "Kenya",
      "South Africa",
      "Other Africa",
      "India",
      "Singapore",
      "United Arab Emirates",
    ]);
    for (const c of OTHER_COUNTRIES) expect([c.region, c.currency]).toEqual(["international", "USD"]);
    const codes = [...REGION_TILES, ...OTHER_COUNTRIES].map((o) => o.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("groups the switcher as §2.4 says, every item a valid choice", () => {
    expect(SWITCHER_GROUPS.map((g) => [g.label, g.items.map((i) => i.name)])).toEqual([
      ["Ghana", ["Ghana"]],
      ["Africa", ["Nigeria", "Kenya", "South Africa", "Other Africa"]],
      ["International", ["United States", "United Kingdom", "European Union"]],
    ]);
    for (const g of SWITCHER_GROUPS) for (const i of g.items) expect(isValidChoice(i)).toBe(true);
  });

  it("finds an option by code", () => {
    expect(findRegionOption("gb")?.currency).toBe("GBP");
    expect(findRegionOption("AE")?.name).toBe("United Arab Emirates");
    expect(findRegionOption("XX")).toBeUndefined();
  });
});

describe("region choice", () => {
  it("knows each region's currencies", () => {
    expect(currenciesForRegion("local")).toEqual(["GHS"]);
    expect(currenciesForRegion("international")).toEqual(["USD", "GBP", "EUR"]);
  });

  it("local must be GHS; international must be USD, GBP or EUR", () => {
    expect(isValidChoice({ region: "local", currency: "GHS" })).toBe(true);
    expect(isValidChoice({ region: "local", currency: "USD" })).toBe(false);
    for (const currency of ["USD", "GBP", "EUR"] as const) {
      expect(isValidChoice({ region: "international", currency })).toBe(true);
    }
    expect(isValidChoice({ region: "international", currency: "GHS" })).toBe(false);
  });

  it("parses stored values and rejects junk or inconsistent pairs", () => {
    expect(STORAGE_KEYS).toEqual({ location: "userLocation", currency: "userCurrency" });
    expect(parseRegionChoice("local", "GHS")).toEqual({ region: "local", currency: "GHS" });
    expect(parseRegionChoice("international", "EUR")).toEqual({ region: "international", currency: "EUR" });
    expect(parseRegionChoice("local", "USD")).toBeNull();
    expect(parseRegionChoice("international", "GHS")).toBeNull();
    expect(parseRegionChoice(null, null)).toBeNull();
    expect(parseRegionChoice("local", null)).toBeNull();
    expect(parseRegionChoice("Local", "GHS")).toBeNull();
    expect(parseRegionChoice("international", "JPY")).toBeNull();
    expect(parseRegionChoice(1, {})).toBeNull();
  });

  it("round-trips the cookie", () => {
    expect(REGION_COOKIE).toBe("region");
    const choices: RegionChoice[] = [
      { region: "local", currency: "GHS" },
      { region: "international", currency: "USD" },
      { region: "international", currency: "GBP" },
      { region: "international", currency: "EUR" },
    ];
    for (const c of choices) expect(parseRegionCookie(serializeRegionCookie(c))).toEqual(c);
    expect(serializeRegionCookie({ region: "local", currency: "GHS" })).toBe("local.GHS");
  });

  it("keeps the cookie a year, site-wide, Secure only on https", () => {
    expect(REGION_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(regionCookie({ region: "local", currency: "GHS" }, false)).toBe(
      "region=local.GHS; Path=/; Max-Age=31536000; SameSite=Lax",
    );
    expect(regionCookie({ region: "international", currency: "EUR" }, true)).toBe(
      "region=international.EUR; Path=/; Max-Age=31536000; SameSite=Lax; Secure",
    );
  });

  it("parses the cookie tolerantly and returns null on junk", () => {
    expect(parseRegionCookie(" International.gbp ")).toEqual({ region: "international", currency: "GBP" });
    expect(parseRegionCookie("local%2EGHS")).toEqual({ region: "local", currency: "GHS" });
    for (const junk of [undefined, null, "", "local", "local.GHS.x", "local.USD", "mars.GHS", "%E0%A4%A", "."]) {
      expect(parseRegionCookie(junk)).toBeNull();
    }
  });

  it("labels the switcher as §9 says", () => {
    expect(regionLabel({ region: "local", currency: "GHS" })).toBe("Ghana (local)");
    expect(regionLabel({ region: "international", currency: "GBP" })).toBe("UK (GBP)");
    expect(regionLabel({ region: "international", currency: "EUR" })).toBe("EU (EUR)");
    expect(regionLabel({ region: "international", currency: "USD" })).toBe("International (USD)");
  });
});
