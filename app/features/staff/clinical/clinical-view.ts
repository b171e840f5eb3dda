import { type Answers, enabledLinkIds, isAnswered, type Questionnaire } from "@domain/clinical/questionnaire";
import type { Band, BandLabel, Change, MeasureScore, Trend } from "@domain/clinical/scoring";
import { formatLongDate } from "@domain/long-date";
import { sessionWhen } from "@domain/session-time";
import { zoneFormat } from "@domain/zone-time";
import type { ClientMeasure, ClientResponse, ResponseSummary } from "@server/modules/clinical-responses";

/** One result as the chart and its table show it, dates in the viewer's zone. */
export interface MeasurePointView {
  responseId: string;
  iso: string;
  /** "12 Jan" under the chart; "12 January 2026" in the table and the sentences. */
  shortDate: string;
  date: string;
  total: number;
  band: BandLabel;
  selfHarm: boolean;
}

export interface MeasureView {
  measure: string;
  title: string;
  maxTotal: number;
  bands: readonly Band[];
  points: MeasurePointView[];
  latest: MeasurePointView | null;
  /** How the totals moved, in words; null without results. */
  trend: string | null;
  /** The results whose item 9 was above 0, newest first. */
  selfHarm: MeasurePointView[];
}

const shortDate = (at: Date, zone: string) =>
  zoneFormat("measure-short-date", "en-GB", zone, { day: "numeric", month: "short" }).format(at);

function changeText(change: Change, measure: string): string {
  if (change.direction === "same") return "no change";
  const size = Math.abs(change.points);
  const way = `${size} point${size === 1 ? "" : "s"} ${change.direction === "better" ? "lower" : "higher"}`;
  if (!change.reliable) return `${way}, within the ${measure}'s usual variation`;
  return `${way}: a reliable ${change.direction === "better" ? "improvement" : "worsening"}`;
}

/** "Since the first result (5 January 2026, 18), 11 points lower: a reliable improvement. ..." */
export function trendSentence(measure: string, trend: Trend | null, zone: string): string | null {
  if (!trend) return null;
  const date = (at: Date) => formatLongDate(at, zone);
  if (trend.sincePrevious === null) {
    return `One result so far: ${trend.latest.total} on ${date(trend.latest.at)}.`;
  }
  const first = `Since the first result (${date(trend.first.at)}, ${trend.first.total}), ${changeText(trend.sinceFirst, measure)}.`;
  return `${first} Since the one before, ${changeText(trend.sincePrevious, measure)}.`;
}

export function toMeasureView(measure: ClientMeasure, zone: string): MeasureView {
  const name = measure.measure.toUpperCase();
  const points = measure.results.map((result) => ({
    responseId: result.responseId,
    iso: result.at.toISOString(),
    shortDate: shortDate(result.at, zone),
    date: formatLongDate(result.at, zone),
    total: result.total,
    band: result.band,
    selfHarm: result.selfHarm,
  }));
  return {
    measure: measure.measure,
    title: measure.title,
    maxTotal: measure.maxTotal,
    bands: measure.bands,
    points,
    latest: points.at(-1) ?? null,
    trend: trendSentence(name, measure.trend, zone),
    selfHarm: points.filter((point) => point.selfHarm).reverse(),
  };
}

/** The chart's drawing: its size, and where each band and result falls. */
export const CHART = { width: 320, height: 168, left: 26, right: 8, top: 8, bottom: 24 } as const;

export interface ChartGeometry {
  zones: { label: BandLabel; y: number; height: number; index: number; min: number }[];
  dots: { x: number; y: number; point: MeasurePointView }[];
  line: string;
}

/** Times along the x axis (a lone result in the middle), totals up the y axis, 0 at the bottom. */
export function chartGeometry(view: Pick<MeasureView, "maxTotal" | "bands" | "points">): ChartGeometry {
  const innerWidth = CHART.width - CHART.left - CHART.right;
  const innerHeight = CHART.height - CHART.top - CHART.bottom;
  const top = view.maxTotal + 1;
  const y = (total: number) => CHART.top + innerHeight * (1 - total / top);
  const times = view.points.map((point) => Date.parse(point.iso));
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  const x = (time: number) => CHART.left + (span > 0 ? ((time - first) / span) * innerWidth : innerWidth / 2);
  const zones = view.bands.map((band, index) => ({
    label: band.label,
    index,
    min: band.min,
    y: y(Math.min(band.max + 1, top)),
    height: y(band.min) - y(Math.min(band.max + 1, top)),
  }));
  const dots = view.points.map((point, i) => ({ x: x(times[i] ?? first), y: y(point.total + 0.5), point }));
  return { zones, dots, line: dots.map((dot) => `${dot.x.toFixed(1)},${dot.y.toFixed(1)}`).join(" ") };
}

export const RESPONSE_STATUS_TEXT = { draft: "In progress", submitted: "Submitted" } as const;

export interface ResponseRowView {
  id: string;
  title: string;
  version: number;
  status: string;
  signed: boolean;
  /** "Submitted 12 January 2026", "Signed ...", "Started ..., last saved ..." */
  when: string;
}

export function toResponseRow(response: ResponseSummary, zone: string): ResponseRowView {
  const date = (at: Date) => formatLongDate(at, zone);
  const when = response.signedAt
    ? `Signed ${date(response.signedAt)}`
    : response.submittedAt
      ? `Submitted ${date(response.submittedAt)}`
      : `Started ${date(response.startedAt)}, last saved ${date(response.updatedAt)}`;
  return {
    id: response.id,
    title: response.title,
    version: response.version,
    status: response.signedAt ? "Signed" : RESPONSE_STATUS_TEXT[response.status],
    signed: response.signedAt !== null,
    when,
  };
}

/** An item as the response page shows it: the question (or text to read) and her answer in words. */
export interface AnswerView {
  linkId: string;
  text: string;
  display: boolean;
  answer: string | null;
}

/** The items she was shown, each with her answer as she read it (an option's label, "Yes"/"No" for a tick). */
export function answerViews(questionnaire: Questionnaire, answers: Answers): AnswerView[] {
  const shown = enabledLinkIds(questionnaire, answers);
  return questionnaire.items
    .filter((item) => shown.has(item.linkId))
    .map((item) => {
      const value = answers[item.linkId];
      const label = (v: string) => item.options?.find((option) => option.value === v)?.label ?? v;
      let answer: string | null = null;
      if (isAnswered(value)) {
        if (typeof value === "boolean") answer = value ? "Yes" : "No";
        else if (typeof value === "string") answer = label(value);
        else answer = value.map(label).join(", ");
      }
      return { linkId: item.linkId, text: item.text, display: item.type === "display", answer };
    });
}

export interface ResponsePageView {
  id: string;
  clientId: string;
  title: string;
  version: number;
  status: string;
  submitted: string | null;
  started: string;
  answers: AnswerView[];
  score: { total: number; maxTotal: number; band: string; selfHarm: boolean } | { missing: number } | null;
  signature: {
    when: string;
    ipAddress: string;
    userAgent: string;
    versionHash: string;
    matchesPublishedText: boolean;
    pdfHref: string | null;
  } | null;
}

export const signedPdfHref = (responseId: string) => `/api/staff/clinical/responses/${responseId}/signed.pdf`;

function scoreView(score: MeasureScore | null): ResponsePageView["score"] {
  if (!score) return null;
  if (!score.complete) return { missing: score.missing.length };
  return { total: score.total, maxTotal: score.maxTotal, band: score.band, selfHarm: score.flags.selfHarm };
}

/** `pdfHrefOf`: where the reader downloads a signed copy (staff and the client have their own routes). */
export function toResponsePage(
  response: ClientResponse,
  zone: string,
  pdfHrefOf: (responseId: string) => string = signedPdfHref,
): ResponsePageView {
  return {
    id: response.id,
    clientId: response.clientId,
    title: response.questionnaire.title,
    version: response.questionnaire.version,
    status: response.signature ? "Signed" : RESPONSE_STATUS_TEXT[response.status],
    submitted: response.submittedAt ? sessionWhen(response.submittedAt, zone).text : null,
    started: sessionWhen(response.startedAt, zone).text,
    answers: answerViews(response.questionnaire, response.answers),
    score: scoreView(response.score),
    signature: response.signature
      ? {
          when: sessionWhen(response.signature.signedAt, zone).text,
          ipAddress: response.signature.ipAddress ?? "Not recorded",
          userAgent: response.signature.userAgent ?? "Not recorded",
          versionHash: response.signature.versionHash ?? "Not recorded",
          matchesPublishedText: response.signature.matchesPublishedText,
          pdfHref: response.signature.hasDocument ? pdfHrefOf(response.id) : null,
        }
      : null,
  };
}
