// Rotating the key-encryption key: every client's data key wrapped again under the new one, in
// batches, the values untouched, and everything readable once the old key is dropped.
import { clientDataKeys } from "@server/db/schema";
import { keyring, newKek, SCRATCH, useClinicalWorld } from "@tests/support/clinical-keys-world";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ClinicalKeyUnavailableError } from "./errors";
import { rotateClientKeys } from "./rotate-client-keys";

const world = useClinicalWorld();
// The file's tests share a database, so one line of keys: each test starts where the last left it.
const [v1, v2, v3] = [newKek(1), newKek(2), newKek(3)];

const keysOf = (clients: string[]) =>
  world
    .db()
    .select()
    .from(clientDataKeys)
    .where(inArray(clientDataKeys.clientId, clients))
    .orderBy(asc(clientDataKeys.clientId));

async function sealedNotes() {
  const result = (await world.db().execute(sql`select id, body from ${sql.raw(SCRATCH)} order by id`)) as unknown as {
    rows: { id: string; body: string }[];
  };
  return result.rows;
}

describe("rotating the clinical key-encryption key", () => {
  it("wraps every data key again under the new key, and all stays readable with the new key alone", async () => {
    const before = keyring(v1);
    const during = keyring(v2, v1);
    const after = keyring(v2);
    const [ama, kofi, esi] = [await world.client(), await world.client(), await world.client()];
    await world.writeNote(before, ama, "ama-1", "Ama's first session.");
    await world.writeNote(before, ama, "ama-2", "Ama's second session.");
    await world.writeNote(before, kofi, "kofi-1", "Kofi's intake.");
    // A server given the new key makes new clients' keys under it at once.
    await world.writeNote(during, esi, "esi-1", "Esi's intake.");
    const wrappedBefore = await keysOf([ama, kofi, esi]);
    expect(Object.fromEntries(wrappedBefore.map((k) => [k.clientId, k.kekVersion]))).toEqual({
      [ama]: 1,
      [kofi]: 1,
      [esi]: 2,
    });
    // Before the rotation, the servers given both keys read every note.
    for (const id of ["ama-1", "kofi-1", "esi-1"]) await world.readBody(during, id);
    const notesBefore = await sealedNotes();

    const batches: number[] = [];
    const counts = await rotateClientKeys(world.db(), during, { batchSize: 1, onBatch: (n) => batches.push(n) });
    expect(counts).toEqual({ kekVersion: 2, rewrapped: 2, current: 3, destroyed: 0, unopenable: 0, batches: 2 });
    expect(batches).toEqual([1, 1]);

    const wrappedAfter = await keysOf([ama, kofi, esi]);
    for (const key of wrappedAfter) {
      expect(key.kekVersion).toBe(2);
      const old = wrappedBefore.find((k) => k.clientId === key.clientId)!;
      if (old.kekVersion === 1) {
        expect(key.wrappedKey).not.toBe(old.wrappedKey);
        expect(key.rotatedAt).toBeInstanceOf(Date);
      } else {
        expect(key).toEqual(old);
      }
    }
    // The values themselves are as they were.
    expect(await sealedNotes()).toEqual(notesBefore);

    // The old key dropped: every note opens with the new key alone, none with the old alone.
    expect(await world.readBody(after, "ama-1")).toBe("Ama's first session.");
    expect(await world.readBody(after, "ama-2")).toBe("Ama's second session.");
    expect(await world.readBody(after, "kofi-1")).toBe("Kofi's intake.");
    expect(await world.readBody(after, "esi-1")).toBe("Esi's intake.");
    await expect(world.readBody(before, "ama-1")).rejects.toBeInstanceOf(ClinicalKeyUnavailableError);

    // Run again, it has nothing to do.
    expect(await rotateClientKeys(world.db(), after)).toMatchObject({ rewrapped: 0, current: 3, batches: 0 });
    expect(await keysOf([ama, kofi, esi])).toEqual(wrappedAfter);
  });

  it("leaves a key no configured key opens as it was, counts it, and still rotates the others", async () => {
    const [lost, kept] = [await world.client(), await world.client()];
    await world.writeNote(keyring(v2), lost, "lost-1", "Sealed under a key since lost.");
    await world.writeNote(keyring(v2), kept, "kept-1", "Sealed under version 2.");
    // Her key claims a version no server has.
    await world.db().update(clientDataKeys).set({ kekVersion: 9 }).where(eq(clientDataKeys.clientId, lost));
    const [lostBefore] = await keysOf([lost]);
    const others = (await world.db().$count(clientDataKeys)) - 1;

    const counts = await rotateClientKeys(world.db(), keyring(v3, v2));
    expect(counts).toMatchObject({ kekVersion: 3, rewrapped: others, current: others, unopenable: 1 });
    expect(await keysOf([lost])).toEqual([lostBefore]);
    expect(await world.readBody(keyring(v3), "kept-1")).toBe("Sealed under version 2.");
    expect(await world.readBody(keyring(v3), "ama-1")).toBe("Ama's first session.");
    await expect(world.readBody(keyring(v3, v2), "lost-1")).rejects.toThrow(
      /key version 9, which this server is not given/,
    );
  });

  it("does not open a wrapped key copied onto another client's row", async () => {
    const kek = keyring(v3);
    const [yaa, adwoa] = [await world.client(), await world.client()];
    await world.writeNote(kek, yaa, "yaa-1", "Yaa's note.");
    await world.writeNote(kek, adwoa, "adwoa-1", "Adwoa's note.");
    const [yaasKey] = await keysOf([yaa]);
    await world
      .db()
      .update(clientDataKeys)
      .set({ wrappedKey: yaasKey!.wrappedKey })
      .where(eq(clientDataKeys.clientId, adwoa));
    await expect(world.readBody(kek, "adwoa-1")).rejects.toThrow(ClinicalKeyUnavailableError);
    expect(await world.readBody(kek, "yaa-1")).toBe("Yaa's note.");
  });
});
