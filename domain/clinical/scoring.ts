/**
 * Scoring the measures: the PHQ-9 (depression) and the GAD-7 (anxiety). Each problem is answered
 * 0 ("Not at all") to 3 ("Nearly every day"); the total is their sum, read against the published
 * severity bands. Questions without scores (the PHQ-9's closing "how difficult" question) are
 * not counted.
 *
 * Bands: PHQ-9, Kroenke K, Spitzer RL, Williams JBW, "The PHQ-9: validity of a brief depression
 * severity measure", J Gen Intern Med 2001;16(9):606-613 (cut-points 5, 10, 15, 20). GAD-7,
 * Spitzer RL, Kroenke K, Williams JBW, Löwe B, "A brief measure for assessing generalized anxiety
 * disorder: the GAD-7", Arch Intern Med 2006;166(10):1092-1097 (cut-points 5, 10, 15).
 */
import { GAD7_ID } from "./forms/gad-7";
import { PHQ9_ID, PHQ9_SELF_HARM_ITEM } from "./forms/phq-9";
import type { Answers, Questionnaire, QuestionnaireItem } from "./questionnaire";

export const MEASURE_IDS = [PHQ9_ID, GAD7_ID] as const;
export type MeasureId = (typeof MEASURE_IDS)[number];

export type BandLabel = "Minimal" | "Mild" | "Moderate" | "Moderately severe" | "Severe";

export interface Band {
  /** The lowest and highest totals of the band, both included. */
  readonly min: number;
  readonly max: number;
  readonly label: BandLabel;
}

export interface MeasureDefinition {
  readonly id: MeasureId;
  readonly bands: readonly Band[];
  /**
   * The smallest change of total, up or down, read as a reliable change of the person's state
   * rather than the measure's noise (see `trend`).
   *
   * PHQ-9, 5 points: Löwe B, Unützer J, Callahan CM, Perkins AJ, Kroenke K, "Monitoring depression
   * treatment outcomes with the Patient Health Questionnaire-9", Med Care 2004;42(12):1194-1201:
   * the minimal clinically important difference for individual change, estimated as 2 standard
   * errors of measurement, was 5 points.
   * GAD-7, 4 points: Toussaint A, Hüsing P, Gumz A, et al., "Sensitivity to change and minimal
   * clinically important difference of the 7-item Generalized Anxiety Disorder Questionnaire
   * (GAD-7)", J Affect Disord 2020;265:395-401: the minimal clinically important difference was
   * estimated at 4 points.
   */
  readonly reliableChange: number;
}

export const MEASURES: Readonly<Record<MeasureId, MeasureDefinition>> = {
  [PHQ9_ID]: {
    id: PHQ9_ID,
    bands: [
      { min: 0, max: 4, label: "Minimal" },
      { min: 5, max: 9, label: "Mild" },
      { min: 10, max: 14, label: "Moderate" },
      { min: 15, max: 19, label: "Moderately severe" },
      { min: 20, max: 27, label: "Severe" },
    ],
    reliableChange: 5,
  },
  [GAD7_ID]: {
    id: GAD7_ID,
    bands: [
      { min: 0, max: 4, label: "Minimal" },
      { min: 5, max: 9, label: "Mild" },
      { min: 10, max: 14, label: "Moderate" },
      { min: 15, max: 21, label: "Severe" },
    ],
    reliableChange: 4,
  },
};

export function isMeasureId(id: string): id is MeasureId {
  return (MEASURE_IDS as readonly string[]).includes(id);
}

export interface MeasureFlags {
  /**
   * PHQ-9 item 9 (thoughts of being better off dead or of hurting oneself) answered above 0,
   * whatever the total and even when other items are missing: show the crisis notice and alert
   * the therapist (`crisis.ts`).
   */
  readonly selfHarm: boolean;
}

/** A measure's result: a total and its band, or the scored items still unanswered. */
export type MeasureScore =
  | {
      readonly complete: true;
      readonly measure: MeasureId;
      readonly total: number;
      /** The highest total possible (27 for the PHQ-9, 21 for the GAD-7). */
      readonly maxTotal: number;
      readonly band: BandLabel;
      readonly flags: MeasureFlags;
    }
  | {
      readonly complete: false;
      readonly measure: MeasureId;
      /** The linkIds of the scored items without a valid answer, in order. No total is given. */
      readonly missing: readonly string[];
      readonly flags: MeasureFlags;
    };

/** Items whose every option carries a score. */
function scoredItems(questionnaire: Questionnaire): QuestionnaireItem[] {
  return questionnaire.items.filter(
    (item) =>
      item.type === "choice" &&
      (item.options?.length ?? 0) > 0 &&
      item.options!.every((option) => option.score !== undefined),
  );
}

function scoreOf(item: QuestionnaireItem | undefined, answer: unknown): number | undefined {
  return item?.options?.find((option) => option.value === answer)?.score;
}

/**
 * The PHQ-9 or GAD-7 score of these answers (as `answersFor` cleaned them), or null when the
 * questionnaire is not one of the two. An answer that is not one of an item's options counts as
 * missing.
 */
export function scoreMeasure(questionnaire: Questionnaire, answers: Answers): MeasureScore | null {
  if (!isMeasureId(questionnaire.id)) return null;
  const measure = questionnaire.id;
  const items = scoredItems(questionnaire);
  const flags: MeasureFlags = { selfHarm: raisesSelfHarm(questionnaire, answers) };
  const missing = items.filter((item) => scoreOf(item, answers[item.linkId]) === undefined).map((item) => item.linkId);
  if (missing.length > 0) return { complete: false, measure, missing, flags };

  const total = items.reduce((sum, item) => sum + (scoreOf(item, answers[item.linkId]) ?? 0), 0);
  const maxTotal = items.reduce((sum, item) => sum + Math.max(...item.options!.map((option) => option.score ?? 0)), 0);
  return { complete: true, measure, total, maxTotal, band: bandOf(measure, total), flags };
}

/** The band of a total (totals above the table read as its last band). */
export function bandOf(measure: MeasureId, total: number): BandLabel {
  const bands = MEASURES[measure].bands;
  return (bands.find((band) => total >= band.min && total <= band.max) ?? bands[bands.length - 1]!).label;
}

/** True when these are PHQ-9 answers whose item 9 is answered above 0 (`MeasureFlags.selfHarm`). */
export function raisesSelfHarm(questionnaire: Questionnaire, answers: Answers): boolean {
  if (questionnaire.id !== PHQ9_ID) return false;
  const item = questionnaire.items.find((candidate) => candidate.linkId === PHQ9_SELF_HARM_ITEM);
  return (scoreOf(item, answers[PHQ9_SELF_HARM_ITEM]) ?? 0) > 0;
}

/** A measure's total on the day it was completed. */
export interface DatedTotal {
  readonly at: Date;
  readonly total: number;
}

export interface Change {
  /** The later total minus the earlier: negative is fewer symptoms (better). */
  readonly points: number;
  /** At least the measure's `reliableChange`, up or down. */
  readonly reliable: boolean;
  readonly direction: "better" | "worse" | "same";
}

export interface Trend {
  readonly first: DatedTotal;
  readonly latest: DatedTotal;
  /** From the first total to the latest. */
  readonly sinceFirst: Change;
  /** From the one before the latest to the latest; null when there is only one. */
  readonly sincePrevious: Change | null;
}

/**
 * How a client's totals of one measure have moved, oldest to newest whatever the order given;
 * null when there are none.
 */
export function trend(measure: MeasureId, scores: readonly DatedTotal[]): Trend | null {
  const ordered = [...scores].sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = ordered[0];
  const latest = ordered[ordered.length - 1];
  if (!first || !latest) return null;
  const previous = ordered.length > 1 ? ordered[ordered.length - 2]! : null;
  const change = (from: DatedTotal): Change => {
    const points = latest.total - from.total;
    return {
      points,
      reliable: Math.abs(points) >= MEASURES[measure].reliableChange,
      direction: points < 0 ? "better" : points > 0 ? "worse" : "same",
    };
  };
  return { first, latest, sinceFirst: change(first), sincePrevious: previous ? change(previous) : null };
}
