import { GIFT_CODE_REFUSED, GIFT_GUESS_LIMITS, tooManyGiftAttempts } from "@domain/gift-certificates";
import { giftCertificates } from "@server/db/schema";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { insertGiftCertificate } from "@tests/support/gifts-world";
import { insertViewer, rejection } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claimGift } from "./claim-gift";

const test = withTestDatabase();
const db = () => test.db;

const certificateOf = async (id: string) =>
  (await db().select().from(giftCertificates).where(eq(giftCertificates.id, id)))[0]!;
const newGift = async (overrides: Partial<Parameters<typeof insertGiftCertificate>[1]> = {}) =>
  insertGiftCertificate(db(), { buyerId: (await insertPerson(db())).id, ...overrides });
/** Gift-shaped codes nobody holds (the alphabet has no U, so these never match a real one by chance). */
const wrongCode = (i: number) => `ZZZZ-ZZZZ-${String(i).padStart(4, "0")}`;
const HOUR = GIFT_GUESS_LIMITS.windowMs;

describe("claimGift", () => {
  it("makes the certificate the viewer's: only she may spend it from then on", async () => {
    const viewer = await insertViewer(db());
    const gift = await newGift();
    const now = new Date();
    // Typed as from paper: lower case, spaces for dashes.
    const typed = gift.code.toLowerCase().replaceAll("-", " ");
    expect(await claimGift(db(), viewer, { code: typed }, { now })).toEqual({ certificateId: gift.id });
    const claimed = await certificateOf(gift.id);
    expect(claimed.claimedBy).toBe(viewer.userId);
    expect(claimed.claimedAt?.getTime()).toBe(now.getTime());
    // Claiming it again changes nothing; someone else is refused as for any wrong code.
    expect(await claimGift(db(), viewer, { code: gift.code }, { now: new Date(now.getTime() + 60_000) })).toEqual({
      certificateId: gift.id,
    });
    expect((await certificateOf(gift.id)).claimedAt?.getTime()).toBe(now.getTime());
    const other = await insertViewer(db());
    const refused = await rejection(claimGift(db(), other, { code: gift.code }));
    expect([refused.code, refused.message, refused.fields]).toEqual([
      "bad_request",
      GIFT_CODE_REFUSED,
      { code: GIFT_CODE_REFUSED },
    ]);
  });

  it("answers an unknown, expired, void or used-up code with the one message, and an empty one with its own", async () => {
    const viewer = await insertViewer(db());
    const codes = [
      wrongCode(1),
      "not a code at all",
      (await newGift({ expiresAt: new Date(Date.now() - 1_000) })).code,
      (await newGift({ status: "void" })).code,
      (await newGift({ balance: 0, status: "redeemed" })).code,
    ];
    for (const code of codes) {
      const refused = await rejection(claimGift(db(), viewer, { code }));
      expect([refused.code, refused.message], code).toEqual(["bad_request", GIFT_CODE_REFUSED]);
    }
    const empty = await rejection(claimGift(db(), viewer, { code: "  " }));
    expect([empty.code, empty.fields]).toEqual(["bad_request", { code: "Enter the code." }]);
  });

  it("after ten wrong codes in an hour, refuses even the right one until the hour is over", async () => {
    const viewer = await insertViewer(db());
    const now = new Date("2031-02-03T10:00:00Z");
    const gift = await newGift({ now });
    for (let i = 0; i < GIFT_GUESS_LIMITS.perAccount; i++) {
      const wrong = await rejection(claimGift(db(), viewer, { code: wrongCode(100 + i) }, { now }));
      expect(wrong.message).toBe(GIFT_CODE_REFUSED);
    }
    const waiting = await rejection(
      claimGift(db(), viewer, { code: gift.code }, { now: new Date(now.getTime() + 1_000) }),
    );
    expect([waiting.code, waiting.status]).toEqual(["rate_limited", 429]);
    expect(waiting.message).toBe(tooManyGiftAttempts("60 minutes"));
    expect(waiting.fields).toEqual({ code: waiting.message });
    expect((await certificateOf(gift.id)).claimedBy).toBeNull();

    expect(await claimGift(db(), viewer, { code: gift.code }, { now: new Date(now.getTime() + HOUR) })).toEqual({
      certificateId: gift.id,
    });
  });

  it("counts wrong codes from one address across accounts; right codes do not count", async () => {
    const now = new Date("2031-02-04T10:00:00Z");
    const ipAddress = "203.0.113.7";
    const mine = await insertViewer(db());
    const gifts = await Promise.all([newGift({ now }), newGift({ now }), newGift({ now })]);
    // Right codes, claimed, then again: none of them counts.
    for (const gift of [...gifts, ...gifts]) await claimGift(db(), mine, { code: gift.code }, { now, ipAddress });
    for (let i = 0; i < GIFT_GUESS_LIMITS.perAddress; i++) {
      const guesser = await insertViewer(db());
      await rejection(claimGift(db(), guesser, { code: wrongCode(200 + i) }, { now, ipAddress }));
    }
    const fresh = await insertViewer(db());
    const gift = await newGift({ now });
    const waiting = await rejection(claimGift(db(), fresh, { code: gift.code }, { now, ipAddress }));
    expect(waiting.code).toBe("rate_limited");
    // From another address the same account may go on.
    expect(await claimGift(db(), fresh, { code: gift.code }, { now, ipAddress: "198.51.100.2" })).toEqual({
      certificateId: gift.id,
    });
  });
});
