import { GAD7_ID, PHQ9_ID } from "@domain/clinical/forms";
import {
  type Band,
  type BandLabel,
  isMeasureId,
  MEASURE_IDS,
  MEASURES,
  type MeasureId,
  type MeasureScore,
  type Trend,
  trend,
} from "@domain/clinical/scoring";
import type { Database } from "@server/db/client";
import { questionnaireResponses } from "@server/db/schema";
import type { Viewer } from "@server/modules/accounts";
import { auditClinicalRead, clinicalAccess } from "@server/modules/clinical-access";
import { ClinicalValueUnreadableError, clinicalCipher } from "@server/modules/clinical-keys";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";

/** What a measure is called on the therapist's page. */
export const MEASURE_TITLES: Readonly<Record<MeasureId, string>> = {
  [PHQ9_ID]: "PHQ-9 (depression)",
  [GAD7_ID]: "GAD-7 (anxiety)",
};

/** One submitted measure's total, on the day she submitted it. */
export interface MeasureResult {
  readonly responseId: string;
  readonly at: Date;
  readonly total: number;
  readonly band: BandLabel;
  /** PHQ-9 item 9 (thoughts of self-harm) answered above 0. */
  readonly selfHarm: boolean;
}

/** A client's results of one measure, oldest first, with the bands to read them against. */
export interface ClientMeasure {
  readonly measure: MeasureId;
  readonly title: string;
  readonly maxTotal: number;
  readonly bands: readonly Band[];
  readonly results: readonly MeasureResult[];
  readonly latest: MeasureResult | null;
  readonly trend: Trend | null;
  /** The responses whose PHQ-9 item 9 was above 0, newest first. */
  readonly selfHarmResponses: readonly string[];
}

export interface ClientMeasures {
  readonly clientId: string;
  /** Every measure the practice scores (PHQ-9, GAD-7), each with its results (none yet: empty). */
  readonly measures: readonly ClientMeasure[];
}

/** The total a score records, or an error: a sealed score that is not a complete MeasureScore of its measure. */
function completeScore(text: string, measure: MeasureId): Extract<MeasureScore, { complete: true }> {
  let score: MeasureScore;
  try {
    score = JSON.parse(text) as MeasureScore;
  } catch {
    throw new ClinicalValueUnreadableError("A stored score of questionnaire_responses is not a score.");
  }
  if (
    score === null ||
    typeof score !== "object" ||
    score.measure !== measure ||
    score.complete !== true ||
    typeof score.total !== "number"
  ) {
    throw new ClinicalValueUnreadableError("A stored score of questionnaire_responses is not a complete score.");
  }
  return score;
}

/**
 * A client's scored measures (PHQ-9, GAD-7) for the people who may read her record: every
 * submitted result, opened with her key read once, grouped per measure with its band, the trend
 * and the results that raised self-harm. One query for the rows; one audit entry per read
 * ("scores", with the count). A value that does not open (changed, moved from another row, her
 * key destroyed) fails the whole read: nothing is shown rather than something wrong.
 */
export async function getClientMeasures(db: Database, viewer: Viewer, clientId: unknown): Promise<ClientMeasures> {
  return db.transaction(async (tx) => {
    const access = await clinicalAccess(tx, viewer, clientId);
    const rows = await tx
      .select({
        id: questionnaireResponses.id,
        questionnaireId: questionnaireResponses.questionnaireId,
        submittedAt: questionnaireResponses.submittedAt,
        score: questionnaireResponses.score,
      })
      .from(questionnaireResponses)
      .where(
        and(
          eq(questionnaireResponses.clientId, access.clientId),
          eq(questionnaireResponses.status, "submitted"),
          inArray(questionnaireResponses.questionnaireId, [...MEASURE_IDS]),
          isNotNull(questionnaireResponses.score),
        ),
      )
      .orderBy(asc(questionnaireResponses.submittedAt), asc(questionnaireResponses.id));

    const cipher = clinicalCipher(tx, access.clientId);
    const byMeasure = new Map<MeasureId, MeasureResult[]>(MEASURE_IDS.map((id) => [id, []]));
    for (const row of rows) {
      if (!isMeasureId(row.questionnaireId) || row.score === null || row.submittedAt === null) continue;
      const text = await cipher.open({ table: "questionnaire_responses", rowId: row.id, field: "score" }, row.score);
      const score = completeScore(text, row.questionnaireId);
      byMeasure.get(row.questionnaireId)?.push({
        responseId: row.id,
        at: new Date(row.submittedAt),
        total: score.total,
        band: score.band,
        selfHarm: score.flags?.selfHarm === true,
      });
    }
    await auditClinicalRead(tx, access, "scores", {
      tableName: "questionnaire_responses",
      details: { count: rows.length },
    });

    const measures = MEASURE_IDS.map((measure): ClientMeasure => {
      const results = byMeasure.get(measure) ?? [];
      const definition = MEASURES[measure];
      return {
        measure,
        title: MEASURE_TITLES[measure],
        maxTotal: definition.bands[definition.bands.length - 1]?.max ?? 0,
        bands: definition.bands,
        results,
        latest: results[results.length - 1] ?? null,
        trend: trend(measure, results),
        selfHarmResponses: results
          .filter((result) => result.selfHarm)
          .map((result) => result.responseId)
          .reverse(),
      };
    });
    return { clientId: access.clientId, measures };
  });
}
