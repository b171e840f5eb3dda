import type { PlanSessionType } from "@domain/enums";
import { describe, expect, it } from "vitest";
import {
  addonPriceLabel,
  checkoutPath,
  emptyTabText,
  PLANS_FALLBACK_CHOICE,
  type PlanView,
  planTabs,
} from "./plans-view";

function plan(id: string, sessionType: PlanSessionType, sessionCount: number): PlanView {
  return {
    id,
    name: id,
    description: null,
    region: "local",
    sessionType,
    planType: "first_steps",
    sessionCount,
    validMonths: 3,
    discountPercentage: 5,
    price: 152_000,
    originalPrice: 160_000,
    currency: "GHS",
    popular: false,
  };
}

describe("planTabs", () => {
  const plans = [
    plan("tele-4", "individual_teletherapy", 4),
    plan("couples-4", "couples_teletherapy", 4),
    plan("tele-8", "individual_teletherapy", 8),
    plan("hybrid-4", "hybrid", 4),
  ];

  it("gives the local region four tabs, each with its own plans in the server's order", () => {
    const tabs = planTabs({ region: "local", currency: "GHS" }, plans);
    expect(tabs.map((t) => t.tab.label)).toEqual(["Teletherapy", "Couples", "Hybrid", "In-Person"]);
    expect(tabs.map((t) => t.plans.map((p) => p.id))).toEqual([["tele-4", "tele-8"], ["couples-4"], ["hybrid-4"], []]);
  });

  it("states the validity on Teletherapy and Couples only, 3 months at home", () => {
    const tabs = planTabs({ region: "local", currency: "GHS" }, plans);
    expect(tabs.map((t) => t.validity)).toEqual([
      "Plans are valid for 3 months",
      "Plans are valid for 3 months",
      null,
      null,
    ]);
  });

  it("gives international visitors Teletherapy and Couples, valid 6 months", () => {
    const tabs = planTabs({ region: "international", currency: "GBP" }, plans);
    expect(tabs.map((t) => t.tab.id)).toEqual(["teletherapy", "couples"]);
    expect(tabs.every((t) => t.validity === "Plans are valid for 6 months")).toBe(true);
  });

  it("falls back to the international plans in dollars", () => {
    expect(PLANS_FALLBACK_CHOICE).toEqual({ region: "international", currency: "USD" });
  });
});

describe("labels", () => {
  it("names the empty kind of plan", () => {
    const [, couples] = planTabs({ region: "local", currency: "GHS" }, []);
    expect(emptyTabText(couples!.tab)).toBe("No Couples plans are offered right now.");
  });

  it("prices an add-on in its currency, or says it is priced by inquiry", () => {
    expect(addonPriceLabel({ price: 30_000, currency: "GHS" })).toBe("₵300");
    expect(addonPriceLabel({ price: 2_500, currency: "GBP" })).toBe("£25");
    expect(addonPriceLabel({ price: null, currency: "EUR" })).toBe("Pricing by inquiry");
  });

  it("builds the checkout address of a plan", () => {
    expect(checkoutPath("0b6f1c2e-1111-4222-8333-444455556666")).toBe(
      "/support-plans/checkout/0b6f1c2e-1111-4222-8333-444455556666",
    );
  });
});
