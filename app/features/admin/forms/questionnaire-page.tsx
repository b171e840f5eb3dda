import { EDITABLE_ITEM_TYPES, ITEM_TYPE_LABELS } from "@domain/clinical/form-editing";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Field, TextAreaField } from "~/components/ui/field";
import { Section } from "~/components/ui/section";
import { SelectField } from "~/components/ui/select-field";
import { useDialogAnswer } from "../use-dialog-answer";
import { ActionForm } from "./action-form";
import { FORMS_BASE, type QuestionnaireItemView, type QuestionnairePageView } from "./forms-view";

const card = "rounded-2xl bg-white p-4 ring-1 ring-stone-200";
const FAILED = "Failed to change the form";

/** One questionnaire: its questions in order (each editable in place), a new question, its versions. */
export function QuestionnairePage({ view }: { view: QuestionnairePageView }) {
  const version = { version: view.currentVersion };
  // A removed question's card leaves the page with its answer: the page keeps the removal's form state and toast.
  const removal = useDialogAnswer({ success: "Question removed", failed: FAILED }, () => {});
  return (
    <div className="space-y-10">
      <div>
        <Link to={FORMS_BASE} className="text-sm font-medium text-brand-700 underline">
          All forms
        </Link>
        <h2 className="mt-2 font-serif text-2xl text-brand-900">{view.title}</h2>
        <p className="mt-1 text-sm text-stone-700">
          {view.kindLabel} · version {view.currentVersion}
          {view.archived ? " · archived: not asked" : ""}
        </p>
        {view.intro ? <p className="mt-2 whitespace-pre-line text-sm text-stone-700">{view.intro}</p> : null}
        {!view.editable ? (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            This is a published measure: its wording and scoring cannot be changed, so that its scores compare with the
            published tables.
          </p>
        ) : null}
      </div>

      <Section headingId="questions-heading" title="Questions">
        <ol className="mt-4 space-y-3">
          {view.items.map((item) => (
            <ItemCard key={item.linkId} item={item} editable={view.editable} version={version} removal={removal} />
          ))}
        </ol>
      </Section>

      {view.editable ? <AddQuestion version={version} /> : null}

      <Section headingId="asking-heading" title="Asking clients">
        <div className={`${card} mt-4 space-y-4`}>
          <div>
            <p className="text-sm text-stone-700">
              {view.minimumVersion === view.currentVersion
                ? `Answers to version ${view.minimumVersion} and later count.`
                : `Answers to version ${view.minimumVersion} and later count: a client who answered an older version is not asked again.`}
            </p>
            <ActionForm
              intent="ask-again"
              success="Every client will be asked this version"
              failed="Failed to ask again"
              className="mt-2"
            >
              {(busy) => (
                <Button
                  type="submit"
                  variant="secondary"
                  size="sm"
                  disabled={busy || view.minimumVersion === view.currentVersion}
                >
                  Ask every client again
                </Button>
              )}
            </ActionForm>
          </div>
          <ActionForm
            intent="archive"
            hidden={{ archived: view.archived ? "false" : "true" }}
            success={view.archived ? "The form is asked again" : "The form is archived"}
            failed={FAILED}
          >
            {(busy) => (
              <>
                <p className="text-sm text-stone-700">
                  {view.archived
                    ? "Archived: no client is asked it. Answers already given are kept."
                    : "Archiving stops asking it in every schedule. Answers already given are kept."}
                </p>
                <Button type="submit" variant="secondary" size="sm" disabled={busy} className="mt-2">
                  {view.archived ? "Ask this form again" : "Archive this form"}
                </Button>
              </>
            )}
          </ActionForm>
        </div>
      </Section>

      <Section headingId="history-heading" title="Versions">
        <ol className="mt-4 space-y-2">
          {view.history.map((entry) => (
            <li key={entry.version} className={`${card} text-sm text-stone-800`}>
              <span className="font-medium">Version {entry.version}</span>
              {entry.version === view.currentVersion ? " (current)" : ""} · {entry.published}
              {entry.publishedBy ? ` · by ${entry.publishedBy}` : " · shipped with the practice"} ·{" "}
              {entry.submittedResponses} {entry.submittedResponses === 1 ? "answer" : "answers"}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}

function ItemCard({
  item,
  editable,
  version,
  removal,
}: {
  item: QuestionnaireItemView;
  editable: boolean;
  version: { version: number };
  removal: ReturnType<typeof useDialogAnswer>;
}) {
  const target = { ...version, linkId: item.linkId };
  const short = item.text.length > 60 ? `${item.text.slice(0, 57)}…` : item.text;
  const movable = editable && !item.signing;
  return (
    <li className={card}>
      <p className="whitespace-pre-line break-words text-stone-900">{item.text}</p>
      {item.help ? <p className="mt-1 text-xs text-stone-600">{item.help}</p> : null}
      {item.options.length > 0 ? (
        <p className="mt-1 text-sm text-stone-700">Answers: {item.options.join(" · ")}</p>
      ) : null}
      <p className="mt-1 text-xs text-stone-600">
        {item.typeLabel}
        {item.required ? " · required" : item.type === "display" ? "" : " · optional"}
        {item.conditional ? " · shown for some answers only" : ""}
        {item.signing ? " · part of every consent" : ""}
      </p>
      {editable ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {movable ? (
            <>
              <QuestionAction
                intent="move"
                hidden={{ ...target, direction: "up" }}
                success="Question moved up"
                label="Move up"
                question={short}
                disabled={item.first}
              />
              <QuestionAction
                intent="move"
                hidden={{ ...target, direction: "down" }}
                success="Question moved down"
                label="Move down"
                question={short}
                disabled={item.last}
              />
            </>
          ) : null}
          {item.type !== "display" && !item.signing ? (
            <QuestionAction
              intent="required"
              hidden={{ ...target, required: item.required ? "false" : "true" }}
              success={item.required ? "The question is optional" : "The question is required"}
              label={item.required ? "Make optional" : "Make required"}
              question={short}
            />
          ) : null}
          {!item.signing ? (
            <removal.fetcher.Form method="post">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="version" value={target.version} />
              <input type="hidden" name="linkId" value={target.linkId} />
              <Button type="submit" variant="ghost" size="sm" disabled={removal.busy} aria-label={`Remove: ${short}`}>
                Remove
              </Button>
            </removal.fetcher.Form>
          ) : null}
        </div>
      ) : null}
      {editable ? (
        <details className="mt-3">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">Edit the wording</summary>
          <ActionForm
            intent="edit-text"
            hidden={target}
            success="Wording saved"
            failed={FAILED}
            className="mt-2 space-y-3"
          >
            {(busy) => (
              <>
                <TextAreaField label="Text" name="text" required defaultValue={item.text} rows={3} />
                <Field label="Hint (optional)" name="help" defaultValue={item.help} maxLength={500} />
                <Button type="submit" size="sm" disabled={busy}>
                  Save wording
                </Button>
              </>
            )}
          </ActionForm>
        </details>
      ) : null}
    </li>
  );
}

/** One change to a question by one small button, named with the question for screen readers. */
function QuestionAction({
  intent,
  hidden,
  success,
  label,
  question,
  disabled = false,
}: {
  intent: string;
  hidden: Record<string, string | number>;
  success: string;
  label: string;
  question: string;
  disabled?: boolean;
}) {
  return (
    <ActionForm intent={intent} hidden={hidden} success={success} failed={FAILED}>
      {(busy) => (
        <Button
          type="submit"
          variant="secondary"
          size="sm"
          disabled={busy || disabled}
          aria-label={`${label}: ${question}`}
        >
          {label}
        </Button>
      )}
    </ActionForm>
  );
}

function AddQuestion({ version }: { version: { version: number } }) {
  return (
    <Section headingId="add-question-heading" title="Add a question">
      <ActionForm
        intent="add"
        hidden={version}
        success="Question added"
        failed="Failed to add the question"
        resetOnDone
        className={`${card} mt-4 space-y-3`}
        aria-label="Add a question"
      >
        {(busy) => (
          <>
            <TextAreaField label="Question" name="text" required rows={2} />
            <SelectField
              label="Kind of answer"
              name="type"
              defaultValue="text"
              options={EDITABLE_ITEM_TYPES.map((type) => ({ value: type, label: ITEM_TYPE_LABELS[type] }))}
            />
            <TextAreaField
              label="Answers to choose from"
              name="options"
              rows={3}
              hint="For a choice question only: one answer per line."
            />
            <Field label="Hint (optional)" name="help" maxLength={500} />
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="checkbox" name="required" className="size-4" />
              Required
            </label>
            <Button type="submit" disabled={busy}>
              Add the question
            </Button>
          </>
        )}
      </ActionForm>
    </Section>
  );
}
