// A gift certificate's code typed under "Gift certificate or coupon", over real HTTP: whatever
// is wrong with a code (it does not exist, it is used up, it has expired), the answer is the
// same, word for word; and after ten wrong codes in an hour, even a right one waits (429).
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GIFT_CODE_REFUSED, GIFT_GUESS_LIMITS, tooManyGiftAttempts } from "../../domain/gift-certificates";
import { giftCertificates, users } from "../../server/db/schema";
import { withAppServer } from "../support/app-server";
import { insertGiftCertificate } from "../support/gifts-world";
import { DEMO_LOGINS, send, signInAs } from "../support/http-probe";

const server = withAppServer();
const SERVICE = "individual-teletherapy";
let cookie = "";

beforeAll(async () => {
  cookie = `${await signInAs(server.app, "clientA")}; region=local.GHS`;
});

const check = (code: string) =>
  send(server.app, { path: "/api/booking/coupon", cookie, form: { code, serviceId: SERVICE } });

/** Gift-shaped codes nobody holds. */
const unknown = (i: number) => `ZZZZ-ZZZZ-${String(i).padStart(4, "0")}`;

describe("POST /api/booking/coupon with a gift certificate's code", () => {
  it("answers a used, an expired and an unknown code alike, then makes even a right one wait", async () => {
    const [buyer] = await server.app.db.select().from(users).where(eq(users.email, DEMO_LOGINS.clientB.email));
    const db = server.app.db;
    const good = await insertGiftCertificate(db, { buyerId: buyer!.id, faceValue: 45_000 });
    const used = await insertGiftCertificate(db, { buyerId: buyer!.id, balance: 0, status: "redeemed" });
    const expired = await insertGiftCertificate(db, { buyerId: buyer!.id, expiresAt: new Date(Date.now() - 60_000) });

    // A right code says what it pays (the demo's individual teletherapy is ₵400), and does not count.
    const right = await check(good.code);
    expect(right.status).toBe(200);
    expect(JSON.parse(right.text)).toEqual({
      ok: true,
      kind: "gift",
      code: good.code,
      covered: 40_000,
      due: 0,
      currency: "GHS",
      card: null,
    });

    const answers = [await check(used.code), await check(expired.code), await check(unknown(1))];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.text).toBe(answers[0]!.text);
    }
    expect(JSON.parse(answers[0]!.text)).toEqual({
      ok: false,
      error: GIFT_CODE_REFUSED,
      fields: { couponCode: GIFT_CODE_REFUSED },
    });

    for (let i = answers.length; i < GIFT_GUESS_LIMITS.perAccount; i++) {
      expect((await check(unknown(100 + i))).status, `wrong code ${i + 1}`).toBe(400);
    }
    const waiting = await check(good.code);
    expect(waiting.status).toBe(429);
    const body = JSON.parse(waiting.text) as { error: string };
    expect(body.error).toBe(tooManyGiftAttempts("60 minutes"));
    expect(waiting.headers.get("cache-control")).toContain("no-store");
    expect((await check(unknown(999))).status).toBe(429);
    // Checking spends nothing.
    const [after] = await db.select().from(giftCertificates).where(eq(giftCertificates.id, good.id));
    expect(after).toMatchObject({ balance: 45_000, status: "active", claimedBy: null });
  });

  it("asks a visitor who has not signed in to sign in, and counts nothing", async () => {
    const answer = await send(server.app, {
      path: "/api/booking/coupon",
      cookie: "region=local.GHS",
      form: { code: unknown(5), serviceId: SERVICE },
    });
    expect(answer.status).toBe(401);
  });
});
