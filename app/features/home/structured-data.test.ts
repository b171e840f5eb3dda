import { describe, expect, it } from "vitest";
import { jsonForScript, openingHoursSpecification } from "./structured-data";

describe("openingHoursSpecification", () => {
  it("turns the office hours of spec 000 §9 into schema.org opening hours", () => {
    expect(
      openingHoursSpecification([
        { days: "Monday", hours: "9:00 AM - 5:00 PM" },
        { days: "Tuesday - Thursday", hours: "11:00 AM - 7:00 PM" },
        { days: "Friday - Sunday", hours: "Closed" },
      ]),
    ).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday"], opens: "09:00", closes: "17:00" },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Tuesday", "Wednesday", "Thursday"],
        opens: "11:00",
        closes: "19:00",
      },
    ]);
  });

  it("reads short times and noon, and leaves out what it cannot read", () => {
    expect(openingHoursSpecification([{ days: "Saturday", hours: "12pm - 4:30 PM" }])).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "12:00", closes: "16:30" },
    ]);
    expect(openingHoursSpecification([{ days: "Weekdays", hours: "9:00 AM - 5:00 PM" }])).toEqual([]);
    expect(openingHoursSpecification([{ days: "Sunday - Monday", hours: "9:00 AM - 5:00 PM" }])).toEqual([]);
    expect(openingHoursSpecification([{ days: "Monday", hours: "By appointment" }])).toEqual([]);
  });
});

describe("jsonForScript", () => {
  it("cannot close the script element it is written into", () => {
    const json = jsonForScript({ name: "</script><script>alert(1)</script>" });
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
