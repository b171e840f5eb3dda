// What a session's event in the therapist's Google Calendar says about where it is met, and the
// Google Meet it gets when the practice's video is Meet, against the stand-in Google.
import { joinPath } from "@domain/video";
import { bookings, services, sessionRooms, sessions } from "@server/db/schema";
import { publicUrl } from "@server/lib/env";
import { practiceConfig } from "@server/lib/practice";
import { rescheduleMySession } from "@server/modules/sessions";
import { createStaffSession } from "@server/modules/staff";
import { accraSlot } from "@tests/support/booking-world";
import { type ConnectedCalendarWorld, openConnectedCalendarWorld } from "@tests/support/calendar-world";
import type { FakeCall } from "@tests/support/fake-google";
import { insertPerson } from "@tests/support/fixtures";
import { insertPaidBooking } from "@tests/support/sessions-world";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSessionEvent } from "./push-session-event";
import { eventIdFor } from "./session-events";

let world: ConnectedCalendarWorld;
beforeAll(async () => {
  world = await openConnectedCalendarWorld();
});
afterAll(() => world?.close());

const MEET_LINK = /^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/;
const joinUrlOf = (sessionId: string) => `${publicUrl()}${joinPath(sessionId)}`;
const eventOf = (sessionId: string) =>
  world.fake.events(world.therapist.email).find((e) => e.id === eventIdFor(sessionId));
/** The push job, under Google Meet (VIDEO_PROVIDER=google-meet) or another video. */
const push = (sessionId: string, video: "meet" | "other" = "other") =>
  pushSessionEvent(world.db, { ...world.calendar, googleMeet: video === "meet" }, { sessionId });
const isFor = (sessionId: string) => (c: FakeCall) =>
  c.path.includes(eventIdFor(sessionId)) || (c.body as { id?: string } | null)?.id === eventIdFor(sessionId);
const meetLinkOf = async (sessionId: string) =>
  (await world.db.select().from(sessionRooms).where(eq(sessionRooms.sessionId, sessionId)))[0]?.meetLink;

/** A session a therapist adds: online when it has a link of hers, else in person. */
async function staffSession(start: Date, place: "online" | "in person" = "online", therapistId = world.therapistId) {
  const client = await world.client();
  const { id } = await createStaffSession(world.db, world.admin, {
    clientId: client.userId,
    therapistId,
    start: start.toISOString(),
    durationMinutes: "50",
    sessionType: "individual_therapy",
    meetingLink: place === "online" ? "https://zoom.example/j/123" : undefined,
  });
  return { sessionId: id, client };
}

describe("where the event says a session is met", () => {
  it("gives an online session its join page, as location and first line, and no other link", async () => {
    const { sessionId } = await staffSession(accraSlot(5, 10));
    await push(sessionId);
    const event = eventOf(sessionId);
    expect(event?.location).toBe(joinUrlOf(sessionId));
    const lines = String(event?.description).split("\n");
    expect(lines[0]).toBe(`Join online: ${joinUrlOf(sessionId)}`);
    expect(event?.description).not.toContain("zoom.example");
    expect(event?.description).not.toContain("Meeting link");
  });

  it("gives an in-person session the practice's address and its map link", async () => {
    const { sessionId } = await staffSession(accraSlot(5, 12), "in person");
    await push(sessionId);
    const event = eventOf(sessionId);
    const practice = practiceConfig();
    expect(event?.location).toContain(practice.address.line);
    expect(event?.description).toContain(practice.directionsUrl);
    expect(event?.description).not.toContain("/join");
  });

  it("goes by the booking's delivery first, then the service's", async () => {
    const client = await world.client();
    // Booked online, of a kind a therapist would otherwise meet in person.
    const online = await insertPaidBooking(world, client, accraSlot(6, 10));
    await push(online.sessionId);
    expect(eventOf(online.sessionId)?.location).toBe(joinUrlOf(online.sessionId));

    // Booked in person, of a service given online.
    const inPerson = await insertPaidBooking(world, client, accraSlot(6, 12));
    await world.db.update(bookings).set({ sessionType: "in-person" }).where(eq(bookings.id, inPerson.bookingId));
    await push(inPerson.sessionId);
    expect(eventOf(inPerson.sessionId)?.location).toContain(practiceConfig().address.line);

    // Added by a therapist with a link of hers, of a service given in person.
    const [service] = await world.db
      .update(services)
      .set({ delivery: "in-person" })
      .where(eq(services.id, world.internationalServiceId))
      .returning();
    const { sessionId } = await staffSession(accraSlot(6, 14));
    await world.db.update(sessions).set({ serviceId: service?.id }).where(eq(sessions.id, sessionId));
    await push(sessionId);
    expect(eventOf(sessionId)?.location).toContain(practiceConfig().address.line);
  });
});

describe("a Google Meet for each online session", () => {
  it("asks Google for a Meet on the first insert and keeps its address for the join page", async () => {
    const { sessionId } = await staffSession(accraSlot(7, 10));
    await push(sessionId, "meet");
    const [insert] = world.fake.calls.filter((c) => c.method === "POST" && isFor(sessionId)(c));
    expect(insert?.query.conferenceDataVersion).toBe("1");
    expect(insert?.body).toMatchObject({
      conferenceData: {
        createRequest: {
          requestId: expect.stringContaining(sessionId),
          conferenceSolutionKey: { type: "hangoutsMeet" },
        },
      },
    });

    const event = eventOf(sessionId);
    expect(event?.hangoutLink).toMatch(MEET_LINK);
    expect(await meetLinkOf(sessionId)).toBe(event?.hangoutLink);
    // The event still sends people to the join page, which opens the Meet behind it.
    expect(event?.location).toBe(joinUrlOf(sessionId));
  });

  it("keeps the same Meet when the session moves, and asks for none", async () => {
    const { sessionId, client } = await staffSession(accraSlot(8, 10));
    await push(sessionId, "meet");
    const meet = await meetLinkOf(sessionId);
    expect(meet).toMatch(MEET_LINK);

    const to = accraSlot(9, 15);
    await rescheduleMySession(world.db, client, { sessionId, start: to.toISOString() });
    await push(sessionId, "meet");
    const [patch, ...more] = world.fake.calls.filter((c) => c.method === "PATCH" && isFor(sessionId)(c));
    expect(more).toHaveLength(0);
    expect(patch?.query.conferenceDataVersion).toBe("1");
    expect(patch?.body).not.toHaveProperty("conferenceData");
    expect(eventOf(sessionId)).toMatchObject({ start: { dateTime: to.toISOString() }, hangoutLink: meet });
    expect(await meetLinkOf(sessionId)).toBe(meet);
  });

  it("gets the same Meet back when a retry asks again before its address was kept", async () => {
    const { sessionId } = await staffSession(accraSlot(10, 10));
    await push(sessionId, "meet");
    const meet = await meetLinkOf(sessionId);
    // As if the job had failed after Google answered and before the address was stored.
    await world.db.delete(sessionRooms).where(eq(sessionRooms.sessionId, sessionId));
    await push(sessionId, "meet");
    const [patch] = world.fake.calls.filter((c) => c.method === "PATCH" && isFor(sessionId)(c));
    expect(patch?.body).toHaveProperty("conferenceData.createRequest");
    expect(await meetLinkOf(sessionId)).toBe(meet);
    expect(eventOf(sessionId)?.hangoutLink).toBe(meet);
  });

  it("makes none for an in-person session, nor when the practice's video is not Meet", async () => {
    const inPerson = await staffSession(accraSlot(11, 10), "in person");
    await push(inPerson.sessionId, "meet");
    const online = await staffSession(accraSlot(11, 12));
    await push(online.sessionId);
    for (const { sessionId } of [inPerson, online]) {
      const [insert] = world.fake.calls.filter((c) => c.method === "POST" && isFor(sessionId)(c));
      expect(insert?.query.conferenceDataVersion).toBeUndefined();
      expect(insert?.body).not.toHaveProperty("conferenceData");
      expect(eventOf(sessionId)).not.toHaveProperty("hangoutLink");
      expect(await meetLinkOf(sessionId)).toBeUndefined();
    }
  });

  it("does nothing for a therapist with no connected calendar", async () => {
    const other = await insertPerson(world.db, { role: "therapist" });
    const { sessionId } = await staffSession(accraSlot(12, 10), "online", other.id);
    const before = world.fake.calls.length;
    await push(sessionId, "meet");
    expect(world.fake.calls.length).toBe(before);
    expect(await meetLinkOf(sessionId)).toBeUndefined();
  });
});
