import { NOTE_LIMITS, NOTE_TEMPLATE_LABEL } from "@domain/clinical/notes";
import { NOTE_TEMPLATES, type NoteTemplate } from "@domain/clinical/records";
import { ChevronLeft } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, opensDialog } from "~/components/ui/dialog";
import { TextAreaField } from "~/components/ui/field";
import { Addenda, ProcessNote, ReadOnlyNote } from "./session-note-parts";
import { type ActionAnswer, card, type Sections, type SessionNoteProps } from "./session-note-view";

const SIGN_DIALOG = "sign-note-dialog";
/** A draft is saved this long after the therapist stops typing. */
const AUTOSAVE_MS = 2000;
/** Closes the dialog by the browser alone, before the page has hydrated (as opensDialog opens it). */
const closesDialog = (id: string): Record<string, string> => ({ commandfor: id, command: "close" });

/** The answer of the last submission of the form `intent`, if it was that form's. */
function answerOf(answer: ActionAnswer | undefined, ...intents: string[]) {
  return answer && intents.includes(answer.intent) ? answer : undefined;
}

/**
 * A session's note in one page: the editor while it is a draft (template, a text area per
 * section, Save draft, Sign with a confirmation), then the signed note, read-only, with its dated
 * addenda and a form to add one; and, apart, the therapist's private process note.
 */
export function SessionNotePage({ session, relation, cannotWrite, note, processNote, sections }: SessionNoteProps) {
  const answer = useActionData() as ActionAnswer | undefined;
  const author = relation === "author";
  const signed = note?.status === "signed";
  return (
    <div className="min-w-0 space-y-6">
      <Link
        to={`/therapist-dashboard/clients/${session.clientId}`}
        className="inline-flex items-center gap-1 text-sm text-brand-700 underline underline-offset-2"
      >
        <ChevronLeft aria-hidden className="size-4" /> {session.clientName}
      </Link>
      <header className={card}>
        <h2 className="font-serif text-2xl text-brand-900">Session note</h2>
        <p className="mt-1 text-sm text-stone-700">
          {session.clientName} · <time dateTime={session.startIso}>{session.when}</time>
          {session.serviceName ? ` · ${session.serviceName}` : null}
        </p>
        {!author ? (
          <p className="mt-2 text-sm text-stone-600">
            You are reading this note as {relation === "supervisor" ? "a supervisor" : "an administrator"}; only the
            session's therapist can change it.
          </p>
        ) : null}
      </header>

      {author && !signed && cannotWrite === null ? (
        <NoteEditor note={note} sections={sections} answer={answerOf(answer, "save-draft", "sign")} />
      ) : null}
      {author && !signed && cannotWrite !== null ? (
        <p className={`${card} text-sm text-stone-700`} role="note">
          {cannotWrite}
        </p>
      ) : null}
      {note && (signed || !author) ? <ReadOnlyNote note={note} sections={sections} /> : null}
      {!note && !author ? <p className={`${card} text-sm text-stone-700`}>No note has been written yet.</p> : null}
      {signed && note ? (
        <Addenda addenda={note.addenda} canAdd={author} answer={answerOf(answer, "add-addendum")} />
      ) : null}
      {author ? (
        <ProcessNote processNote={processNote} disabled={cannotWrite} answer={answerOf(answer, "save-process-note")} />
      ) : null}
    </div>
  );
}

function NoteEditor({
  note,
  sections,
  answer,
}: {
  note: SessionNoteProps["note"];
  sections: Sections;
  answer: ActionAnswer | undefined;
}) {
  const [template, setTemplate] = useState<NoteTemplate>(note?.template ?? "soap");
  const [values, setValues] = useState<Record<string, string>>({ ...note?.sections });
  const [confirming, setConfirming] = useState(false);
  // Changed since the last save: saved again AUTOSAVE_MS after the last keystroke.
  const [dirty, setDirty] = useState(false);
  const autosave = useFetcher<ActionAnswer>();
  const submit = autosave.submit;
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => {
      const form: Record<string, string> = { intent: "save-draft", template };
      for (const { key } of sections[template]) form[`section.${key}`] = values[key] ?? "";
      setDirty(false);
      void submit(form, { method: "post" });
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [dirty, template, values, sections, submit]);
  const busy = useNavigation().formData?.get("intent");
  const autosaved = autosave.data;
  const fields =
    (answer && !answer.ok ? answer.fields : undefined) ?? (autosaved && !autosaved.ok ? autosaved.fields : undefined);
  const saved = !dirty && ((answer?.ok && answer.intent === "save-draft") || autosaved?.ok === true);
  return (
    <section aria-labelledby="note-editor-heading" className={card}>
      <h3 id="note-editor-heading" className="font-semibold text-stone-900">
        {note ? "Draft note" : "Write the note"}
      </h3>
      <p className="mt-1 text-xs text-stone-600">Your draft is saved as you type, and with Save draft.</p>
      <Form method="post" id="note-editor" className="mt-3 space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">Template</legend>
          <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
            {NOTE_TEMPLATES.map((t) => (
              <label key={t} className="inline-flex min-h-11 items-center gap-2 text-sm text-stone-800">
                <input
                  type="radio"
                  name="template"
                  value={t}
                  checked={template === t}
                  onChange={() => {
                    setTemplate(t);
                    setDirty(true);
                  }}
                  className="size-4"
                />
                {NOTE_TEMPLATE_LABEL[t]}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-stone-600">
            Changing the template keeps the sections both templates share (such as Assessment and Plan).
          </p>
          {fields?.template ? <p className="mt-1 text-sm text-red-700">{fields.template}</p> : null}
        </fieldset>
        {sections[template].map((section) => (
          <TextAreaField
            key={section.key}
            name={`section.${section.key}`}
            label={section.label}
            hint={section.prompt}
            rows={5}
            maxLength={NOTE_LIMITS.section}
            value={values[section.key] ?? ""}
            onChange={(event) => {
              const text = event.currentTarget.value;
              setValues((current) => ({ ...current, [section.key]: text }));
              setDirty(true);
            }}
            error={fields?.[`section.${section.key}`]}
          />
        ))}
        {answer && !answer.ok && !fields ? (
          <p role="alert" className="text-sm text-red-700">
            {answer.error}
          </p>
        ) : null}
        <p role="status" className="text-sm text-emerald-800">
          {autosave.state !== "idle" ? "Saving the draft..." : saved ? "Draft saved." : ""}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="save-draft" variant="secondary" disabled={busy !== undefined}>
            {busy === "save-draft" ? "Saving..." : "Save draft"}
          </Button>
          <Button {...opensDialog(SIGN_DIALOG)} onClick={() => setConfirming(true)} disabled={busy !== undefined}>
            Sign note
          </Button>
        </div>
      </Form>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign this note?"
        description="A signed note cannot be changed. You can add dated addenda to it afterwards."
        openableWithoutScripts={SIGN_DIALOG}
      >
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)} {...closesDialog(SIGN_DIALOG)}>
            Keep editing
          </Button>
          <Button type="submit" form="note-editor" name="intent" value="sign" disabled={busy !== undefined}>
            {busy === "sign" ? "Signing..." : "Sign note"}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
