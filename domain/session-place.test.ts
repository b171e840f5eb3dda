import { describe, expect, it } from "vitest";
import {
  offersJoin,
  practiceAddressLine,
  sessionPlace,
  sessionPlaceLines,
  sessionPlaceLocation,
  sessionPlaceText,
  sessionPlaceUrl,
} from "./session-place";

const practice = {
  address: { line: "14 Abelemkpe Road", locality: "Abelemkpe", city: "Accra" },
  directionsUrl: "https://maps.example/?q=abelemkpe",
};
const JOIN = "https://practice.example/sessions/s-1/join";

describe("a session's place", () => {
  it("tells an online session's join page and when its room opens, and no address", () => {
    const place = sessionPlace(false, JOIN, practice);
    expect(sessionPlaceLines(place)).toEqual([`Join online: ${JOIN}`, "The room opens 15 minutes before the start."]);
    expect(sessionPlaceLocation(place)).toBe(JOIN);
    expect(sessionPlaceUrl(place)).toBe(JOIN);
    expect(sessionPlaceText(place)).toBe(`Join: ${JOIN}`);
    expect(sessionPlaceLines(place).join("\n")).not.toContain("Abelemkpe");
  });

  it("tells an in-person session's address and map link, and no join page", () => {
    const place = sessionPlace(true, JOIN, practice);
    expect(sessionPlaceLines(place)).toEqual([
      "Where: 14 Abelemkpe Road, Abelemkpe, Accra.",
      "Map: https://maps.example/?q=abelemkpe",
    ]);
    expect(sessionPlaceLocation(place)).toBe(practiceAddressLine(practice.address));
    expect(sessionPlaceUrl(place)).toBe(practice.directionsUrl);
    expect(sessionPlaceText(place)).toBe("At 14 Abelemkpe Road, Abelemkpe, Accra.");
    expect([...sessionPlaceLines(place), sessionPlaceText(place)].join("\n")).not.toContain("/join");
  });
});

describe("offersJoin", () => {
  const end = new Date("2031-06-10T15:00:00Z");
  const online = { inPerson: false, status: "scheduled", end };

  it("offers an online scheduled session until its end, and never an in-person or settled one", () => {
    expect(offersJoin(online, new Date("2031-06-01T09:00:00Z"))).toBe(true);
    expect(offersJoin(online, new Date(end.getTime() - 1))).toBe(true);
    expect(offersJoin(online, end)).toBe(false);
    expect(offersJoin({ ...online, inPerson: true }, new Date("2031-06-01T09:00:00Z"))).toBe(false);
    expect(offersJoin({ ...online, status: "cancelled" }, new Date("2031-06-01T09:00:00Z"))).toBe(false);
  });
});
