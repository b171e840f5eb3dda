import { SESSION_RULE_TEXT } from "@domain/session-rules";
import type { Database } from "@server/db/client";
import { emailOutbox, notifications, sessions } from "@server/db/schema";
import { joinUrl } from "@server/modules/video";
import { type BookingWorld, useBookingWorld } from "@tests/support/booking-world";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { NOW, slotAt } from "@tests/support/sessions-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createStaffSession } from "./create-staff-session";
import { listSessionsBetween, listUpcomingSessions } from "./list-staff-sessions";

let world: BookingWorld;
let db: Database;
const booking = useBookingWorld();
beforeAll(() => {
  world = booking.world;
  db = world.db;
});

/** A therapist with one client (a past session) and, optionally, another therapist. */
async function therapistWithClient() {
  const therapist = await insertPerson(db, { role: "therapist", firstName: "Efua" });
  const client = await insertPerson(db, { firstName: "Ama" });
  await insertSession(db, {
    clientId: client.id,
    therapistId: therapist.id,
    start: slotAt(-7, 10),
    status: "completed",
  });
  return { therapist: await viewerFor(db, therapist.id), client };
}

describe("createStaffSession", () => {
  it("puts a session with her client on her calendar, tells the client and e-mails the invitation", async () => {
    const { therapist, client } = await therapistWithClient();
    const start = slotAt(3, 10);
    const created = await createStaffSession(
      db,
      therapist,
      {
        clientId: client.id,
        start: start.toISOString(),
        durationMinutes: "50",
        sessionType: "couples_therapy",
        meetingLink: "https://meet.example/abc",
      },
      NOW,
    );
    const [row] = await db.select().from(sessions).where(eq(sessions.id, created.id));
    expect(row).toMatchObject({
      therapistId: therapist.userId,
      clientId: client.id,
      durationMinutes: 50,
      sessionType: "couples_therapy",
      status: "scheduled",
      meetingLink: "https://meet.example/abc",
      createdBy: therapist.userId,
    });
    const notes = await db.select().from(notifications).where(eq(notifications.userId, client.id));
    expect(notes.map((n) => n.title)).toEqual(["Session scheduled"]);
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, (await viewerFor(db, client.id)).email));
    expect(mail?.attachments[0]?.filename).toBe("session.ics");
    expect(mail?.textBody).toContain(`Join online: ${joinUrl(created.id)}`);
    const [listed] = (await listUpcomingSessions(db, therapist, { client: client.id }, NOW)).sessions;
    expect(listed?.place).toEqual({ inPerson: false, joinUrl: `/sessions/${created.id}/join` });
  });

  it.each([
    ["before 9:00", 2, 8, 60, SESSION_RULE_TEXT.tooEarly],
    ["ending after 18:00", 2, 17, 90, SESSION_RULE_TEXT.tooLate],
  ])("refuses a session %s", async (_, day, hour, minutes, message) => {
    const { therapist, client } = await therapistWithClient();
    const err = await rejection(
      createStaffSession(
        db,
        therapist,
        { clientId: client.id, start: slotAt(day, hour).toISOString(), durationMinutes: minutes },
        NOW,
      ),
    );
    expect([err.status, err.message]).toEqual([400, message]);
  });

  it("refuses an overlap with any of her clients, and a gap under 15 minutes, naming that client", async () => {
    const { therapist, client } = await therapistWithClient();
    const other = await insertPerson(db, { firstName: "Kwame" });
    await insertSession(db, { clientId: other.id, therapistId: therapist.userId, start: slotAt(4, 11) });
    const clash = await rejection(
      createStaffSession(
        db,
        therapist,
        { clientId: client.id, start: new Date(slotAt(4, 11).getTime() + 30 * 60_000).toISOString() },
        NOW,
      ),
    );
    expect([clash.status, clash.message]).toEqual([409, SESSION_RULE_TEXT.conflict("Kwame Mensah")]);
    const near = await rejection(
      createStaffSession(
        db,
        therapist,
        { clientId: client.id, start: new Date(slotAt(4, 12).getTime() + 10 * 60_000).toISOString() },
        NOW,
      ),
    );
    expect([near.status, near.message]).toEqual([400, SESSION_RULE_TEXT.tooClose("Kwame Mensah")]);
  });

  it("checks the client's sessions with another therapist too", async () => {
    const { therapist, client } = await therapistWithClient();
    const elsewhere = await insertPerson(db, { role: "therapist" });
    await insertSession(db, { clientId: client.id, therapistId: elsewhere.id, start: slotAt(5, 14) });
    const err = await rejection(
      createStaffSession(db, therapist, { clientId: client.id, start: slotAt(5, 14).toISOString() }, NOW),
    );
    expect(err.message).toBe(SESSION_RULE_TEXT.conflict("Ama Mensah"));
  });

  it("requires a client and a time, and refuses someone who is not her client as not found", async () => {
    const { therapist } = await therapistWithClient();
    const stranger = await insertPerson(db);
    const missing = await rejection(createStaffSession(db, therapist, { clientId: "", start: "" }, NOW));
    expect(missing.message).toBe(SESSION_RULE_TEXT.missing.description);
    const notMine = await rejection(
      createStaffSession(db, therapist, { clientId: stranger.id, start: slotAt(6, 10).toISOString() }, NOW),
    );
    expect(notMine.status).toBe(404);
    expect(await db.select().from(sessions).where(eq(sessions.clientId, stranger.id))).toEqual([]);
  });

  it("lets an admin schedule any client with a therapist she names", async () => {
    const admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
    const { therapist } = await therapistWithClient();
    const newcomer = await insertPerson(db);
    const created = await createStaffSession(
      db,
      admin,
      { clientId: newcomer.id, therapistId: therapist.userId, start: slotAt(6, 15).toISOString() },
      NOW,
    );
    const titles = (await db.select().from(notifications).where(eq(notifications.userId, therapist.userId))).map(
      (n) => n.title,
    );
    expect(titles).toContain("Session scheduled");
    expect((await db.select().from(sessions).where(eq(sessions.id, created.id)))[0]?.therapistId).toBe(
      therapist.userId,
    );
  });
});

describe("the sessions lists", () => {
  it("lists her upcoming scheduled sessions soonest first, and a week of every status", async () => {
    const { therapist, client } = await therapistWithClient();
    const later = await insertSession(db, {
      clientId: client.id,
      therapistId: therapist.userId,
      start: slotAt(10, 10),
    });
    const sooner = await insertSession(db, {
      clientId: client.id,
      therapistId: therapist.userId,
      start: slotAt(9, 10),
    });
    await insertSession(db, {
      clientId: client.id,
      therapistId: therapist.userId,
      start: slotAt(9, 14),
      status: "cancelled",
    });
    const upcoming = await listUpcomingSessions(db, therapist, {}, NOW);
    expect(upcoming.sessions.map((s) => s.id)).toEqual([sooner.id, later.id]);
    expect(upcoming.sessions[0]).toMatchObject({ clientName: "Ama Mensah", status: "scheduled" });
    const week = await listSessionsBetween(db, therapist, {
      from: slotAt(9, 0).toISOString(),
      to: slotAt(10, 0).toISOString(),
    });
    expect(week.map((s) => s.status)).toEqual(["scheduled", "cancelled"]);
  });
});
