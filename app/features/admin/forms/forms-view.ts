import type { ItemType, QuestionnaireKind } from "@domain/clinical/questionnaire";

export const FORMS_BASE = "/admin-dashboard/forms";

export interface FormsPageView {
  questionnaires: {
    id: string;
    title: string;
    kind: QuestionnaireKind;
    kindLabel: string;
    currentVersion: number;
    minimumVersion: number;
    archived: boolean;
    versions: number;
    submittedResponses: number;
  }[];
  schedules: {
    serviceId: string;
    serviceName: string;
    /** False while the service uses the practice's default. */
    own: boolean;
    beforeFirstSession: string[];
    hoursBefore: number;
    recurringIds: string[];
    recurringEvery: number | null;
  }[];
  supervisions: {
    therapistId: string;
    therapistName: string;
    supervisorId: string;
    supervisorName: string;
    since: string;
  }[];
  therapists: { id: string; name: string }[];
}

export interface QuestionnaireItemView {
  linkId: string;
  text: string;
  help: string;
  type: ItemType;
  typeLabel: string;
  required: boolean;
  options: string[];
  /** Shown only for some answers to an earlier question. */
  conditional: boolean;
  /** A consent's agreement or signature: kept as it is. */
  signing: boolean;
  first: boolean;
  last: boolean;
}

export interface QuestionnairePageView {
  id: string;
  title: string;
  kind: QuestionnaireKind;
  kindLabel: string;
  intro: string | null;
  /** False for the measures, whose wording and scoring are published. */
  editable: boolean;
  currentVersion: number;
  minimumVersion: number;
  archived: boolean;
  items: QuestionnaireItemView[];
  /** Newest first. */
  history: { version: number; published: string; publishedBy: string | null; submittedResponses: number }[];
}
