// A gift bought in Ghana is paid through Paystack: the checkout prices the certificate from the
// catalogue, records a pending payment carrying everything the certificate will say, and hands
// over to Paystack. A signed-out buyer gets an account of her own by her e-mail, and no session.

import * as schema from "@server/db/schema";
import {
  certificatesOf,
  dayFromToday,
  freshEmail,
  giftForm,
  guestFields,
  PRODUCTS,
  paymentOf,
  useGiftPurchaseWorld,
} from "@tests/support/gift-purchase-world";
import { insertViewer, PUBLIC_URL, rejection } from "@tests/support/payments-world";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GUEST_GIFT_LIMIT, startGiftCheckout } from "./start-gift-checkout";

const gifts = useGiftPurchaseWorld();

describe("startGiftCheckout in Ghana (Paystack)", () => {
  it("prices a session in Accra from the catalogue, ignoring any amount the browser sends", async () => {
    const { world } = gifts;
    const viewer = await insertViewer(world.db, { region: "local" });
    const deliverOn = dayFromToday(2);
    const result = await startGiftCheckout(
      world.deps,
      viewer,
      giftForm({ deliverOn, message: "With love.", amount: "1", faceValue: 1, price: 1 }),
    );

    if (result.kind !== "paystack") throw new Error("expected paystack");
    expect(result.reference).toMatch(/^GFT-[A-Z0-9]{12}$/);
    // The cheapest individual session in Accra is the seeded ₵400 teletherapy.
    expect(result).toMatchObject({ amount: 40_000, currency: "GHS" });
    expect(world.sim.transactions.get(result.reference)).toMatchObject({
      email: viewer.email,
      amount: 40_000,
      currency: "GHS",
      callbackUrl: `${PUBLIC_URL}/payment-success?reference=${result.reference}`,
      metadata: { purpose: "gift_certificate", gift_product_id: PRODUCTS.individual, user_id: viewer.userId },
    });

    const payment = await paymentOf(world.db, result.reference);
    expect(payment).toMatchObject({
      userId: viewer.userId,
      provider: "paystack",
      purpose: "gift_certificate",
      status: "pending",
      amount: 40_000,
      currency: "GHS",
      fulfilledAt: null,
    });
    expect(payment.details).toEqual({
      productId: PRODUCTS.individual,
      productName: "Individual Session",
      kind: "service",
      serviceCategory: "individual",
      serviceRegion: "local",
      faceValue: 40_000,
      currency: "GHS",
      validMonths: 12,
      buyerName: `${viewer.firstName} ${viewer.lastName}`,
      buyerEmail: viewer.email,
      recipientName: "Akosua Boateng",
      recipientEmail: "akosua@example.test",
      recipientTimeZone: null,
      message: "With love.",
      // Unticked, as the form opens: the e-mail and card name no service.
      discreet: true,
      showPrice: false,
      deliverOn,
    });
    // Nothing is issued before the money is in.
    expect(await certificatesOf(world.db, result.reference)).toEqual([]);
  });

  it("takes the amount chosen for an amount certificate, and the card's choices as ticked", async () => {
    const { world } = gifts;
    const viewer = await insertViewer(world.db, { region: "local" });
    const result = await startGiftCheckout(
      world.deps,
      viewer,
      giftForm({
        productId: PRODUCTS.retreat,
        kind: "amount",
        usedIn: "",
        amount: "250",
        nameTheService: "on",
        showPrice: "on",
      }),
    );
    expect(result).toMatchObject({ kind: "paystack", amount: 25_000, currency: "GHS" });
    const { details } = await paymentOf(world.db, result.reference);
    expect(details).toMatchObject({
      kind: "amount",
      serviceCategory: null,
      serviceRegion: null,
      faceValue: 25_000,
      discreet: false,
      showPrice: true,
    });
  });

  it("gives a signed-out buyer an account of her own, without a password or a session, and finds it again", async () => {
    const { world } = gifts;
    const email = freshEmail("efua");
    const first = await startGiftCheckout(world.deps, null, { ...giftForm(), ...guestFields(email) });
    const payment = await paymentOf(world.db, first.reference);

    const [user] = await world.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(user).toMatchObject({ id: payment.userId, name: "Efua Boateng", emailVerified: false });
    const [profile] = await world.db.select().from(schema.profiles).where(eq(schema.profiles.id, payment.userId));
    expect(profile).toMatchObject({ firstName: "Efua", lastName: "Boateng", region: "local", currency: "GHS" });
    // No credential to sign in with and no session: typing an address signs nobody in.
    const credentials = await world.db
      .select()
      .from(schema.authAccounts)
      .where(eq(schema.authAccounts.userId, payment.userId));
    expect(credentials).toEqual([]);
    const sessions = await world.db
      .select()
      .from(schema.authSessions)
      .where(eq(schema.authSessions.userId, payment.userId));
    expect(sessions).toEqual([]);
    expect(payment.details).toMatchObject({ buyerName: "Efua Boateng", buyerEmail: email });
    expect(world.sim.transactions.get(first.reference)?.email).toBe(email);

    // The same address again, typed in capitals: the same account.
    const second = await startGiftCheckout(world.deps, null, {
      ...giftForm({ recipientName: "Kojo" }),
      ...guestFields(email.toUpperCase()),
    });
    expect((await paymentOf(world.db, second.reference)).userId).toBe(payment.userId);
    const [accounts] = await world.db.select({ n: count() }).from(schema.users).where(eq(schema.users.email, email));
    expect(accounts?.n).toBe(1);
  });

  it("limits purchases started by signed-out visitors from one address, not those of a signed-in buyer", async () => {
    const { world } = gifts;
    const ipAddress = "203.0.113.77";
    const now = new Date();
    const email = freshEmail("family");
    for (let i = 0; i < GUEST_GIFT_LIMIT.perAddress; i++) {
      await startGiftCheckout(world.deps, null, { ...giftForm(), ...guestFields(email) }, { ipAddress, now });
    }
    const refused = await rejection(
      startGiftCheckout(world.deps, null, { ...giftForm(), ...guestFields(email) }, { ipAddress, now }),
    );
    expect(refused.code).toBe("rate_limited");
    expect(refused.message).toMatch(/^Too many gift purchases have been started from this connection/);

    // Another address, or the same one signed in, is not held back.
    await expect(
      startGiftCheckout(world.deps, null, { ...giftForm(), ...guestFields(email) }, { ipAddress: "203.0.113.78", now }),
    ).resolves.toMatchObject({ kind: "paystack" });
    const viewer = await insertViewer(world.db, { region: "local" });
    await expect(startGiftCheckout(world.deps, viewer, giftForm(), { ipAddress, now })).resolves.toMatchObject({
      kind: "paystack",
    });
    // An hour later the address may start purchases again.
    const later = new Date(now.getTime() + GUEST_GIFT_LIMIT.windowMs + 1_000);
    await expect(
      startGiftCheckout(world.deps, null, { ...giftForm(), ...guestFields(email) }, { ipAddress, now: later }),
    ).resolves.toMatchObject({ kind: "paystack" });
  });
});
