// Her Forms tab: what is due and for which session, her drafts and submitted forms, her scores
// with their band and trend (an audited read), and her signed consent's PDF: hers alone.
import { CONSENT_TO_TREATMENT_ID } from "@domain/clinical/forms";
import { clinicalReads } from "@tests/support/clinical";
import { clientWithSession, DAY_MS, phq9Answers, signedConsent } from "@tests/support/clinical-responses-world";
import { withTestDatabase } from "@tests/support/database";
import { rejection } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { downloadMySignedConsent } from "./consent-document";
import { listMyForms } from "./my-forms";
import { saveMyDraft } from "./save-draft";
import { submitMyForm } from "./submit-response";

const database = withTestDatabase();

describe("listMyForms", () => {
  it("lists what is due before her first session, her drafts, what she submitted and her scores", async () => {
    const { db } = database;
    const now = new Date();
    const { client, session } = await clientWithSession(db, { now });
    const before = await listMyForms(db, client, now);
    expect(before.due.map((form) => form.questionnaireId).sort()).toEqual([
      "consent-to-treatment",
      "gad-7",
      "intake",
      "phq-9",
      "teletherapy-consent",
    ]);
    const intake = before.due.find((form) => form.questionnaireId === "intake")!;
    expect(intake).toMatchObject({ sessionId: session.id, overdue: false, hasDraft: false, kind: "form" });
    expect(intake.dueBy.getTime()).toBe(session.startsAt.getTime() - DAY_MS);
    expect(before.measures).toEqual([]);

    await saveMyDraft(db, client, { questionnaireId: "intake", answers: { reasons: "Work" } });
    const earlier = new Date(now.getTime() - 30 * DAY_MS);
    await submitMyForm(db, client, { questionnaireId: "phq-9", answers: phq9Answers(2) }, earlier);
    await submitMyForm(db, client, { questionnaireId: "phq-9", answers: phq9Answers(1, 0) }, now);

    const after = await listMyForms(db, client, now);
    expect(after.due.map((form) => form.questionnaireId)).not.toContain("phq-9");
    expect(after.due.find((form) => form.questionnaireId === "intake")?.hasDraft).toBe(true);
    expect(after.drafts.map((draft) => draft.questionnaireId)).toEqual(["intake"]);
    expect(after.submitted.map((form) => [form.title, form.version])).toEqual([
      ["PHQ-9", 1],
      ["PHQ-9", 1],
    ]);
    expect(after.measures).toHaveLength(1);
    const [phq] = after.measures;
    expect(phq!.scores.map((score) => [score.total, score.band])).toEqual([
      [18, "Moderately severe"],
      [8, "Mild"],
    ]);
    expect(phq!.trend?.sinceFirst).toEqual({ points: -10, reliable: true, direction: "better" });

    const reads = await clinicalReads(db, client.userId);
    expect(reads.map((entry) => (entry.details as { what?: string }).what)).toEqual(["scores"]);
  });
});

describe("downloadMySignedConsent", () => {
  it("gives her signed consent's PDF to her alone", async () => {
    const { db } = database;
    const { client } = await clientWithSession(db);
    const { client: other } = await clientWithSession(db);
    const signed = await submitMyForm(db, client, {
      questionnaireId: CONSENT_TO_TREATMENT_ID,
      answers: signedConsent(),
      ipAddress: "198.51.100.4",
    });
    const mine = await downloadMySignedConsent(db, client, signed.id);
    expect(mine.pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(mine.filename).toBe("consent-to-treatment-v1-signed.pdf");

    expect((await rejection(downloadMySignedConsent(db, other, signed.id))).code).toBe("not_found");
    expect((await rejection(downloadMySignedConsent(db, client, "not-a-uuid"))).code).toBe("not_found");
    // Her draft of another form is hers, but no signed document.
    const draft = await saveMyDraft(db, client, { questionnaireId: "intake", answers: {} });
    expect((await rejection(downloadMySignedConsent(db, client, draft.id))).code).toBe("not_found");
  });
});
