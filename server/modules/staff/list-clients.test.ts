import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { getStaffSummary } from "./get-staff-summary";
import { CLIENTS_PAGE_SIZE, listClients } from "./list-clients";

const database = withTestDatabase();
const NOW = new Date("2026-11-24T12:00:00Z");
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

async function practice() {
  const { db } = database;
  const therapistA = await insertPerson(db, { role: "therapist", firstName: "Efua" });
  const therapistB = await insertPerson(db, { role: "therapist", firstName: "Kojo" });
  const ama = await insertPerson(db, { firstName: "Ama" });
  const kwame = await insertPerson(db, { firstName: "Kwame" });
  const theirs = await insertPerson(db, { firstName: "Yaw" });
  await insertSession(db, { clientId: ama.id, therapistId: therapistA.id, start: days(-20), status: "completed" });
  await insertSession(db, { clientId: ama.id, therapistId: therapistA.id, start: days(-10), status: "no_show" });
  await insertSession(db, { clientId: ama.id, therapistId: therapistA.id, start: days(5) });
  await insertSession(db, { clientId: ama.id, therapistId: therapistA.id, start: days(2) });
  await insertSession(db, { clientId: ama.id, therapistId: therapistB.id, start: days(1) });
  await insertSession(db, { clientId: kwame.id, therapistId: therapistA.id, start: days(-3), status: "completed" });
  await insertSession(db, { clientId: theirs.id, therapistId: therapistB.id, start: days(3) });
  return {
    therapistA: await viewerFor(db, therapistA.id),
    therapistB: await viewerFor(db, therapistB.id),
    client: await viewerFor(db, ama.id),
    ama,
    kwame,
    theirs,
  };
}

describe("listClients", () => {
  it("lists only the therapist's own clients, with her sessions' counts and her next session", async () => {
    const { therapistA, ama, kwame } = await practice();
    const list = await listClients(database.db, therapistA, {}, NOW);
    expect(list.clients.map((c) => c.id)).toEqual([ama.id, kwame.id]);
    const [first, second] = list.clients;
    expect(first).toMatchObject({ completedSessions: 1, totalSessions: 4, nextSession: days(2) });
    expect(second).toMatchObject({ completedSessions: 1, totalSessions: 1, nextSession: null });
  });

  it("never shows another therapist's client (therapist B sees none of A's)", async () => {
    const { therapistB, ama, theirs } = await practice();
    const ids = (await listClients(database.db, therapistB, {}, NOW)).clients.map((c) => c.id);
    expect(ids.sort()).toEqual([ama.id, theirs.id].sort());
  });

  it("filters by full name, ignoring case, with % and _ as plain letters", async () => {
    const { therapistA, ama } = await practice();
    expect((await listClients(database.db, therapistA, { q: "ama MENSAH" }, NOW)).clients.map((c) => c.id)).toEqual([
      ama.id,
    ]);
    expect((await listClients(database.db, therapistA, { q: "%" }, NOW)).clients).toEqual([]);
    expect((await listClients(database.db, therapistA, { q: "nobody" }, NOW)).total).toBe(0);
  });

  it("pages by name and turns a page past the end into the last page", async () => {
    const { db } = database;
    const therapist = await insertPerson(db, { role: "therapist" });
    for (let i = 0; i < CLIENTS_PAGE_SIZE + 3; i++) {
      const client = await insertPerson(db, { firstName: `Client${String(i).padStart(2, "0")}` });
      await insertSession(db, { clientId: client.id, therapistId: therapist.id, start: days(-i - 1) });
    }
    const viewer = await viewerFor(db, therapist.id);
    const second = await listClients(db, viewer, { page: "2" }, NOW);
    expect(second).toMatchObject({ total: CLIENTS_PAGE_SIZE + 3, page: 2, pageCount: 2 });
    expect(second.clients.map((c) => c.firstName)).toEqual(["Client24", "Client25", "Client26"]);
    expect((await listClients(db, viewer, { page: "99" }, NOW)).page).toBe(2);
  });

  it("is refused to a client", async () => {
    const { client } = await practice();
    await expect(listClients(database.db, client, {}, NOW)).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("getStaffSummary", () => {
  it("counts the therapist's clients, upcoming sessions, unread messages and pending reviews", async () => {
    const { therapistA } = await practice();
    expect(await getStaffSummary(database.db, therapistA, NOW)).toEqual({
      totalClients: 2,
      upcomingSessions: 2,
      unreadMessages: 0,
      pendingReviews: 0,
    });
  });
});
