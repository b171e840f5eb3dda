import { profiles } from "@server/db/schema";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CLIENT_MATCHES, clientChoices, searchClients } from "./client-choices";

const database = withTestDatabase();

async function practice() {
  const { db } = database;
  const efua = await insertPerson(db, { role: "therapist", firstName: "Efua" });
  const ama = await insertPerson(db, { firstName: "Ama" });
  const abena = await insertPerson(db, { firstName: "Abena" });
  await db.update(profiles).set({ email: "abena_100%@example.test" }).where(eq(profiles.id, abena.id));
  await insertSession(db, { clientId: ama.id, therapistId: efua.id, start: new Date("2026-12-01T10:00:00Z") });
  return {
    efua: await viewerFor(db, efua.id),
    admin: await viewerFor(db, (await insertPerson(db, { role: "admin", firstName: "Adwoa" })).id),
    client: await viewerFor(db, ama.id),
    ama,
    abena,
  };
}

describe("client pickers", () => {
  let p: Awaited<ReturnType<typeof practice>>;
  beforeAll(async () => {
    p = await practice();
  });

  it("offers a therapist all of her clients, and an admin only the one already chosen until she searches", async () => {
    const { db } = database;
    expect(await clientChoices(db, p.efua)).toEqual({
      clients: [{ id: p.ama.id, name: "Ama Mensah" }],
      searchable: false,
    });
    expect(await clientChoices(db, p.admin)).toEqual({ clients: [], searchable: true });
    expect((await clientChoices(db, p.admin, p.abena.id)).clients).toEqual([{ id: p.abena.id, name: "Abena Mensah" }]);
    // A therapist or a damaged id is not offered as a client.
    expect((await clientChoices(db, p.admin, p.efua.userId)).clients).toEqual([]);
    expect((await clientChoices(db, p.admin, "not-an-id")).clients).toEqual([]);
    await expect(clientChoices(db, p.client)).rejects.toMatchObject({ code: "forbidden" });
  });

  it("finds clients by full name or e-mail, literally, and a therapist only among her own", async () => {
    const { db } = database;
    const names = async (viewer: typeof p.admin, q: unknown) =>
      (await searchClients(db, viewer, { q })).map((c) => c.name);
    expect(await names(p.admin, "a men")).toEqual(["Abena Mensah", "Ama Mensah"]);
    expect(await names(p.admin, "_100%")).toEqual(["Abena Mensah"]);
    // Only her e-mail holds a "%": it is a letter here, not "anything".
    expect(await names(p.admin, "%")).toEqual(["Abena Mensah"]);
    expect(await names(p.admin, "  ")).toEqual([]);
    expect(await names(p.admin, "Efua")).toEqual([]);
    expect(await names(p.efua, "mensah")).toEqual(["Ama Mensah"]);
    expect(await names(p.admin, "x\u0000")).toEqual([]);
    await expect(searchClients(db, p.client, { q: "Ama" })).rejects.toMatchObject({ code: "forbidden" });
  });

  it(`offers at most ${CLIENT_MATCHES} matches`, async () => {
    const { db } = database;
    for (let i = 0; i < CLIENT_MATCHES + 2; i += 1) await insertPerson(db, { firstName: `Kwame${i}` });
    expect(await searchClients(db, p.admin, { q: "kwame" })).toHaveLength(CLIENT_MATCHES);
  });
});
