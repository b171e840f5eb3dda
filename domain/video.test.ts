import { describe, expect, it } from "vitest";
import { AUDIO_ONLY_BELOW_KBPS, connectionAdvice, joinPath, joinWindow, mayEnterRoom, measuredKbps } from "./video";

const startsAt = new Date("2026-12-07T14:00:00Z");
const endsAt = new Date("2026-12-07T14:50:00Z");
const at = (iso: string) => new Date(iso);

describe("a session's join window", () => {
  it("is not open until 15 minutes before the start, and says when it opens", () => {
    expect(joinWindow({ startsAt, endsAt, status: "scheduled" }, at("2026-12-07T13:40:00Z"))).toEqual({
      state: "early",
      opensAt: at("2026-12-07T13:45:00Z"),
    });
    expect(joinWindow({ startsAt, endsAt, status: "scheduled" }, at("2026-12-07T13:44:59.999Z")).state).toBe("early");
  });

  it("is open from 15 minutes before the start until the end", () => {
    expect(joinWindow({ startsAt, endsAt, status: "scheduled" }, at("2026-12-07T13:45:00Z"))).toEqual({
      state: "open",
      endsAt,
    });
    expect(joinWindow({ startsAt, endsAt, status: "scheduled" }, at("2026-12-07T14:49:59Z")).state).toBe("open");
  });

  it("is ended from the session's end, held or not", () => {
    expect(joinWindow({ startsAt, endsAt, status: "scheduled" }, endsAt).state).toBe("ended");
    expect(joinWindow({ startsAt, endsAt, status: "completed" }, at("2026-12-08T09:00:00Z")).state).toBe("ended");
  });

  it("says a cancelled session was cancelled, even inside its hours", () => {
    expect(joinWindow({ startsAt, endsAt, status: "cancelled" }, at("2026-12-07T14:10:00Z")).state).toBe("cancelled");
  });
});

describe("going into the room", () => {
  const early = at("2026-12-07T13:50:00Z");
  it("lets the therapist in as soon as it opens", () => {
    expect(mayEnterRoom({ role: "therapist", therapistJoined: false }, startsAt, early)).toBe(true);
  });

  it("keeps the client waiting until her therapist joins", () => {
    expect(mayEnterRoom({ role: "client", therapistJoined: false }, startsAt, early)).toBe(false);
    expect(mayEnterRoom({ role: "client", therapistJoined: true }, startsAt, early)).toBe(true);
  });

  it("lets the client in from the start even if her therapist came in another way", () => {
    expect(mayEnterRoom({ role: "client", therapistJoined: false }, startsAt, startsAt)).toBe(true);
  });
});

describe("the connection check", () => {
  it("suggests audio only below the threshold and video from it", () => {
    expect(connectionAdvice(AUDIO_ONLY_BELOW_KBPS - 1)).toBe("audio-only");
    expect(connectionAdvice(AUDIO_ONLY_BELOW_KBPS)).toBe("video");
  });

  it("measures kilobits a second from bytes and milliseconds", () => {
    // 150 000 bytes in 2 s: 1 200 000 bits / 2 000 ms = 600 kbps.
    expect(measuredKbps(150_000, 2_000)).toBe(600);
    expect(measuredKbps(1_000, 0)).toBe(8_000);
  });
});

it("names one join page per session", () => {
  expect(joinPath("5d1c")).toBe("/sessions/5d1c/join");
});
