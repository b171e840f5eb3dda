// A client's forms as the staff see them: the list (metadata, an admin too), one response opened
// against its own version with its score and signature, the signed consent's PDF, each read
// audited, and not_found for anyone not reading her record.
import { CONSENT_TO_TREATMENT_ID, INTAKE_ID, PHQ9_ID } from "@domain/clinical/forms";
import { questionnaireResponses } from "@server/db/schema";
import { breakGlass, RECORD_TEXT_ADMINS } from "@server/modules/clinical-access";
import { findQuestionnaire } from "@server/modules/clinical-forms";
import { ClinicalValueUnreadableError } from "@server/modules/clinical-keys";
import {
  clinicalReads,
  insertResponse,
  measureAnswers,
  therapistAndClient as therapistAndClientOf,
} from "@tests/support/clinical";
import { withTestDatabase } from "@tests/support/database";
import { insertViewer, rejection } from "@tests/support/payments-world";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  downloadSignedConsent,
  getClientResponse,
  listClientResponses,
  RESPONSE_NOT_FOUND,
  SIGNED_DOCUMENT_NOT_FOUND,
} from "./client-responses";

const database = withTestDatabase();
const db = () => database.db;
const PDF = new Uint8Array(Buffer.from("%PDF-1.7 signed consent"));

const therapistAndClient = () => therapistAndClientOf(db(), { start: new Date(), status: "scheduled" });
const entries = (clientId: string) => clinicalReads(db(), clientId);

describe("a client's forms", () => {
  it("lists submitted and draft responses with title, version and signature date, unaudited, an admin included", async () => {
    const { therapist, client } = await therapistAndClient();
    const c = client.userId;
    const consent = await insertResponse(db(), {
      clientId: c,
      questionnaireId: CONSENT_TO_TREATMENT_ID,
      answers: { agree: true, signature: "Kofi Mensah" },
      submittedAt: new Date("2026-01-02T09:00:00Z"),
      signedPdf: PDF,
    });
    const phq = await insertResponse(db(), {
      clientId: c,
      questionnaireId: PHQ9_ID,
      answers: measureAnswers(PHQ9_ID, 6),
      submittedAt: new Date("2026-01-03T09:00:00Z"),
    });
    const draft = await insertResponse(db(), {
      clientId: c,
      questionnaireId: INTAKE_ID,
      answers: { reasons: "Hers" },
      status: "draft",
    });

    const admin = await insertViewer(db(), { role: "admin" });
    for (const viewer of [therapist, admin]) {
      const list = await listClientResponses(db(), viewer, c);
      expect(list.map((r) => [r.id, r.title, r.version, r.status])).toEqual([
        [phq, "PHQ-9", 1, "submitted"],
        [consent, "Consent to treatment and confidentiality agreement", 1, "submitted"],
        [draft, "Intake form", 1, "draft"],
      ]);
      expect(list[1]?.signedAt?.toISOString()).toBe("2026-01-02T09:00:00.000Z");
      expect(list[2]?.submittedAt).toBeNull();
    }
    expect(await entries(c)).toHaveLength(0);
    const stranger = await insertViewer(db(), { role: "therapist" });
    expect((await rejection(listClientResponses(db(), stranger, c))).code).toBe("not_found");
  });

  it("opens one response against its own version, with its score and the consent's signature, audited", async () => {
    const { therapist, client } = await therapistAndClient();
    const published = await findQuestionnaire(db(), CONSENT_TO_TREATMENT_ID, 1);
    const consent = await insertResponse(db(), {
      clientId: client.userId,
      questionnaireId: CONSENT_TO_TREATMENT_ID,
      answers: { agree: true, signature: "Kofi Mensah" },
      signedPdf: PDF,
      versionHash: published?.hash,
    });
    const opened = await getClientResponse(db(), therapist, consent);
    expect(opened.questionnaire).toMatchObject({ id: CONSENT_TO_TREATMENT_ID, version: 1 });
    expect(opened.answers).toEqual({ agree: true, signature: "Kofi Mensah" });
    expect(opened.score).toBeNull();
    expect(opened.signature).toMatchObject({ ipAddress: "203.0.113.7", matchesPublishedText: true, hasDocument: true });

    const phq = await insertResponse(db(), {
      clientId: client.userId,
      questionnaireId: PHQ9_ID,
      answers: measureAnswers(PHQ9_ID, 21, 1),
    });
    const measure = await getClientResponse(db(), therapist, phq);
    expect(measure.score).toMatchObject({ complete: true, total: 21, band: "Severe", flags: { selfHarm: true } });
    expect(measure.signature).toBeNull();

    const logged = await entries(client.userId);
    expect(logged.map((e) => [e.recordId, e.details])).toEqual(
      expect.arrayContaining([
        [consent, { as: "therapist", what: "response" }],
        [phq, { as: "therapist", what: "response" }],
      ]),
    );
  });

  it("is not_found for another therapist, the same as for no form; forbidden to an admin until she breaks the glass", async () => {
    const { client } = await therapistAndClient();
    const id = await insertResponse(db(), {
      clientId: client.userId,
      questionnaireId: PHQ9_ID,
      answers: measureAnswers(PHQ9_ID, 2),
    });
    const other = await insertViewer(db(), { role: "therapist" });
    for (const responseId of [id, "00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const refused = await rejection(getClientResponse(db(), other, responseId));
      expect([refused.code, refused.message]).toEqual(["not_found", RESPONSE_NOT_FOUND]);
    }
    const admin = await insertViewer(db(), { role: "admin" });
    const forbidden = await rejection(getClientResponse(db(), admin, id));
    expect([forbidden.code, forbidden.message]).toEqual(["forbidden", RECORD_TEXT_ADMINS]);
    expect(await entries(client.userId)).toHaveLength(0);

    await breakGlass(db(), admin, { clientId: client.userId, reason: "A safeguarding concern was reported today." });
    expect((await getClientResponse(db(), admin, id)).score).toMatchObject({ total: 2 });
  });

  it("gives staff the signed PDF as it was kept, audited; not to the client here, and not for an unsigned form", async () => {
    const { therapist, client } = await therapistAndClient();
    const consent = await insertResponse(db(), {
      clientId: client.userId,
      questionnaireId: CONSENT_TO_TREATMENT_ID,
      answers: { agree: true, signature: "Kofi Mensah" },
      submittedAt: new Date("2026-02-03T10:00:00Z"),
      signedPdf: PDF,
    });
    const document = await downloadSignedConsent(db(), therapist, consent);
    expect(Buffer.from(document.bytes).toString()).toBe("%PDF-1.7 signed consent");
    expect(document.filename).toBe("consent-to-treatment-signed-2026-02-03.pdf");
    expect((await entries(client.userId)).map((e) => e.details)).toEqual([
      { as: "therapist", what: "signed-document" },
    ]);

    expect((await rejection(downloadSignedConsent(db(), client, consent))).code).toBe("not_found");
    const intake = await insertResponse(db(), { clientId: client.userId, questionnaireId: INTAKE_ID, answers: {} });
    const unsigned = await rejection(downloadSignedConsent(db(), therapist, intake));
    expect([unsigned.code, unsigned.message]).toEqual(["not_found", SIGNED_DOCUMENT_NOT_FOUND]);
  });

  it("fails closed on a response moved to another client's row: an error, never her text or the other's", async () => {
    const { therapist, client } = await therapistAndClient();
    const other = await insertViewer(db(), { role: "client" });
    await insertResponse(db(), { clientId: client.userId, questionnaireId: INTAKE_ID, answers: { reasons: "Hers" } });
    const theirs = await insertResponse(db(), {
      clientId: other.userId,
      questionnaireId: INTAKE_ID,
      answers: { reasons: "Another client's private words" },
    });
    await db()
      .update(questionnaireResponses)
      .set({ clientId: client.userId })
      .where(eq(questionnaireResponses.id, theirs));
    const failure = await getClientResponse(db(), therapist, theirs).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ClinicalValueUnreadableError);
    expect(String((failure as Error).message)).not.toContain("private words");
    expect(await entries(client.userId)).toHaveLength(0);
  });
});
