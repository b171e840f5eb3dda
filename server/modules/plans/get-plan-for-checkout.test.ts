import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSupportPlan } from "@tests/support/fixtures";
import { beforeAll, describe, expect, it } from "vitest";
import { getPlanForCheckout } from "./get-plan-for-checkout";
import { PLAN_NOT_FOUND, PLAN_NOT_IN_REGION } from "./load-checkout-plan";
import { CURRENCY_NOT_FOR_REGION } from "./region-choice-schema";

const database = withTestDatabase();
let localPlanId: string;
let abroadPlanId: string;
let inactivePlanId: string;

const viewer = (userId: string, region: "local" | "international"): Viewer => ({
  userId,
  sessionId: "s",
  role: "client",
  firstName: "Kofi",
  lastName: "Mensah",
  email: "kofi@example.test",
  timezone: "Africa/Accra",
  region,
  currency: region === "local" ? "GHS" : "USD",
  approvalStatus: null,
});
let ama: Viewer;
let sarah: Viewer;

async function failure(raw: unknown, who: Viewer = ama): Promise<AppError> {
  const error = await getPlanForCheckout(database.db, who, raw).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  const local = { region: "local", priceUsd: null, priceGbp: null, priceEur: null } as const;
  localPlanId = (
    await insertSupportPlan(database.db, {
      ...local,
      name: "Steady Growth",
      planType: "steady_growth",
      sessionCount: 8,
      validMonths: 3,
      discountPercentage: 10,
      priceGhs: 288_000,
      originalPriceGhs: 320_000,
    })
  ).id;
  inactivePlanId = (await insertSupportPlan(database.db, { ...local, isActive: false })).id;
  abroadPlanId = (await insertSupportPlan(database.db, { region: "international", validMonths: 6 })).id;
  ama = viewer((await insertPerson(database.db, { region: "local" })).id, "local");
  sarah = viewer((await insertPerson(database.db, { region: "international" })).id, "international");
});

describe("getPlanForCheckout", () => {
  it("shows a local plan with its sessions, validity, discount and total, paid by Paystack", async () => {
    const view = await getPlanForCheckout(database.db, ama, { planId: localPlanId });
    expect(view).toEqual({
      plan: expect.objectContaining({
        id: localPlanId,
        sessionCount: 8,
        validMonths: 3,
        discountPercentage: 10,
        price: 288_000,
        originalPrice: 320_000,
        currency: "GHS",
        popular: true,
      }),
      paymentMethod: "paystack",
      validityText: "3 months",
    });
  });

  it("shows an international plan in the chosen currency, paid by bank transfer", async () => {
    const view = await getPlanForCheckout(database.db, sarah, {
      planId: abroadPlanId,
      currency: "GBP",
      region: "international",
    });
    expect(view).toMatchObject({
      plan: { price: 25_000, currency: "GBP" },
      paymentMethod: "bank_transfer",
      validityText: "6 months",
    });
  });

  it("answers 'Plan not found' for a missing, inactive or malformed plan", async () => {
    for (const planId of [inactivePlanId, "7b0a1f3e-95a1-4c3f-9d0e-8f1a2b3c4d5e", "42", ""]) {
      expect(await failure({ planId })).toMatchObject({ code: "not_found", message: PLAN_NOT_FOUND });
    }
  });

  it("refuses a plan of the other region and a currency that does not fit", async () => {
    expect(await failure({ planId: abroadPlanId })).toMatchObject({ code: "bad_request", message: PLAN_NOT_IN_REGION });
    expect(await failure({ planId: localPlanId }, sarah)).toMatchObject({
      code: "bad_request",
      message: PLAN_NOT_IN_REGION,
    });
    expect(await failure({ planId: localPlanId, region: "local", currency: "USD" })).toMatchObject({
      code: "bad_request",
      message: CURRENCY_NOT_FOR_REGION,
    });
    expect((await failure({ planId: localPlanId, currency: "XOF" })).code).toBe("bad_request");
  });
});
