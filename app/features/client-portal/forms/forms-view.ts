import { CLINICAL_READ_LABELS } from "@domain/clinical/records";
import type { Trend } from "@domain/clinical/scoring";
import { sessionWhen } from "@domain/session-time";
import { usableZone } from "@domain/zone-time";
import type { RecordView } from "@server/modules/clinical-access";
import type { MyForms } from "@server/modules/clinical-responses";

/** The Forms tab, every time already written in her zone. */
export interface FormsTabView {
  due: {
    questionnaireId: string;
    title: string;
    dueBy: string;
    overdue: boolean;
    session: string;
    hasDraft: boolean;
  }[];
  /** Started and not submitted, and not listed as due. */
  drafts: { questionnaireId: string; title: string; savedAt: string }[];
  submitted: { id: string; title: string; version: number; submittedAt: string; signed: boolean }[];
  measures: {
    measure: string;
    title: string;
    latest: { total: number; maxTotal: number; band: string; at: string };
    trend: string | null;
    /** Oldest first, for the small chart. */
    points: { total: number; at: string }[];
    maxTotal: number;
  }[];
  views: { who: string; role: string; what: string; when: string }[];
}

const ROLE_NAMES: Record<string, string> = {
  therapist: "Therapist",
  admin: "Administrator",
  client: "Client",
  "former member of staff": "Former member of staff",
};

/** A change of total in words: fewer points is fewer symptoms. */
export function trendText(trend: Trend | null): string | null {
  if (!trend?.sincePrevious) return null;
  const words = (points: number) => `${Math.abs(points)} point${Math.abs(points) === 1 ? "" : "s"}`;
  const since = trend.sinceFirst;
  const first =
    since.direction === "same"
      ? "The same as your first score."
      : `${since.direction === "better" ? "Down" : "Up"} ${words(since.points)} since your first score${
          since.reliable
            ? since.direction === "better"
              ? ", a real improvement."
              : ", a real change worth talking about."
            : "."
        }`;
  const last = trend.sincePrevious;
  const previous =
    last.direction === "same"
      ? "The same as last time."
      : `${last.direction === "better" ? "Down" : "Up"} ${words(last.points)} since last time.`;
  return `${first} ${previous}`;
}

export function toFormsTabView(forms: MyForms, views: readonly RecordView[], timeZone: string): FormsTabView {
  const zone = usableZone(timeZone);
  const when = (at: Date) => sessionWhen(at, zone).text;
  const dueIds = new Set(forms.due.map((form) => form.questionnaireId));
  return {
    due: forms.due.map((form) => ({
      questionnaireId: form.questionnaireId,
      title: form.title,
      dueBy: when(form.dueBy),
      overdue: form.overdue,
      session: when(form.sessionStartsAt),
      hasDraft: form.hasDraft,
    })),
    drafts: forms.drafts
      .filter((draft) => !dueIds.has(draft.questionnaireId))
      .map((draft) => ({ questionnaireId: draft.questionnaireId, title: draft.title, savedAt: when(draft.savedAt) })),
    submitted: forms.submitted.map((form) => ({
      id: form.id,
      title: form.title,
      version: form.version,
      submittedAt: when(form.submittedAt),
      signed: form.signed,
    })),
    measures: forms.measures.flatMap((measure) => {
      const latest = measure.scores[measure.scores.length - 1];
      if (!latest) return [];
      return [
        {
          measure: measure.measure,
          title: measure.title,
          latest: { total: latest.total, maxTotal: latest.maxTotal, band: latest.band, at: when(latest.at) },
          trend: trendText(measure.trend),
          points: measure.scores.map((score) => ({ total: score.total, at: when(score.at) })),
          maxTotal: latest.maxTotal,
        },
      ];
    }),
    views: views.map((view) => ({
      who: view.name,
      role: ROLE_NAMES[view.role] ?? view.role,
      what:
        view.what === "read"
          ? (CLINICAL_READ_LABELS[view.detail ?? ""] ?? "Read your record")
          : view.what === "export"
            ? "Exported your record"
            : `Emergency access: ${view.detail ?? ""}`,
      when: when(view.at),
    })),
  };
}
