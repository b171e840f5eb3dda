import { describe, expect, it } from "vitest";
import { bookingFailedToast, CREATE_BOOKING_FAILED } from "./booking-messages";

describe("bookingFailedToast (spec 000 §8)", () => {
  it("shows the server's own refusal as Booking Failed with its message", () => {
    expect(bookingFailedToast("This time slot is no longer available")).toEqual({
      title: "Booking Failed",
      description: "This time slot is no longer available",
    });
  });

  it.each([[CREATE_BOOKING_FAILED], [""], [undefined]])("shows an unforeseen failure (%s) as Error", (error) => {
    expect(bookingFailedToast(error)).toEqual({ title: "Error", description: "Failed to create booking" });
  });
});
