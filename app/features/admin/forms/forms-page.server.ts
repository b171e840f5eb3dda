import { ITEM_TYPE_LABELS, isSigningItem } from "@domain/clinical/form-editing";
import { formatLongDate } from "@domain/long-date";
import { usableZone, zoneFormat } from "@domain/zone-time";
import { getDb } from "@server/db";
import { AppError } from "@server/lib/errors";
import type { Viewer } from "@server/modules/accounts";
import { assignSupervisor, listSupervisions } from "@server/modules/clinical-access";
import {
  addQuestion,
  archiveQuestionnaire,
  askAgain,
  createQuestionnaire,
  editQuestionText,
  getQuestionnaireForAdmin,
  listFormSchedules,
  listQuestionnairesForAdmin,
  moveQuestion,
  removeQuestion,
  resetServiceFormSchedule,
  saveServiceFormSchedule,
  setQuestionRequired,
} from "@server/modules/clinical-forms";
import { listTherapists } from "@server/modules/staff";
import { redirect } from "react-router";
import { failure, rethrowAsResponse } from "~/lib/action-result";
import { FORMS_BASE, type FormsPageView, type QuestionnairePageView } from "./forms-view";

const KIND_LABELS = { form: "Form", consent: "Consent", measure: "Scored measure" } as const;

/** The forms tab: every questionnaire, each service's schedule, and the clinical supervisors. */
export async function loadFormsPage(viewer: Viewer): Promise<FormsPageView> {
  const db = await getDb();
  const [questionnaires, schedules, supervisions, therapists] = await Promise.all([
    listQuestionnairesForAdmin(db, viewer),
    listFormSchedules(db, viewer),
    listSupervisions(db, viewer),
    listTherapists(db, viewer),
  ]);
  const zone = usableZone(viewer.timezone);
  return {
    questionnaires: questionnaires.map((q) => ({ ...q, kindLabel: KIND_LABELS[q.kind] })),
    schedules: schedules.map((entry) => ({
      serviceId: entry.serviceId,
      serviceName: entry.serviceName,
      own: entry.own,
      beforeFirstSession: [...entry.schedule.beforeFirstSession],
      hoursBefore: entry.schedule.hoursBefore,
      recurringIds: [...(entry.schedule.recurring?.questionnaireIds ?? [])],
      recurringEvery: entry.schedule.recurring?.every ?? null,
    })),
    supervisions: supervisions.map((s) => ({
      therapistId: s.therapistId,
      therapistName: s.therapistName,
      supervisorId: s.supervisorId,
      supervisorName: s.supervisorName,
      since: formatLongDate(new Date(s.since), zone),
    })),
    therapists,
  };
}

/** The submitted form: each field's last value, and every value of a field sent several times (check boxes). */
async function readFormData(request: Request) {
  const data = await request.formData().catch(() => null);
  const fields: Record<string, string> = {};
  const all = (name: string) => (data?.getAll(name) ?? []).filter((v): v is string => typeof v === "string");
  if (data) for (const [key, value] of data.entries()) if (typeof value === "string") fields[key] = value;
  return { fields, all };
}

const unknownAction = () => new AppError("bad_request", "Unknown action");

/**
 * intent "create" (a new form or consent, then its page), "save-schedule" / "reset-schedule" (a
 * service's forms), "assign-supervisor" / "remove-supervisor".
 */
export async function formsPageAction(viewer: Viewer, request: Request) {
  const { fields, all } = await readFormData(request);
  try {
    const db = await getDb();
    switch (fields.intent) {
      case "create": {
        const created = await createQuestionnaire(db, viewer, { title: fields.title, kind: fields.kind });
        return redirect(`${FORMS_BASE}/${created.questionnaireId}`);
      }
      case "save-schedule":
        await saveServiceFormSchedule(db, viewer, {
          serviceId: fields.serviceId,
          beforeFirstSession: all("beforeFirstSession"),
          hoursBefore: fields.hoursBefore,
          recurringIds: all("recurringIds"),
          recurringEvery: fields.recurringEvery,
        });
        return { ok: true as const };
      case "reset-schedule":
        await resetServiceFormSchedule(db, viewer, fields.serviceId);
        return { ok: true as const };
      case "assign-supervisor":
      case "remove-supervisor":
        await assignSupervisor(db, viewer, {
          therapistId: fields.therapistId,
          supervisorId: fields.supervisorId,
          assign: fields.intent === "assign-supervisor",
        });
        return { ok: true as const };
      default:
        throw unknownAction();
    }
  } catch (err) {
    return failure(err, "The change could not be saved. Please try again.");
  }
}

/** A questionnaire's editing page: its current items, its versions, and what may be done with it. */
export async function loadQuestionnairePage(viewer: Viewer, id: string | undefined): Promise<QuestionnairePageView> {
  const detail = await getQuestionnaireForAdmin(await getDb(), viewer, id ?? "").catch(rethrowAsResponse);
  const zone = usableZone(viewer.timezone);
  const time = zoneFormat("forms-history-time", "en-GB", zone, {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const { questionnaire } = detail;
  return {
    id: questionnaire.id,
    title: questionnaire.title,
    kind: questionnaire.kind,
    kindLabel: KIND_LABELS[questionnaire.kind],
    intro: questionnaire.intro ?? null,
    editable: questionnaire.kind !== "measure",
    currentVersion: detail.currentVersion,
    minimumVersion: detail.minimumVersion,
    archived: detail.archived,
    items: questionnaire.items.map((item, index) => ({
      linkId: item.linkId,
      text: item.text,
      help: item.help ?? "",
      type: item.type,
      typeLabel: ITEM_TYPE_LABELS[item.type],
      required: item.required,
      options: (item.options ?? []).map((option) => option.label),
      conditional: (item.enableWhen ?? []).length > 0,
      signing: isSigningItem(questionnaire, item.linkId),
      first: index === 0,
      last: index === questionnaire.items.length - 1,
    })),
    history: detail.history.map((entry) => ({
      version: entry.version,
      published: `${formatLongDate(entry.publishedAt, zone)}, ${time.format(entry.publishedAt)}`,
      publishedBy: entry.publishedBy,
      submittedResponses: entry.submittedResponses,
    })),
  };
}

/**
 * intent "add", "remove", "move", "required", "edit-text" (each publishes the next version, from
 * the version the admin saw: `version`), "ask-again", "archive".
 */
export async function questionnaireAction(viewer: Viewer, id: string | undefined, request: Request) {
  const { fields } = await readFormData(request);
  const questionnaireId = id ?? "";
  const target = { questionnaireId, version: fields.version, linkId: fields.linkId };
  try {
    const db = await getDb();
    switch (fields.intent) {
      case "add": {
        const { text, type, required, options, help } = fields;
        return published(await addQuestion(db, viewer, { ...target, text, type, required, options, help }));
      }
      case "remove":
        return published(await removeQuestion(db, viewer, target));
      case "move":
        return published(await moveQuestion(db, viewer, { ...target, direction: fields.direction }));
      case "required":
        return published(await setQuestionRequired(db, viewer, { ...target, required: fields.required }));
      case "edit-text":
        return published(await editQuestionText(db, viewer, { ...target, text: fields.text, help: fields.help }));
      case "ask-again":
        await askAgain(db, viewer, questionnaireId);
        return { ok: true as const };
      case "archive": {
        if (fields.archived !== "true" && fields.archived !== "false") {
          throw new AppError("bad_request", "Please choose whether to archive the form.");
        }
        await archiveQuestionnaire(db, viewer, questionnaireId, fields.archived === "true");
        return { ok: true as const };
      }
      default:
        throw unknownAction();
    }
  } catch (err) {
    return failure(err, "The form could not be changed. Please try again.");
  }
}

function published(answer: { version: number; published: boolean }) {
  return answer.published
    ? { ok: true as const, notice: undefined }
    : {
        ok: true as const,
        notice: { title: "Nothing changed", description: "This is already the current version of the form." },
      };
}
