// At start, a server says in its log when its clinical keys do not open the stored data keys.
import { clientDataKeys } from "@server/db/schema";
import { keyring, newKek, useClinicalWorld } from "@tests/support/clinical-keys-world";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { checkClinicalKeys } from "./check-clinical-keys";

const world = useClinicalWorld();

/** What the check finds, and the error lines it wrote to the log (stderr). */
async function check(keks: Parameters<typeof checkClinicalKeys>[1]) {
  const written: string[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    return { found: await checkClinicalKeys(world.db(), keks), logged: written.join("") };
  } finally {
    spy.mockRestore();
  }
}

describe("checking the clinical keys at start", () => {
  it("is quiet when every stored key's version is configured and opens, and names the versions that do not", async () => {
    const [v1, v2] = [newKek(1), newKek(2)];
    expect(await check(keyring(v1))).toEqual({ found: [], logged: "" });
    const [ama, kofi, esi] = [await world.client(), await world.client(), await world.client()];
    await world.writeNote(keyring(v1), ama, "ama-1", "Ama's note.");
    await world.writeNote(keyring(v1), kofi, "kofi-1", "Kofi's note.");
    await world.writeNote(keyring(v2, v1), esi, "esi-1", "Esi's note.");
    // A destroyed key is not counted: there is nothing left to open.
    await world
      .db()
      .update(clientDataKeys)
      .set({ wrappedKey: null, destroyedAt: new Date() })
      .where(eq(clientDataKeys.clientId, kofi));

    expect(await check(keyring(v2, v1))).toEqual({
      found: [
        { kekVersion: 1, keys: 1, state: "opens" },
        { kekVersion: 2, keys: 1, state: "opens" },
      ],
      logged: "",
    });

    const wrongKey = await check(keyring(v2, newKek(1)));
    expect(wrongKey.found).toEqual([
      { kekVersion: 1, keys: 1, state: "does not open" },
      { kekVersion: 2, keys: 1, state: "opens" },
    ]);
    const line = JSON.parse(wrongKey.logged);
    expect(line).toMatchObject({
      level: "error",
      configured: [2, 1],
      problems: [{ kekVersion: 1, keys: 1, state: "does not open" }],
    });

    const previousDropped = await check(keyring(v2));
    expect(previousDropped.found[0]).toEqual({ kekVersion: 1, keys: 1, state: "not configured" });
    expect(previousDropped.logged).toContain("check CLINICAL_KEK and CLINICAL_KEK_PREVIOUS");
    for (const key of [v1.key, v2.key]) expect(previousDropped.logged).not.toContain(key.toString("base64"));
  });
});
