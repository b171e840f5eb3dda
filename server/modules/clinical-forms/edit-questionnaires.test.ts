import { FORM_EDIT_MESSAGES } from "@domain/clinical/form-editing";
import { GAD7_ID, INTAKE, INTAKE_ID, PHQ9_ID } from "@domain/clinical/forms";
import { AGREEMENT_ITEM, SIGNATURE_ITEM } from "@domain/clinical/forms/signing";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import { auditLogs, questionnaireResponses, questionnaires, questionnaireVersions } from "@server/db/schema";
import { questionnaireHash } from "@server/db/shipped-questionnaires";
import type { Viewer } from "@server/modules/accounts";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addQuestion,
  archiveQuestionnaire,
  askAgain,
  createQuestionnaire,
  editQuestionText,
  FORM_ADMIN_MESSAGES,
  moveQuestion,
  publishQuestionnaireVersion,
  removeQuestion,
  setQuestionRequired,
} from "./edit-questionnaires";
import { getQuestionnaireForAdmin, listQuestionnairesForAdmin } from "./list-for-admin";
import { findQuestionnaire } from "./read-questionnaires";

const database = withTestDatabase();

let admin: Viewer;
let therapist: Viewer;
let client: Viewer;

beforeAll(async () => {
  const { db } = database;
  admin = await viewerFor(db, (await insertPerson(db, { role: "admin" })).id);
  therapist = await viewerFor(db, (await insertPerson(db, { role: "therapist" })).id);
  client = await viewerFor(db, (await insertPerson(db, { role: "client" })).id);
});

const current = async (id: string) => {
  const found = await findQuestionnaire(database.db, id);
  if (!found) throw new Error(`no questionnaire ${id}`);
  return found;
};
const versionsOf = (id: string) =>
  database.db.select().from(questionnaireVersions).where(eq(questionnaireVersions.questionnaireId, id));
const newForm = async (title: string, kind: "form" | "consent" = "form") =>
  (await createQuestionnaire(database.db, admin, { title, kind })).questionnaireId;

describe("publishing a new version", () => {
  it("leaves a submitted response on the version it answered, whose text reads as it was", async () => {
    const { db } = database;
    const before = await current(INTAKE_ID);
    const responseId = crypto.randomUUID();
    await db.insert(questionnaireResponses).values({
      id: responseId,
      clientId: client.userId,
      questionnaireId: INTAKE_ID,
      version: before.currentVersion,
      status: "submitted",
      answers: "sealed answers",
      submittedAt: new Date(),
    });

    const published = await addQuestion(db, admin, {
      questionnaireId: INTAKE_ID,
      version: String(before.currentVersion),
      text: "How did you hear about us?",
      type: "text",
      required: "on",
    });

    expect(published).toEqual({ questionnaireId: INTAKE_ID, version: before.currentVersion + 1, published: true });
    const after = await current(INTAKE_ID);
    expect(after.currentVersion).toBe(before.currentVersion + 1);
    expect(after.minimumVersion).toBe(before.minimumVersion);
    expect(after.questionnaire.version).toBe(before.currentVersion + 1);
    expect(after.questionnaire.items.at(-1)).toMatchObject({ text: "How did you hear about us?", required: true });
    expect(after.hash).toBe(questionnaireHash(after.questionnaire));

    const [response] = await db.select().from(questionnaireResponses).where(eq(questionnaireResponses.id, responseId));
    expect(response?.version).toBe(before.currentVersion);
    const old = await findQuestionnaire(db, INTAKE_ID, before.currentVersion);
    expect(old?.questionnaire).toEqual(before.questionnaire);
    expect(old?.hash).toBe(before.hash);

    const audits = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, CLINICAL_AUDIT_ACTIONS.formPublished), eq(auditLogs.recordId, INTAKE_ID)));
    expect(audits.map((entry) => entry.details)).toContainEqual({ version: after.currentVersion, hash: after.hash });
    expect(
      audits.find((entry) => (entry.details as { version?: number }).version === after.currentVersion)?.userId,
    ).toBe(admin.userId);

    const detail = await getQuestionnaireForAdmin(db, admin, INTAKE_ID);
    expect(detail.history.map((entry) => [entry.version, entry.submittedResponses])).toEqual([
      [after.currentVersion, 0],
      [before.currentVersion, 1],
    ]);
    const listed = (await listQuestionnairesForAdmin(db, admin)).find((entry) => entry.id === INTAKE_ID);
    expect(listed).toEqual({
      id: INTAKE_ID,
      title: INTAKE.title,
      kind: "form",
      currentVersion: after.currentVersion,
      minimumVersion: 1,
      archived: false,
      versions: 2,
      submittedResponses: 1,
    });
  });

  it("publishes nothing for a definition identical to the current one", async () => {
    const id = await newForm("Unchanged form");
    const { questionnaire } = await current(id);
    const answer = await publishQuestionnaireVersion(database.db, admin, {
      questionnaireId: id,
      definition: { ...questionnaire, version: 7 },
    });
    expect(answer).toEqual({ questionnaireId: id, version: 1, published: false });
    expect(await versionsOf(id)).toHaveLength(1);
  });

  it("publishes an edited definition sent whole", async () => {
    const id = await newForm("Whole form");
    const { questionnaire } = await current(id);
    const definition = { ...questionnaire, title: "Whole form, reworded", intro: "Thank you." };
    const answer = await publishQuestionnaireVersion(database.db, admin, { questionnaireId: id, definition });
    expect(answer.version).toBe(2);
    expect((await current(id)).questionnaire).toEqual({ ...definition, version: 2 });
  });

  it("moves, requires, rewords and removes questions, each a new version", async () => {
    const { db } = database;
    const id = await newForm("Edited form");
    await addQuestion(db, admin, { questionnaireId: id, text: "First", type: "text" });
    await addQuestion(db, admin, {
      questionnaireId: id,
      text: "Second",
      type: "choice",
      options: "Yes\nNo\n",
      required: "on",
    });
    await moveQuestion(db, admin, { questionnaireId: id, linkId: "second", direction: "up" });
    await setQuestionRequired(db, admin, { questionnaireId: id, linkId: "first", required: "on" });
    await editQuestionText(db, admin, {
      questionnaireId: id,
      linkId: "first",
      text: "First, reworded",
      help: "A hint",
    });
    const last = await removeQuestion(db, admin, { questionnaireId: id, linkId: "introduction" });
    expect(last.version).toBe(7);
    expect((await current(id)).questionnaire.items).toEqual([
      {
        linkId: "second",
        text: "Second",
        type: "choice",
        required: true,
        options: [
          { value: "yes", label: "Yes" },
          { value: "no", label: "No" },
        ],
      },
      { linkId: "first", text: "First, reworded", type: "text", required: true, help: "A hint" },
    ]);
    expect(await versionsOf(id)).toHaveLength(7);
  });

  it("refuses an edit made on a version that is no longer current (409)", async () => {
    const id = await newForm("Raced form");
    await addQuestion(database.db, admin, { questionnaireId: id, version: "1", text: "One", type: "text" });
    const error = await rejection(
      addQuestion(database.db, admin, { questionnaireId: id, version: "1", text: "Two", type: "text" }),
    );
    expect(error.code).toBe("conflict");
    expect(error.message).toBe(FORM_ADMIN_MESSAGES.changedMeanwhile(2));
  });
});

describe("what an edit may not do", () => {
  it("refuses to edit the measures, whatever the edit", async () => {
    const { db } = database;
    const phq9 = await current(PHQ9_ID);
    for (const attempt of [
      () =>
        publishQuestionnaireVersion(db, admin, {
          questionnaireId: PHQ9_ID,
          definition: { ...phq9.questionnaire, title: "Mood" },
        }),
      () => addQuestion(db, admin, { questionnaireId: GAD7_ID, text: "More", type: "text" }),
      () =>
        moveQuestion(db, admin, {
          questionnaireId: PHQ9_ID,
          linkId: phq9.questionnaire.items[1]?.linkId,
          direction: "up",
        }),
    ]) {
      const error = await rejection(attempt());
      expect(error.code).toBe("bad_request");
      expect(error.message).toBe(FORM_EDIT_MESSAGES.measureLocked);
    }
    expect((await current(PHQ9_ID)).currentVersion).toBe(phq9.currentVersion);
  });

  it("refuses bad input with a 400 and its reason, and publishes nothing", async () => {
    const { db } = database;
    const id = await newForm("Guarded form");
    const consentId = await newForm("Guarded consent", "consent");
    const consent = (await current(consentId)).questionnaire;
    const cases: [() => Promise<unknown>, string][] = [
      [
        () => addQuestion(db, admin, { questionnaireId: id, text: "  ", type: "text" }),
        "Please enter the question's text.",
      ],
      [
        () => addQuestion(db, admin, { questionnaireId: id, text: "Sign", type: "signature" }),
        "Please choose the kind of question.",
      ],
      [
        () => addQuestion(db, admin, { questionnaireId: id, text: "Pick", type: "choice", options: "Only" }),
        FORM_EDIT_MESSAGES.optionsNeeded,
      ],
      [
        () => moveQuestion(db, admin, { questionnaireId: id, linkId: "introduction", direction: "sideways" }),
        "Please choose up or down.",
      ],
      [() => removeQuestion(db, admin, { questionnaireId: id, linkId: "introduction" }), FORM_EDIT_MESSAGES.lastItem],
      [
        () => removeQuestion(db, admin, { questionnaireId: consentId, linkId: SIGNATURE_ITEM }),
        FORM_EDIT_MESSAGES.signingLocked,
      ],
      [
        () => setQuestionRequired(db, admin, { questionnaireId: consentId, linkId: AGREEMENT_ITEM }),
        FORM_EDIT_MESSAGES.signingRequired,
      ],
      [
        () =>
          publishQuestionnaireVersion(db, admin, {
            questionnaireId: consentId,
            definition: { ...consent, items: consent.items.slice(0, -1) },
          }),
        FORM_EDIT_MESSAGES.signingKept,
      ],
      [
        () => publishQuestionnaireVersion(db, admin, { questionnaireId: id, definition: { ...consent, id } }),
        FORM_EDIT_MESSAGES.sameKind,
      ],
      [
        () =>
          publishQuestionnaireVersion(db, admin, { questionnaireId: id, definition: { id, kind: "form", items: "x" } }),
        "Please enter a title.",
      ],
      [
        () => publishQuestionnaireVersion(db, admin, { questionnaireId: id, definition: "x" }),
        "Please send the questionnaire's definition.",
      ],
      [() => addQuestion(db, admin, "not a form"), FORM_ADMIN_MESSAGES.unreadable],
      [() => createQuestionnaire(db, admin, { title: "", kind: "form" }), "Please enter a title."],
      [() => createQuestionnaire(db, admin, { title: "Scores", kind: "measure" }), FORM_ADMIN_MESSAGES.chooseKind],
      [() => askAgain(db, admin, id), FORM_ADMIN_MESSAGES.alreadyAskedAgain],
      [() => archiveQuestionnaire(db, admin, { id }, true), FORM_ADMIN_MESSAGES.unknownQuestionnaire],
    ];
    for (const [attempt, message] of cases) {
      const error = await rejection(attempt());
      expect([error.code, error.message]).toEqual(["bad_request", message]);
    }
    expect(await versionsOf(id)).toHaveLength(1);
    expect(await versionsOf(consentId)).toHaveLength(1);
  });

  it("answers 404 for a questionnaire that does not exist", async () => {
    const { db } = database;
    for (const attempt of [
      () => addQuestion(db, admin, { questionnaireId: "no-such-form", text: "One", type: "text" }),
      () => askAgain(db, admin, "no-such-form"),
      () => archiveQuestionnaire(db, admin, "no-such-form", true),
      () => getQuestionnaireForAdmin(db, admin, "no-such-form"),
    ]) {
      expect((await rejection(attempt())).code).toBe("not_found");
    }
  });

  it("forbids therapists and clients every change and the admin's lists", async () => {
    const { db } = database;
    for (const viewer of [therapist, client]) {
      for (const attempt of [
        () => publishQuestionnaireVersion(db, viewer, { questionnaireId: INTAKE_ID, definition: INTAKE }),
        () => addQuestion(db, viewer, { questionnaireId: INTAKE_ID, text: "One", type: "text" }),
        () => removeQuestion(db, viewer, { questionnaireId: INTAKE_ID, linkId: "address" }),
        () => moveQuestion(db, viewer, { questionnaireId: INTAKE_ID, linkId: "address", direction: "up" }),
        () => setQuestionRequired(db, viewer, { questionnaireId: INTAKE_ID, linkId: "address" }),
        () => editQuestionText(db, viewer, { questionnaireId: INTAKE_ID, linkId: "address", text: "Home" }),
        () => createQuestionnaire(db, viewer, { title: "Mine", kind: "form" }),
        () => askAgain(db, viewer, INTAKE_ID),
        () => archiveQuestionnaire(db, viewer, INTAKE_ID, true),
        () => listQuestionnairesForAdmin(db, viewer),
        () => getQuestionnaireForAdmin(db, viewer, INTAKE_ID),
      ]) {
        const error = await rejection(attempt());
        expect([error.code, error.message]).toEqual(["forbidden", FORM_ADMIN_MESSAGES.adminsOnly]);
      }
    }
  });
});

describe("creating, asking again and archiving", () => {
  it("creates a form and a consent with unique ids from their titles, the consent ready to sign", async () => {
    const { db } = database;
    const first = await createQuestionnaire(db, admin, { title: "  Photo & Video Consent ", kind: "consent" });
    const second = await createQuestionnaire(db, admin, { title: "Photo & video consent", kind: "consent" });
    expect([first, second]).toEqual([
      { questionnaireId: "photo-video-consent", version: 1, published: true },
      { questionnaireId: "photo-video-consent-2", version: 1, published: true },
    ]);
    const stored = await current("photo-video-consent");
    expect(stored.questionnaire).toMatchObject({ title: "Photo & Video Consent", kind: "consent", version: 1 });
    expect(stored.questionnaire.items.slice(-2).map((item) => item.linkId)).toEqual([AGREEMENT_ITEM, SIGNATURE_ITEM]);
    const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, "photo-video-consent"));
    expect(row).toMatchObject({ kind: "consent", currentVersion: 1, minimumVersion: 1, archivedAt: null });
  });

  it("asks every client the current version again, and archives and restores", async () => {
    const { db } = database;
    const id = await newForm("Asked again");
    await addQuestion(db, admin, { questionnaireId: id, text: "New", type: "text" });
    expect(await askAgain(db, admin, id)).toEqual({ minimumVersion: 2 });
    expect((await current(id)).minimumVersion).toBe(2);

    await archiveQuestionnaire(db, admin, id, true);
    expect((await current(id)).archived).toBe(true);
    expect((await listQuestionnairesForAdmin(db, admin)).find((entry) => entry.id === id)?.archived).toBe(true);
    await archiveQuestionnaire(db, admin, id, false);
    expect((await current(id)).archived).toBe(false);
    const audits = await db
      .select({ action: auditLogs.action, details: auditLogs.details })
      .from(auditLogs)
      .where(eq(auditLogs.recordId, id));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: CLINICAL_AUDIT_ACTIONS.formPublished, details: { minimumVersion: 2 } },
        { action: CLINICAL_AUDIT_ACTIONS.scheduleChanged, details: { archived: true } },
        { action: CLINICAL_AUDIT_ACTIONS.scheduleChanged, details: { archived: false } },
      ]),
    );
  });
});
