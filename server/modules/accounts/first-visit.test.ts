import { recordAudit } from "@server/modules/audit";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { viewerFor } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { isFirstVisit } from "./first-visit";

const database = withTestDatabase();

const visit = (userId: string, action = "auth.sign_in") =>
  recordAudit(database.db, { action, userId, tableName: "users", recordId: userId });

describe("isFirstVisit", () => {
  it("is the visit of her sign-up until she signs in again, by password or by link", async () => {
    const person = await insertPerson(database.db, { role: "client" });
    const viewer = await viewerFor(database.db, person.id);
    await visit(person.id); // the sign-up signs her in
    await visit(person.id, "auth.sign_in_failed");
    expect(await isFirstVisit(database.db, viewer)).toBe(true);

    await visit(person.id, "auth.sign_in_link_used");
    expect(await isFirstVisit(database.db, viewer)).toBe(false);
  });

  it("counts only her own visits", async () => {
    const [me, other] = [await insertPerson(database.db), await insertPerson(database.db)];
    await visit(me.id);
    await visit(other.id);
    await visit(other.id);
    expect(await isFirstVisit(database.db, await viewerFor(database.db, me.id))).toBe(true);
    expect(await isFirstVisit(database.db, await viewerFor(database.db, other.id))).toBe(false);
  });
});
