// A client's measures as her therapist sees them: opened from their sealed scores, grouped per
// measure with band and trend, self-harm flagged, one audit entry per read, and the record's
// permission (not_found for another therapist, forbidden for an admin until she breaks the glass).
import { GAD7_ID, PHQ9_ID } from "@domain/clinical/forms";
import { questionnaireResponses } from "@server/db/schema";
import { breakGlass, RECORD_NOT_FOUND, RECORD_TEXT_ADMINS } from "@server/modules/clinical-access";
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
import { getClientMeasures } from "./client-measures";

const database = withTestDatabase();
const db = () => database.db;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 10));

const therapistAndClient = () => therapistAndClientOf(db(), { start: day(-30), status: "completed" });
const readEntries = (clientId: string) => clinicalReads(db(), clientId);

describe("a client's measures", () => {
  it("groups her submitted results per measure, oldest first, with band, trend and the self-harm flags", async () => {
    const { therapist, client } = await therapistAndClient();
    const c = client.userId;
    const first = await insertResponse(db(), {
      clientId: c,
      questionnaireId: PHQ9_ID,
      answers: measureAnswers(PHQ9_ID, 18, 2),
      submittedAt: day(0),
    });
    await insertResponse(db(), {
      clientId: c,
      questionnaireId: GAD7_ID,
      answers: measureAnswers(GAD7_ID, 12),
      submittedAt: day(0),
    });
    const latest = await insertResponse(db(), {
      clientId: c,
      questionnaireId: PHQ9_ID,
      answers: measureAnswers(PHQ9_ID, 7),
      submittedAt: day(28),
    });
    await insertResponse(db(), {
      clientId: c,
      questionnaireId: PHQ9_ID,
      answers: measureAnswers(PHQ9_ID, 11, 1),
      submittedAt: day(14),
    });
    // A draft has no score and is not a result.
    await insertResponse(db(), { clientId: c, questionnaireId: GAD7_ID, answers: { "gad7-1": "3" }, status: "draft" });

    const { measures } = await getClientMeasures(db(), therapist, c);
    const phq = measures.find((m) => m.measure === PHQ9_ID);
    const gad = measures.find((m) => m.measure === GAD7_ID);
    expect(phq?.results.map((r) => [r.total, r.band])).toEqual([
      [18, "Moderately severe"],
      [11, "Moderate"],
      [7, "Mild"],
    ]);
    expect(phq?.latest).toMatchObject({ responseId: latest, total: 7, band: "Mild", selfHarm: false });
    expect(phq?.trend?.sinceFirst).toEqual({ points: -11, reliable: true, direction: "better" });
    expect(phq?.trend?.sincePrevious).toEqual({ points: -4, reliable: false, direction: "better" });
    expect(phq?.selfHarmResponses).toHaveLength(2);
    expect(phq?.selfHarmResponses.at(-1)).toBe(first);
    expect(phq?.maxTotal).toBe(27);
    expect(gad?.results.map((r) => [r.total, r.band])).toEqual([[12, "Moderate"]]);
    expect(gad?.trend?.sincePrevious).toBeNull();
    expect(gad?.maxTotal).toBe(21);
  });

  it("writes one audit entry per read, with her id and the count, never a score", async () => {
    const { therapist, client } = await therapistAndClient();
    for (const total of [5, 9]) {
      await insertResponse(db(), {
        clientId: client.userId,
        questionnaireId: PHQ9_ID,
        answers: measureAnswers(PHQ9_ID, total),
      });
    }
    await getClientMeasures(db(), therapist, client.userId);
    const entries = await readEntries(client.userId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      userId: therapist.userId,
      clientId: client.userId,
      tableName: "questionnaire_responses",
    });
    expect(entries[0]?.details).toEqual({ as: "therapist", what: "scores", count: 2 });
  });

  it("is not_found for another therapist and a stranger client, and unaudited", async () => {
    const { client } = await therapistAndClient();
    await insertResponse(db(), {
      clientId: client.userId,
      questionnaireId: PHQ9_ID,
      answers: measureAnswers(PHQ9_ID, 3),
    });
    for (const role of ["therapist", "client"] as const) {
      const other = await insertViewer(db(), { role });
      const refused = await rejection(getClientMeasures(db(), other, client.userId));
      expect([refused.code, refused.message]).toEqual(["not_found", RECORD_NOT_FOUND]);
    }
    expect(await readEntries(client.userId)).toHaveLength(0);
  });

  it("is forbidden to an admin until she breaks the glass, then hers to read, audited as break-glass", async () => {
    const { client } = await therapistAndClient();
    await insertResponse(db(), {
      clientId: client.userId,
      questionnaireId: GAD7_ID,
      answers: measureAnswers(GAD7_ID, 16),
    });
    const admin = await insertViewer(db(), { role: "admin" });
    const refused = await rejection(getClientMeasures(db(), admin, client.userId));
    expect([refused.code, refused.message]).toEqual(["forbidden", RECORD_TEXT_ADMINS]);

    await breakGlass(db(), admin, { clientId: client.userId, reason: "Her therapist is away and she is at risk." });
    const { measures } = await getClientMeasures(db(), admin, client.userId);
    expect(measures.find((m) => m.measure === GAD7_ID)?.latest).toMatchObject({ total: 16, band: "Severe" });
    const [entry] = await readEntries(client.userId);
    expect(entry?.details).toMatchObject({ as: "break-glass", what: "scores" });
  });

  it("fails closed when a score was moved from another client's row: an error, no score of anyone", async () => {
    const { therapist, client } = await therapistAndClient();
    const other = await insertViewer(db(), { role: "client" });
    await insertResponse(db(), {
      clientId: client.userId,
      questionnaireId: PHQ9_ID,
      answers: measureAnswers(PHQ9_ID, 4),
    });
    const theirs = await insertResponse(db(), {
      clientId: other.userId,
      questionnaireId: PHQ9_ID,
      answers: measureAnswers(PHQ9_ID, 22, 3),
    });
    const [moved] = await db()
      .update(questionnaireResponses)
      .set({ clientId: client.userId })
      .where(eq(questionnaireResponses.id, theirs))
      .returning({ score: questionnaireResponses.score });

    const failure = await getClientMeasures(db(), therapist, client.userId).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ClinicalValueUnreadableError);
    // The message names the row by its id, whose hex digits may spell "22": read it without ids.
    const message = (failure as Error).message.replace(/[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, "<id>");
    expect(message).toContain("<id>");
    expect(message).not.toContain(moved?.score ?? "no score");
    expect(message).not.toMatch(/22|Severe|selfHarm/);
    // The failed read wrote nothing: its transaction was rolled back.
    expect(await readEntries(client.userId)).toHaveLength(0);
  });
});
