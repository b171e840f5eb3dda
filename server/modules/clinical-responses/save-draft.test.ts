// Autosave of a half-filled form: kept sealed in her one draft, every good answer kept and the
// bad ones reported, and a sealed value that does not open anywhere but its own row.
import { ANSWER_MESSAGES } from "@domain/clinical/answers";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { auditLogs, questionnaireResponses } from "@server/db/schema";
import { ClinicalValueUnreadableError, openClinical } from "@server/modules/clinical-keys";
import { clientWithSession, storedResponses } from "@tests/support/clinical-responses-world";
import { withTestDatabase } from "@tests/support/database";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openMyForm } from "./my-forms";
import { saveMyDraft } from "./save-draft";

const database = withTestDatabase();
const REASON = "Sleeping badly since my mother died in March";

describe("saveMyDraft", () => {
  it("keeps her answers sealed in one draft, the good ones kept and the bad ones reported", async () => {
    const { db } = database;
    const { client } = await clientWithSession(db);
    const first = await saveMyDraft(db, client, {
      questionnaireId: "intake",
      answers: { reasons: REASON, phone: "call me maybe", "no-such-item": "x" },
    });
    expect(first.errors).toEqual({ phone: ANSWER_MESSAGES.phone });
    expect(first.answers).toEqual({ reasons: REASON });

    // Saved again with one more answer: the same draft, nothing lost.
    const form = new FormData();
    form.set("reasons", REASON);
    form.set("phone", "+233 24 555 0101");
    const second = await saveMyDraft(db, client, { questionnaireId: "intake", answers: form });
    expect(second.id).toBe(first.id);
    expect(second.errors).toEqual({});

    const rows = await storedResponses(db, client.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "draft", questionnaireId: "intake", score: null, submittedAt: null });
    expect(rows[0]!.answers).toMatch(/^c1\./);
    expect(rows[0]!.answers).not.toContain("Sleeping");
    expect(rows[0]!.answers).not.toContain("+233 24");

    const opened = await openMyForm(db, client, "intake");
    expect(opened.questionnaire.id).toBe("intake");
    expect(opened.answers).toEqual({ reasons: REASON, phone: "+233 24 555 0101" });

    const writes = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.clientId, client.userId), eq(auditLogs.action, CLINICAL_AUDIT_ACTIONS.write)));
    expect(writes).toHaveLength(2);
    expect(JSON.stringify(writes)).not.toContain("Sleeping");
  });

  it("a sealed value copied to another row does not open there", async () => {
    const { db } = database;
    const { client } = await clientWithSession(db);
    await saveMyDraft(db, client, { questionnaireId: "intake", answers: { reasons: REASON } });
    await saveMyDraft(db, client, { questionnaireId: "phq-9", answers: { "phq9-1": "2" } });
    const rows = await storedResponses(db, client.userId);
    const intake = rows.find((row) => row.questionnaireId === "intake")!;
    const phq = rows.find((row) => row.questionnaireId === "phq-9")!;
    await db
      .update(questionnaireResponses)
      .set({ answers: intake.answers })
      .where(eq(questionnaireResponses.id, phq.id));

    const error = await openMyForm(db, client, "phq-9").then(
      () => null,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(ClinicalValueUnreadableError);
    expect(String((error as Error).message)).not.toContain("Sleeping");
    // In its own row it still opens.
    expect(
      await openClinical(
        db,
        { clientId: client.userId, table: "questionnaire_responses", rowId: intake.id, field: "answers" },
        intake.answers,
      ),
    ).toContain("Sleeping");
  });

  it("refuses an unknown form, and anyone but a client", async () => {
    const { db } = database;
    const { client, therapist } = await clientWithSession(db);
    expect((await rejection(saveMyDraft(db, client, { questionnaireId: "nope", answers: {} }))).code).toBe("not_found");
    expect((await rejection(saveMyDraft(db, client, { questionnaireId: ["intake"], answers: {} }))).code).toBe(
      "not_found",
    );
    const staff = await viewerFor(db, therapist.id);
    expect((await rejection(saveMyDraft(db, staff, { questionnaireId: "intake", answers: {} }))).code).toBe(
      "forbidden",
    );
  });
});
