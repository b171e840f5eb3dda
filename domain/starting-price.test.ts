import { describe, expect, it } from "vitest";
import { cheapestOffer } from "./starting-price";

const offers = [
  { id: "ind-50", category: "individual", price: 7500 },
  { id: "ind-80", category: "individual", price: 10000 },
  { id: "cpl-60", category: "couples", price: 11500 },
  { id: "fam-60", category: "family", price: 11500 },
  { id: "cpl-90", category: "couples", price: 17300 },
];

describe("cheapestOffer", () => {
  it("picks the lowest price within one category", () => {
    expect(cheapestOffer(offers, ["individual"])?.id).toBe("ind-50");
  });

  it("looks across several categories and keeps catalogue order on a tie", () => {
    expect(cheapestOffer(offers, ["couples", "family"])?.id).toBe("cpl-60");
    expect(cheapestOffer(offers, ["family", "couples"])?.id).toBe("cpl-60");
  });

  it("does not depend on the order the offers arrive in", () => {
    expect(cheapestOffer([...offers].reverse(), ["individual"])?.id).toBe("ind-50");
  });

  it("gives null when the region sells nothing in those categories", () => {
    expect(cheapestOffer(offers, ["walking"])).toBeNull();
    expect(cheapestOffer([], ["individual"])).toBeNull();
  });
});
