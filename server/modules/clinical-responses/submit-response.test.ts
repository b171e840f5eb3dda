// Submitting a form: checked, scored, signed, linked to its session, and a PHQ-9 whose item 9 is
// above 0 alerting her therapists at once with a notification and an e-mail that say nothing.
import { ANSWER_MESSAGES } from "@domain/clinical/answers";
import { questionnaireAlertEmail } from "@domain/clinical/crisis";
import { AGREEMENT_ITEM, CONSENT_TO_TREATMENT_ID, SIGNATURE_ITEM } from "@domain/clinical/forms";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { auditLogs, emailOutbox, notifications, profiles, questionnaireVersions } from "@server/db/schema";
import { openClinical } from "@server/modules/clinical-keys";
import {
  clientWithSession,
  phq9Answers,
  signedConsent,
  storedResponses,
} from "@tests/support/clinical-responses-world";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { saveMyDraft } from "./save-draft";
import { QUESTIONNAIRE_ALERT_TITLE, submitMyForm } from "./submit-response";

const database = withTestDatabase();

const emailsTo = async (address: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));
const emailOf = async (userId: string) =>
  (await database.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId)))[0]!.email;

describe("submitMyForm", () => {
  it("refuses incomplete answers with each question's message, keeping her draft", async () => {
    const { db } = database;
    const { client } = await clientWithSession(db);
    await saveMyDraft(db, client, { questionnaireId: "phq-9", answers: { "phq9-1": "1" } });
    const refused = await rejection(
      submitMyForm(db, client, { questionnaireId: "phq-9", answers: { "phq9-1": "1", "phq9-2": "7" } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fields?.["phq9-2"]).toBe(ANSWER_MESSAGES.notAnOption);
    expect(refused.fields?.["phq9-3"]).toBe(ANSWER_MESSAGES.requiredChoice);
    expect(refused.fields?.["phq9-1"]).toBeUndefined();
    const rows = await storedResponses(db, client.userId);
    expect(rows.map((row) => row.status)).toEqual(["draft"]);
  });

  it("turns her draft into a scored response linked to the session it was due for", async () => {
    const { db } = database;
    const { client, session, therapist } = await clientWithSession(db);
    const draft = await saveMyDraft(db, client, { questionnaireId: "phq-9", answers: { "phq9-1": "2" } });
    const done = await submitMyForm(db, client, { questionnaireId: "phq-9", answers: phq9Answers(2, 0) });
    expect(done).toMatchObject({
      id: draft.id,
      score: { total: 16, maxTotal: 27, band: "Moderately severe" },
      selfHarm: false,
      signedAt: null,
    });
    const [row] = await storedResponses(db, client.userId);
    expect(row).toMatchObject({ status: "submitted", sessionId: session.id, signedAt: null });
    expect(row!.score).toMatch(/^c1\./);
    const score = JSON.parse(
      await openClinical(
        db,
        { clientId: client.userId, table: "questionnaire_responses", rowId: row!.id, field: "score" },
        row!.score!,
      ),
    );
    expect(score).toMatchObject({ complete: true, total: 16, band: "Moderately severe", flags: { selfHarm: false } });
    // No alert without item 9.
    expect(await db.select().from(notifications).where(eq(notifications.userId, therapist.id))).toEqual([]);
    const submits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.clientId, client.userId), eq(auditLogs.action, CLINICAL_AUDIT_ACTIONS.submit)));
    expect(submits).toHaveLength(1);
  });

  it("item 9 above 0 alerts each of her therapists at once, saying nothing of the answers", async () => {
    const { db } = database;
    const { client, therapist } = await clientWithSession(db);
    const { therapist: second } = await clientWithSession(db);
    await insertSession(db, {
      clientId: client.userId,
      therapistId: second.id,
      start: new Date(Date.now() - 20 * 86_400_000),
      status: "completed",
    });
    const done = await submitMyForm(db, client, { questionnaireId: "phq-9", answers: phq9Answers(0, 1) });
    expect(done).toMatchObject({ selfHarm: true, score: { total: 1, band: "Minimal" } });

    const link = `/therapist-dashboard/clients/${client.userId}`;
    for (const who of [therapist.id, second.id]) {
      const notes = await db.select().from(notifications).where(eq(notifications.userId, who));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ title: QUESTIONNAIRE_ALERT_TITLE, link });
      const mails = await emailsTo(await emailOf(who));
      expect(mails).toHaveLength(1);
      const expected = questionnaireAlertEmail(`${mails[0]!.textBody.match(/http\S+/)![0]}`);
      expect(mails[0]).toMatchObject({ subject: expected.subject, textBody: expected.text });
      expect(mails[0]!.textBody).toContain(link);
      for (const said of [mails[0]!.textBody, notes[0]!.message]) {
        expect(said).not.toMatch(/dead|hurting|PHQ|score|Several days|Kofi|Mensah/i);
      }
    }
  });

  it("item 9 above 0 from a client with no therapist yet alerts the administrators instead", async () => {
    const { db } = database;
    const admin = await insertPerson(db, { role: "admin", firstName: "Abena" });
    const client = await viewerFor(db, (await insertPerson(db, { role: "client", firstName: "Esi" })).id);
    await submitMyForm(db, client, { questionnaireId: "phq-9", answers: phq9Answers(0, 2) });
    const told = await db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(told).toEqual([
      expect.objectContaining({ title: QUESTIONNAIRE_ALERT_TITLE, link: `/admin-dashboard/clients/${client.userId}` }),
    ]);
    expect(await emailsTo(await emailOf(admin.id))).toHaveLength(1);
  });

  it("signs a consent: the tick and typed name, IP, browser, the version's hash and a sealed PDF", async () => {
    const { db } = database;
    const { client } = await clientWithSession(db);
    const unsigned = await rejection(
      submitMyForm(db, client, {
        questionnaireId: CONSENT_TO_TREATMENT_ID,
        answers: { [SIGNATURE_ITEM]: "Akosua Mensah" },
      }),
    );
    expect(unsigned.status).toBe(400);
    expect(Object.keys(unsigned.fields ?? {})).toEqual([AGREEMENT_ITEM]);

    const done = await submitMyForm(db, client, {
      questionnaireId: CONSENT_TO_TREATMENT_ID,
      answers: signedConsent(),
      ipAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0 (Linux; Android 14) Test",
    });
    expect(done.signedAt).toBeInstanceOf(Date);
    const [version] = await db
      .select({ hash: questionnaireVersions.hash })
      .from(questionnaireVersions)
      .where(
        and(eq(questionnaireVersions.questionnaireId, CONSENT_TO_TREATMENT_ID), eq(questionnaireVersions.version, 1)),
      );
    const [row] = await storedResponses(db, client.userId);
    expect(row).toMatchObject({
      status: "submitted",
      signedIp: "203.0.113.7",
      signedUserAgent: "Mozilla/5.0 (Linux; Android 14) Test",
      versionHash: version!.hash,
    });
    expect(row!.signedAt?.getTime()).toBe(done.signedAt!.getTime());
    expect(row!.signedDocument).toMatch(/^c1\./);
    expect(row!.answers).not.toContain("Akosua");
    const pdf = Buffer.from(
      await openClinical(
        db,
        { clientId: client.userId, table: "questionnaire_responses", rowId: row!.id, field: "signed_document" },
        row!.signedDocument!,
      ),
      "base64",
    );
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const actions = (await db.select().from(auditLogs).where(eq(auditLogs.recordId, row!.id))).map((a) => a.action);
    expect(actions.sort()).toEqual([CLINICAL_AUDIT_ACTIONS.sign, CLINICAL_AUDIT_ACTIONS.submit]);
  });
});
