// What a gift purchase refuses, each with its message under the field it is about, and without
// writing anything: a session where the practice does not offer it, an amount out of bounds, a
// delivery day in the past, a signed-out buyer's missing details.

import { GIFT_AMOUNT_LIMITS, giftAmountOutOfRange } from "@domain/gift-certificates";
import {
  dayFromToday,
  freshEmail,
  giftForm,
  guestFields,
  PRODUCTS,
  useGiftPurchaseWorld,
} from "@tests/support/gift-purchase-world";
import { countRows, insertViewer, rejection } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { GIFT_FORM_MESSAGES } from "./buy-gift-schema";
import { GIFT_NOT_FOUND, GIFT_NOT_THERE, startGiftCheckout } from "./start-gift-checkout";

const gifts = useGiftPurchaseWorld();

/** Refused with this message under this field, and nothing written. */
async function expectRefused(
  viewerOrGuest: Parameters<typeof startGiftCheckout>[1],
  form: object,
  field: string,
  message: string,
) {
  const { world } = gifts;
  const before = await countRows(world.db);
  const error = await rejection(startGiftCheckout(world.deps, viewerOrGuest, form));
  expect(error.code).toBe("bad_request");
  expect(error.fields?.[field]).toBe(message);
  expect(await countRows(world.db)).toEqual(before);
}

describe("startGiftCheckout refuses", () => {
  it("a session where the practice offers none: walk therapy abroad, yoga in Accra", async () => {
    const viewer = await insertViewer(gifts.world.db, { region: "international", currency: "GBP" });
    const abroad = { region: "international", currency: "GBP" };
    await expectRefused(
      viewer,
      giftForm({ ...abroad, productId: PRODUCTS.walking, usedIn: "international" }),
      "usedIn",
      GIFT_NOT_THERE,
    );
    await expectRefused(
      viewer,
      giftForm({ ...abroad, productId: PRODUCTS.yoga, usedIn: "local" }),
      "usedIn",
      GIFT_NOT_THERE,
    );
    // The same walk, in Accra, is sold to her: ₵850 is £43.
    await expect(
      startGiftCheckout(
        gifts.world.deps,
        viewer,
        giftForm({ ...abroad, productId: PRODUCTS.walking, usedIn: "local" }),
      ),
    ).resolves.toMatchObject({ kind: "bank_transfer", currency: "GBP", amount: 4_300 });
  });

  it("an amount outside the currency's bounds, or not a whole amount", async () => {
    const viewer = await insertViewer(gifts.world.db, { region: "local" });
    const { min, max } = GIFT_AMOUNT_LIMITS.GHS;
    const amount = (value: string) => giftForm({ productId: PRODUCTS.retreat, kind: "amount", amount: value });
    for (const value of [String(min - 1), String(max + 1), "150.50"]) {
      await expectRefused(viewer, amount(value), "amount", giftAmountOutOfRange("GHS"));
    }
    await expectRefused(viewer, amount(""), "amount", GIFT_FORM_MESSAGES.amount);
    for (const value of [String(min), String(max)]) {
      await expect(startGiftCheckout(gifts.world.deps, viewer, amount(value))).resolves.toMatchObject({
        amount: Number(value) * 100,
      });
    }
  });

  it("a delivery day before today in the recipient's zone, or more than a year ahead", async () => {
    const viewer = await insertViewer(gifts.world.db, { region: "local" });
    const zone = "Pacific/Kiritimati"; // a day ahead of most of the world
    await expectRefused(
      viewer,
      giftForm({ recipientTimeZone: zone, deliverOn: dayFromToday(-1, zone) }),
      "deliverOn",
      GIFT_FORM_MESSAGES.deliverOn,
    );
    await expectRefused(viewer, giftForm({ deliverOn: dayFromToday(366) }), "deliverOn", GIFT_FORM_MESSAGES.deliverOn);
    await expectRefused(viewer, giftForm({ deliverOn: "31/12/2026" }), "deliverOn", GIFT_FORM_MESSAGES.deliverOn);
    await expectRefused(
      viewer,
      giftForm({ recipientTimeZone: "Mars/Olympus" }),
      "recipientTimeZone",
      GIFT_FORM_MESSAGES.recipientTimeZone,
    );
    // Today, in her zone, is a day she may choose.
    await expect(
      startGiftCheckout(
        gifts.world.deps,
        viewer,
        giftForm({ recipientTimeZone: zone, deliverOn: dayFromToday(0, zone) }),
      ),
    ).resolves.toMatchObject({ kind: "paystack" });
  });

  it("a signed-out buyer's missing details, named together with the gift's", async () => {
    const { world } = gifts;
    const before = await countRows(world.db);
    const error = await rejection(
      startGiftCheckout(world.deps, null, { ...giftForm({ recipientName: " " }), buyerEmail: "not-an-address" }),
    );
    expect(error.fields).toEqual({
      recipientName: GIFT_FORM_MESSAGES.recipientName,
      buyerFirstName: GIFT_FORM_MESSAGES.buyerFirstName,
      buyerLastName: GIFT_FORM_MESSAGES.buyerLastName,
      buyerEmail: GIFT_FORM_MESSAGES.buyerEmail,
    });
    expect(await countRows(world.db)).toEqual(before);
    // Signed in, she is her account: no details of her own are asked.
    const viewer = await insertViewer(world.db, { region: "local" });
    await expect(startGiftCheckout(world.deps, viewer, giftForm())).resolves.toMatchObject({ kind: "paystack" });
  });

  it("a product not on sale, a session of a product sold as an amount, and a currency not of the region", async () => {
    const viewer = await insertViewer(gifts.world.db, { region: "local" });
    await expectRefused(viewer, giftForm({ productId: "gift-nope" }), "productId", GIFT_NOT_FOUND);
    await expectRefused(
      viewer,
      giftForm({ productId: PRODUCTS.retreat, kind: "service" }),
      "productId",
      GIFT_NOT_FOUND,
    );
    const error = await rejection(startGiftCheckout(gifts.world.deps, viewer, giftForm({ currency: "GBP" })));
    expect(Object.keys(error.fields ?? {})).toEqual(["currency"]);
    // A guest's e-mail is checked before any account is made for it.
    const email = freshEmail("late");
    await expectRefused(
      null,
      { ...giftForm({ deliverOn: dayFromToday(-2) }), ...guestFields(email) },
      "deliverOn",
      GIFT_FORM_MESSAGES.deliverOn,
    );
  });
});
