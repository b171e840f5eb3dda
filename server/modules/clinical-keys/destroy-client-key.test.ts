// Destroying a client's clinical key: admin only and audited; her values no longer open anywhere,
// nothing more can be sealed for her, and other clients' values are untouched.
import { auditLogs, clientDataKeys } from "@server/db/schema";
import { bodyOf, keyring, newKek, useClinicalWorld } from "@tests/support/clinical-keys-world";
import { insertViewer, rejection } from "@tests/support/payments-world";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sealClinical } from "./clinical-cipher";
import { DESTROY_ADMINS_ONLY, destroyClientKey } from "./destroy-client-key";
import { ClinicalKeyUnavailableError, ClinicalRecordDestroyedError } from "./errors";
import { rotateClientKeys } from "./rotate-client-keys";

const world = useClinicalWorld();
const v1 = newKek(1);
const keks = keyring(v1);

const keyRow = async (clientId: string) =>
  (await world.db().select().from(clientDataKeys).where(eq(clientDataKeys.clientId, clientId)))[0];
const destroyedEntries = (clientId: string) =>
  world
    .db()
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, "clinical_record.destroyed"), eq(auditLogs.recordId, clientId)));

describe("destroying a client's clinical key", () => {
  it("is for an admin alone", async () => {
    const client = await world.client();
    await world.writeNote(keks, client, "refused-1", "Still hers.");
    for (const role of ["client", "therapist"] as const) {
      const viewer = await insertViewer(world.db(), { role });
      const refused = await rejection(destroyClientKey(world.db(), client, viewer, keks));
      expect(refused.code).toBe("forbidden");
      expect(refused.message).toBe(DESTROY_ADMINS_ONLY);
    }
    expect(await world.readBody(keks, "refused-1")).toBe("Still hers.");
    expect(await destroyedEntries(client)).toHaveLength(0);
  });

  it("makes her values unreadable and unwritable while another client's stay readable, audited once", async () => {
    const admin = await insertViewer(world.db(), { role: "admin" });
    const [ama, kofi] = [await world.client(), await world.client()];
    await world.writeNote(keks, ama, "ama-note", "Ama's session note.");
    await world.writeNote(keks, kofi, "kofi-note", "Kofi's session note.");

    const done = await destroyClientKey(world.db(), ama, admin, keks);
    expect(done.alreadyDestroyed).toBe(false);
    expect(await keyRow(ama)).toMatchObject({ wrappedKey: null, destroyedAt: done.destroyedAt });
    const entries = await destroyedEntries(ama);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ userId: admin.userId, tableName: "client_data_keys", recordId: ama });

    const unreadable = await world.readBody(keks, "ama-note").catch((e: unknown) => e as Error);
    expect(unreadable).toBeInstanceOf(ClinicalRecordDestroyedError);
    expect((unreadable as Error).message).toMatch(/clinical record was destroyed/);
    await expect(
      sealClinical(world.db(), { clientId: ama, ...bodyOf("ama-later") }, "A later note.", keks),
    ).rejects.toBeInstanceOf(ClinicalRecordDestroyedError);
    expect(await world.readBody(keks, "kofi-note")).toBe("Kofi's session note.");

    // Again: nothing changes and nothing more is audited.
    expect(await destroyClientKey(world.db(), ama, admin, keks)).toEqual({ ...done, alreadyDestroyed: true });
    expect(await destroyedEntries(ama)).toHaveLength(1);
  });

  it("before her first value, means none is ever sealed for her", async () => {
    const admin = await insertViewer(world.db(), { role: "admin" });
    const client = await world.client();
    await destroyClientKey(world.db(), client, admin, keks);
    expect(await keyRow(client)).toMatchObject({ kekVersion: 1, wrappedKey: null });
    await expect(
      sealClinical(world.db(), { clientId: client, ...bodyOf("never") }, "A first note.", keks),
    ).rejects.toBeInstanceOf(ClinicalRecordDestroyedError);
  });

  it("leaves a backup's copy of her key openable only until the key-encryption key is rotated and the old one dropped", async () => {
    const admin = await insertViewer(world.db(), { role: "admin" });
    const [yaa, esi] = [await world.client(), await world.client()];
    await world.writeNote(keks, yaa, "yaa-note", "Yaa's intake answers.");
    await world.writeNote(keks, esi, "esi-note", "Esi's intake answers.");
    const backedUp = (await keyRow(yaa))!;
    await destroyClientKey(world.db(), yaa, admin, keks);
    const restoreBackedUpKey = () =>
      world
        .db()
        .update(clientDataKeys)
        .set({ kekVersion: backedUp.kekVersion, wrappedKey: backedUp.wrappedKey, destroyedAt: null })
        .where(eq(clientDataKeys.clientId, yaa));

    // A database restored from before the destruction, with the same key-encryption key: readable.
    await restoreBackedUpKey();
    expect(await world.readBody(keks, "yaa-note")).toBe("Yaa's intake answers.");
    await destroyClientKey(world.db(), yaa, admin, keks);

    // Rotated, the old key dropped: the backup's copy of her key opens with nothing there is.
    const v2 = newKek(2);
    const live = await world.db().$count(clientDataKeys, isNull(clientDataKeys.destroyedAt));
    expect(await rotateClientKeys(world.db(), keyring(v2, v1))).toMatchObject({ rewrapped: live, unopenable: 0 });
    await restoreBackedUpKey();
    await expect(world.readBody(keyring(v2), "yaa-note")).rejects.toBeInstanceOf(ClinicalKeyUnavailableError);
    expect(await world.readBody(keyring(v2), "esi-note")).toBe("Esi's intake answers.");
  });

  it("says what is wrong with an id that names no one", async () => {
    const admin = await insertViewer(world.db(), { role: "admin" });
    const bad = await rejection(destroyClientKey(world.db(), "ama", admin, keks));
    expect(bad).toMatchObject({ code: "bad_request", message: "That is not a client's id." });
    const missing = await rejection(destroyClientKey(world.db(), "0b7f8c3e-0000-4000-8000-000000000000", admin, keks));
    expect(missing).toMatchObject({ code: "not_found", message: "There is no such client." });
  });
});
