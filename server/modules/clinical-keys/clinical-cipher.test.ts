// Clinical values sealed under each client's data key: stored as ciphertext, opened only in the
// place they were sealed for, and a client's key made once even by two first writes at once.
import { clientDataKeys } from "@server/db/schema";
import { serverSecrets } from "@server/lib/secrets";
import { bodyOf, keyring, newKek, SCRATCH, summaryOf, useClinicalWorld } from "@tests/support/clinical-keys-world";
import { queryRows } from "@tests/support/fixtures";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clinicalCipher, openClinical, sealClinical } from "./clinical-cipher";
import { dataKeyFor } from "./data-key";
import { ClinicalKeyUnavailableError, ClinicalValueUnreadableError } from "./errors";

const world = useClinicalWorld();
const keks = keyring(newKek(1));
const NOTE = "She spoke of her grief for her mother, and of sleeping badly since March.";

/** The error a promise was rejected with (it must be rejected). */
async function failure(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!("error" in outcome)) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
  return outcome.error as Error;
}

/** Fails unreadably, saying nothing of the value: not its text, not the stored text. */
async function expectUnreadable(promise: Promise<unknown>, ...secrets: string[]) {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(ClinicalValueUnreadableError);
  for (const secret of [NOTE, ...secrets]) expect(error.message).not.toContain(secret);
}

describe("a copy of the whole database (a backup)", () => {
  it("holds neither the key-encryption key nor any client's data key, in any table", async () => {
    const [yaa, esi] = [await world.client(), await world.client()];
    await world.writeNote(keks, yaa, "backup-yaa", NOTE);
    await world.writeNote(keks, esi, "backup-esi", "Esi's intake answers.");
    const tables = await queryRows<{ name: string }>(
      world.db(),
      sql`select quote_ident(table_name) as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    let dump = "";
    for (const { name } of tables) {
      const rows = await queryRows<{ line: string }>(world.db(), sql.raw(`select t::text as line from ${name} t`));
      dump += rows.map((row) => row.line).join("\n");
    }
    expect(dump).toContain("c1.1."); // the values are there, sealed
    const secrets = [keks.current.key];
    for (const client of [yaa, esi]) secrets.push(await dataKeyFor(world.db(), keks, client, { create: false }));
    for (const secret of secrets) {
      for (const form of ["base64", "base64url", "hex"] as const) {
        expect(dump).not.toContain(secret.toString(form).slice(0, 16));
      }
    }
  });
});

describe("a clinical value", () => {
  it("is stored as ciphertext in the format's shape, with only the client's wrapped key beside it", async () => {
    const client = await world.client();
    await world.writeNote(keks, client, "note-1", NOTE, "grief");
    const row = await world.stored("note-1");
    expect(row.body).toMatch(/^c1\.1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    for (const form of [NOTE, Buffer.from(NOTE).toString("base64"), Buffer.from(NOTE).toString("base64url")]) {
      expect(row.body).not.toContain(form.slice(0, 12));
    }
    expect(await world.readBody(keks, "note-1")).toBe(NOTE);
    expect(await openClinical(world.db(), { clientId: client, ...summaryOf("note-1") }, row.summary!, keks)).toBe(
      "grief",
    );

    // The same text sealed again is another ciphertext: a new nonce each time.
    const again = await sealClinical(world.db(), { clientId: client, ...bodyOf("note-1") }, NOTE, keks);
    expect(again).not.toBe(row.body);
    expect(await openClinical(world.db(), { clientId: client, ...bodyOf("note-1") }, again, keks)).toBe(NOTE);

    const keys = await world.db().select().from(clientDataKeys).where(eq(clientDataKeys.clientId, client));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kekVersion: 1, rotatedAt: null, destroyedAt: null });
    expect(keys[0]!.wrappedKey).toMatch(/^w1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{22}$/);
    const dataKey = await dataKeyFor(world.db(), keks, client, { create: false });
    for (const form of ["base64", "base64url", "hex"] as const) {
      expect(keys[0]!.wrappedKey).not.toContain(dataKey.toString(form).slice(0, 16));
    }
  });

  it("moved to another row, even of the same client, does not open there", async () => {
    const client = await world.client();
    await world.writeNote(keks, client, "note-2a", NOTE);
    await world.writeNote(keks, client, "note-2b", "Discussed her new job.");
    const moved = (await world.stored("note-2a")).body;
    await world.db().execute(sql`update ${sql.raw(SCRATCH)} set body = ${moved} where id = 'note-2b'`);
    await expectUnreadable(world.readBody(keks, "note-2b"), moved);
    expect(await world.readBody(keks, "note-2a")).toBe(NOTE);
  });

  it("does not open as another field, table or client", async () => {
    const client = await world.client();
    const other = await world.client();
    await world.writeNote(keks, client, "note-3", NOTE);
    await world.writeNote(keks, other, "note-3-other", "Another client's note.");
    const sealed = (await world.stored("note-3")).body;
    const db = world.db();
    await expectUnreadable(openClinical(db, { clientId: client, ...summaryOf("note-3") }, sealed, keks));
    await expectUnreadable(
      openClinical(db, { clientId: client, table: "intake_answers", rowId: "note-3", field: "body" }, sealed, keks),
    );
    await expectUnreadable(openClinical(db, { clientId: other, ...bodyOf("note-3") }, sealed, keks));
    // A client who has never had a value has no key to open it with, and is given none.
    const third = await world.client();
    const none = await failure(openClinical(db, { clientId: third, ...bodyOf("note-3") }, sealed, keks));
    expect(none).toBeInstanceOf(ClinicalKeyUnavailableError);
    expect(await db.$count(clientDataKeys, eq(clientDataKeys.clientId, third))).toBe(0);
  });

  it("changed in any way does not open, and no error carries it", async () => {
    const client = await world.client();
    await world.writeNote(keks, client, "note-4", NOTE);
    const sealed = (await world.stored("note-4")).body;
    const [format, generation, nonce, body, tag] = sealed.split(".") as [string, string, string, string, string];
    const flip = (part: string, at: number) => part.slice(0, at) + (part[at] === "A" ? "B" : "A") + part.slice(at + 1);
    const tampered = [
      [format, generation, flip(nonce, 3), body, tag],
      [format, generation, nonce, flip(body, 5), tag],
      [format, generation, nonce, body.slice(0, -4), tag],
      [format, generation, nonce, `${body}AAAA`, tag],
      [format, generation, nonce, body, flip(tag, 1)],
      [format, generation, nonce, body, tag.slice(0, -2)],
      [format, "2", nonce, body, tag],
      ["c2", generation, nonce, body, tag],
      [format, generation, nonce, body],
      [format, generation, nonce, `${body}=`, tag],
      [format, generation, nonce, body.replace(/^./, "+"), tag],
    ].map((parts) => parts.join("."));
    for (const value of [...tampered, "", NOTE, "c1.1...."]) {
      await expectUnreadable(openClinical(world.db(), { clientId: client, ...bodyOf("note-4") }, value, keks), sealed);
    }
    expect(await world.readBody(keks, "note-4")).toBe(NOTE);
  });

  it("has its client's key made once when two first writes come at once, and both open with it", async () => {
    const client = await world.client();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The first holds its new key uncommitted a while; the second's insert waits on it, finds it, and reads it.
    await Promise.all([
      world.db().transaction(async (tx) => {
        const sealed = await sealClinical(tx, { clientId: client, ...bodyOf("race-a") }, "first", keks);
        await tx.execute(sql`insert into ${sql.raw(SCRATCH)} values ('race-a', ${client}, ${sealed}, null)`);
        await pause(150);
      }),
      pause(30).then(() => world.writeNote(keks, client, "race-b", "second")),
    ]);
    expect(await world.db().$count(clientDataKeys, eq(clientDataKeys.clientId, client))).toBe(1);
    expect(await world.readBody(keks, "race-a")).toBe("first");
    expect(await world.readBody(keks, "race-b")).toBe("second");
  });

  it("written in a transaction that rolls back leaves no key, and the next first write makes one that opens", async () => {
    const client = await world.client();
    const undone = await failure(
      world.db().transaction(async (tx) => {
        await sealClinical(tx, { clientId: client, ...bodyOf("undone") }, NOTE, keks);
        throw new Error("the note's form was refused");
      }),
    );
    expect(undone.message).toBe("the note's form was refused");
    expect(await world.db().$count(clientDataKeys, eq(clientDataKeys.clientId, client))).toBe(0);
    await world.writeNote(keks, client, "after-undone", NOTE);
    expect(await world.readBody(keks, "after-undone")).toBe(NOTE);
  });

  it("is refused a place that is not one before any key is made", async () => {
    const client = await world.client();
    const db = world.db();
    const places = [
      { table: "Notes", rowId: "r1", field: "body" },
      { table: "notes; drop", rowId: "r1", field: "body" },
      { table: "notes", rowId: "", field: "body" },
      { table: "notes", rowId: "r.1", field: "body" },
      { table: "notes", rowId: "r1", field: "" },
    ];
    for (const place of places) {
      expect(await failure(clinicalCipher(db, client, keks).seal(place, NOTE))).toBeInstanceOf(TypeError);
    }
    expect(() => clinicalCipher(db, "not-a-uuid", keks)).toThrow(TypeError);
    expect(await db.$count(clientDataKeys, eq(clientDataKeys.clientId, client))).toBe(0);
  });

  it("is sealed with the server's configured key when none is given", async () => {
    const client = await world.client();
    const db = world.db();
    const ref = { clientId: client, ...bodyOf("configured") };
    const sealed = await sealClinical(db, ref, NOTE);
    expect(await openClinical(db, ref, sealed)).toBe(NOTE);
    expect(await openClinical(db, ref, sealed, serverSecrets().clinicalKeks)).toBe(NOTE);
    // Another key of the same version is not the key that wrapped hers.
    const stranger = keyring(newKek(serverSecrets().clinicalKeks.current.version));
    expect(await failure(openClinical(db, ref, sealed, stranger))).toBeInstanceOf(ClinicalKeyUnavailableError);
  });
});
