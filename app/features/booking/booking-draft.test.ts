import { createBookingSchema } from "@server/modules/booking/create-booking-schema";
import { describe, expect, it } from "vitest";
import {
  type BookingDraft,
  bookingFormFields,
  checkDetails,
  chosenTimeGone,
  DETAIL_MESSAGES,
  firstStep,
  isFree,
  newDraft,
  stepOfErrors,
} from "./booking-draft";

const prefill = { firstName: "Ama", lastName: "Mensah", email: "ama@example.com", phone: "+233 24 200 0001" };

function draft(patch: Partial<BookingDraft> = {}): BookingDraft {
  return {
    ...newDraft(prefill),
    serviceId: "svc-1",
    day: "2026-12-07",
    start: "2026-12-07T14:00:00.000Z",
    ...patch,
  };
}

describe("checkDetails", () => {
  it("accepts the profile's details as they come", () => {
    expect(checkDetails(newDraft(prefill).details)).toEqual({});
  });

  it("names each required detail that is blank or malformed", () => {
    const details = { ...newDraft(prefill).details, firstName: "  ", lastName: "", email: "ama@", phone: "12ab" };
    expect(checkDetails(details)).toEqual(DETAIL_MESSAGES);
  });

  it("says what the server says for the same mistakes", () => {
    const parsed = createBookingSchema.safeParse({
      ...bookingFormFields(draft(), "Africa/Accra"),
      firstName: " ",
      lastName: "",
      email: "ama@",
      phone: "12ab",
      region: "local",
      currency: "GHS",
    });
    expect(parsed.success).toBe(false);
    const serverMessages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]),
    );
    expect(serverMessages).toEqual(DETAIL_MESSAGES);
  });
});

describe("bookingFormFields", () => {
  it("sends the chosen slot, the trimmed details and the viewer's zone", () => {
    const fields = bookingFormFields(
      draft({ details: { ...newDraft(prefill).details, firstName: " Ama ", concerns: " sleep " } }),
      "Europe/London",
    );
    expect(fields).toMatchObject({
      serviceId: "svc-1",
      start: "2026-12-07T14:00:00.000Z",
      firstName: "Ama",
      concerns: "sleep",
      couponCode: "",
      usePlanCredit: "",
      timezone: "Europe/London",
    });
  });

  it("sends an accepted coupon and then never a plan session as well", () => {
    const fields = bookingFormFields(
      draft({ coupon: { kind: "coupon", couponId: "c1", code: "WELCOME" } }),
      "UTC",
      true,
    );
    expect(fields.couponCode).toBe("WELCOME");
    expect(fields.usePlanCredit).toBe("");
  });

  it("asks for the credit that pays unless she declines it", () => {
    expect(bookingFormFields(draft(), "UTC", true).usePlanCredit).toBe("true");
    expect(bookingFormFields(draft({ declineCredit: true }), "UTC", true).usePlanCredit).toBe("");
    expect(bookingFormFields(draft(), "UTC", false).usePlanCredit).toBe("");
  });

  it("is read by the server's schema as the same booking", () => {
    const parsed = createBookingSchema.parse({
      ...bookingFormFields(draft(), "Europe/London", true),
      region: "local",
      currency: "GHS",
    });
    expect(parsed.start.toISOString()).toBe("2026-12-07T14:00:00.000Z");
    expect(parsed.usePlanCredit).toBe(true);
    expect(parsed.couponCode).toBe("");
    expect(parsed.timezone).toBe("Europe/London");
  });
});

describe("isFree", () => {
  it("is free with a coupon or a credit she has not declined, and only then", () => {
    expect(isFree(draft())).toBe(false);
    expect(isFree(draft({ coupon: { kind: "coupon", couponId: "c1", code: "X" } }))).toBe(true);
    expect(isFree(draft(), false, true)).toBe(true);
    expect(isFree(draft({ declineCredit: true }), false, true)).toBe(false);
  });

  it("is free with a gift certificate that pays what would be charged, measured in dollars when by card", () => {
    const gift = (due: number, cardDue: number | null) => ({
      kind: "gift" as const,
      code: "7K3M-Q9PX-2HVD",
      covered: 6_000 - due,
      due,
      currency: "GBP" as const,
      card: cardDue === null ? null : { covered: 7_500 - cardDue, due: cardDue, currency: "USD" as const },
    });
    expect(isFree(draft({ coupon: gift(0, 0) }))).toBe(true);
    expect(isFree(draft({ coupon: gift(1_000, 0) }))).toBe(false);
    expect(isFree(draft({ coupon: gift(1_000, 0) }), true)).toBe(true);
    expect(isFree(draft({ coupon: gift(0, 1_090) }), true)).toBe(false);
    // Without a card price the session's own part counts; a plan session never adds to a code.
    expect(isFree(draft({ coupon: gift(0, null) }), true)).toBe(true);
    expect(isFree(draft({ coupon: gift(1_000, null) }), false, true)).toBe(false);
  });
});

describe("stepOfErrors", () => {
  it("goes back to the earliest step that shows an error", () => {
    expect(stepOfErrors({ couponCode: "used", email: "bad" })).toBe(2);
    expect(stepOfErrors({ start: "taken" })).toBe(2);
    expect(stepOfErrors({ usePlanCredit: "none left" })).toBe(3);
    expect(stepOfErrors({ serviceId: "Choose a service" })).toBe(1);
  });

  it("stays put for errors no step shows", () => {
    expect(stepOfErrors({})).toBeNull();
    expect(stepOfErrors({ region: "Choose a region" })).toBeNull();
  });
});

describe("firstStep", () => {
  const START = "2026-12-07T14:00:00.000Z";

  it("opens the start when the address names no service the region offers", () => {
    expect(firstStep(null)).toBe(1);
  });

  it("opens the date and time with a service chosen alone, as a Choose button sends it", () => {
    const resume = { serviceId: "svc-1", day: null, start: null, times: null };
    expect(firstStep(resume)).toBe(2);
    expect(chosenTimeGone(resume)).toBe(false);
  });

  it("opens the summary for a time still free, and the date and time when it is gone", () => {
    expect(firstStep({ serviceId: "svc-1", day: "2026-12-07", start: START, times: null })).toBe(3);
    const gone = { serviceId: "svc-1", day: "2026-12-07", start: null, times: null };
    expect(firstStep(gone)).toBe(2);
    expect(chosenTimeGone(gone)).toBe(true);
  });

  it("stays at the date and time for a day chosen there, its time chosen or not, and says no time is gone", () => {
    const slot = { start: START, end: "2026-12-07T14:50:00.000Z", available: true, reason: null };
    const times = { note: null, slots: [slot] };
    const day = { serviceId: "svc-1", day: "2026-12-07", start: null, times };
    expect(firstStep(day)).toBe(2);
    expect(chosenTimeGone(day)).toBe(false);
    expect(firstStep({ ...day, start: START })).toBe(2);
  });
});
