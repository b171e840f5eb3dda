// The forms missing on a therapist's upcoming sessions: one call for a list of sessions, each
// session with the due forms its client has not submitted, read from what exists (no text).
import { CONSENT_TO_TREATMENT_ID, GAD7_ID, INTAKE_ID, PHQ9_ID, TELETHERAPY_CONSENT_ID } from "@domain/clinical/forms";
import { insertResponse, measureAnswers } from "@tests/support/clinical";
import { withTestDatabase } from "@tests/support/database";
import { insertSession } from "@tests/support/fixtures";
import { insertViewer, rejection } from "@tests/support/payments-world";
import { describe, expect, it } from "vitest";
import { FORMS_MISSING_STAFF_ONLY, formsMissingForSessions } from "./forms-missing";

const database = withTestDatabase();
const db = () => database.db;
const NOW = new Date("2026-03-02T08:00:00Z");
const inDays = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

async function submitAll(clientId: string, ids: string[]) {
  for (const questionnaireId of ids) {
    const measure = questionnaireId === PHQ9_ID || questionnaireId === GAD7_ID;
    await insertResponse(db(), {
      clientId,
      questionnaireId,
      answers: measure ? measureAnswers(questionnaireId, 3) : { agree: true, signature: "Kofi Mensah" },
      submittedAt: inDays(-1),
    });
  }
}

describe("forms missing on upcoming sessions", () => {
  it("names, per upcoming session of hers, each due form not yet submitted; a session with none is left out", async () => {
    const therapist = await insertViewer(db(), { role: "therapist" });
    const [ama, kwame] = [await insertViewer(db()), await insertViewer(db())];
    const amaFirst = await insertSession(db(), {
      clientId: ama.userId,
      therapistId: therapist.userId,
      start: inDays(3),
    });
    const amaSecond = await insertSession(db(), {
      clientId: ama.userId,
      therapistId: therapist.userId,
      start: inDays(10),
    });
    const kwameNext = await insertSession(db(), {
      clientId: kwame.userId,
      therapistId: therapist.userId,
      start: inDays(2),
    });
    await submitAll(ama.userId, [INTAKE_ID]);
    await submitAll(kwame.userId, [INTAKE_ID, CONSENT_TO_TREATMENT_ID, TELETHERAPY_CONSENT_ID, PHQ9_ID, GAD7_ID]);
    // Another therapist's session with Ama is not on this therapist's list.
    const colleague = await insertViewer(db(), { role: "therapist" });
    await insertSession(db(), { clientId: ama.userId, therapistId: colleague.userId, start: inDays(20) });

    const missing = await formsMissingForSessions(db(), therapist, { now: NOW });
    expect(missing.map((s) => s.sessionId)).toEqual([amaFirst.id]);
    expect(missing[0]?.missing.map((form) => form.name).sort()).toEqual(
      ["Consent", "GAD-7", "Online consent", "PHQ-9"].sort(),
    );
    expect(missing[0]?.missing[0]).toMatchObject({
      reason: expect.any(String),
      dueBy: new Date(amaFirst.startsAt.getTime() - 24 * 3_600_000),
      overdue: false,
    });
    expect(missing.some((s) => s.sessionId === amaSecond.id || s.sessionId === kwameNext.id)).toBe(false);

    // The same list, narrowed to one client or to the sessions shown.
    expect((await formsMissingForSessions(db(), therapist, { now: NOW, clientId: kwame.userId })).length).toBe(0);
    expect(
      (await formsMissingForSessions(db(), therapist, { now: NOW, sessionIds: [kwameNext.id, amaFirst.id, "x"] })).map(
        (s) => s.sessionId,
      ),
    ).toEqual([amaFirst.id]);
    expect(await formsMissingForSessions(db(), colleague, { now: NOW, sessionIds: [amaFirst.id] })).toEqual([]);

    // An admin sees every therapist's sessions: what exists, never what it says.
    const admin = await insertViewer(db(), { role: "admin" });
    const all = await formsMissingForSessions(db(), admin, { now: NOW, clientId: ama.userId });
    expect(all.map((s) => s.sessionId)).toEqual([amaFirst.id]);
  });

  it("is for staff: a client is refused, and a client not hers is not_found", async () => {
    const client = await insertViewer(db());
    const refused = await rejection(formsMissingForSessions(db(), client, { now: NOW }));
    expect([refused.code, refused.message]).toEqual(["forbidden", FORMS_MISSING_STAFF_ONLY]);
    const therapist = await insertViewer(db(), { role: "therapist" });
    const stranger = await rejection(formsMissingForSessions(db(), therapist, { clientId: client.userId }));
    expect(stranger.code).toBe("not_found");
  });
});
