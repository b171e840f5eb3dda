import { NOTE_LIMITS, NOTE_TEMPLATE_LABEL, type NoteSection } from "@domain/clinical/notes";
import { NOTE_TEMPLATES, type NoteStatus, type NoteTemplate } from "@domain/clinical/records";
import { ChevronLeft, Lock } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useActionData, useFetcher, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog, opensDialog } from "~/components/ui/dialog";
import { TextAreaField } from "~/components/ui/field";

type Sections = Readonly<Record<NoteTemplate, readonly NoteSection[]>>;

export interface SessionNoteProps {
  session: {
    id: string;
    clientId: string;
    clientName: string;
    when: string;
    startIso: string;
    serviceName: string | null;
  };
  relation: "author" | "supervisor" | "break-glass" | "admin";
  cannotWrite: string | null;
  note: {
    template: NoteTemplate;
    sections: Readonly<Record<string, string>>;
    status: NoteStatus;
    signed: { when: string; by: string } | null;
    version: string;
    addenda: readonly { id: string; text: string; author: string; when: string; iso: string }[];
  } | null;
  processNote: { text: string; when: string } | null;
  sections: Sections;
}

type ActionAnswer =
  | { ok: true; intent: string }
  | { ok: false; intent: string; error: string; fields?: Record<string, string> };

const card = "rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6";
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

function ReadOnlyNote({ note, sections }: { note: NonNullable<SessionNoteProps["note"]>; sections: Sections }) {
  const written = sections[note.template].filter((s) => (note.sections[s.key] ?? "") !== "");
  return (
    <section aria-labelledby="signed-note-heading" className={card}>
      <h3 id="signed-note-heading" className="flex items-center gap-2 font-semibold text-stone-900">
        {note.signed ? <Lock aria-hidden className="size-4" /> : null}
        {note.signed ? "Signed note" : "Draft note (not signed)"} · {NOTE_TEMPLATE_LABEL[note.template]}
      </h3>
      {note.signed ? (
        <p className="mt-1 text-sm text-stone-600">
          Signed by {note.signed.by} on {note.signed.when}. A signed note cannot be changed.
        </p>
      ) : null}
      {written.length === 0 ? <p className="mt-3 text-sm text-stone-600">Nothing written yet.</p> : null}
      <dl className="mt-3 space-y-3">
        {written.map((s) => (
          <div key={s.key}>
            <dt className="text-sm font-medium text-stone-800">{s.label}</dt>
            <dd className="mt-1 whitespace-pre-wrap break-words text-stone-800">{note.sections[s.key]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Addenda({
  addenda,
  canAdd,
  answer,
}: {
  addenda: NonNullable<SessionNoteProps["note"]>["addenda"];
  canAdd: boolean;
  answer: ActionAnswer | undefined;
}) {
  const busy = useNavigation().formData?.get("intent") === "add-addendum";
  const error = answer && !answer.ok ? (answer.fields?.text ?? answer.error) : undefined;
  return (
    <section aria-labelledby="addenda-heading" className={card}>
      <h3 id="addenda-heading" className="font-semibold text-stone-900">
        Addenda
      </h3>
      {addenda.length === 0 ? <p className="mt-2 text-sm text-stone-600">No addenda yet.</p> : null}
      <ol className="mt-3 space-y-3">
        {addenda.map((a) => (
          <li key={a.id} className="border-l-2 border-brand-200 pl-3">
            <p className="text-xs text-stone-600">
              <time dateTime={a.iso}>{a.when}</time> · {a.author}
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-stone-800">{a.text}</p>
          </li>
        ))}
      </ol>
      {canAdd ? (
        <Form method="post" className="mt-4 space-y-3" key={addenda.length}>
          <TextAreaField
            name="text"
            label="Add an addendum"
            hint="A dated addition to the signed note: a correction or a late entry."
            rows={4}
            maxLength={NOTE_LIMITS.addendum}
            required
            error={error}
          />
          {answer?.ok ? (
            <p role="status" className="text-sm text-emerald-800">
              Addendum added.
            </p>
          ) : null}
          <Button type="submit" name="intent" value="add-addendum" disabled={busy}>
            {busy ? "Adding..." : "Add addendum"}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

function ProcessNote({
  processNote,
  disabled,
  answer,
}: {
  processNote: SessionNoteProps["processNote"];
  disabled: string | null;
  answer: ActionAnswer | undefined;
}) {
  const busy = useNavigation().formData?.get("intent") === "save-process-note";
  const error = answer && !answer.ok ? (answer.fields?.text ?? answer.error) : undefined;
  return (
    <section
      aria-labelledby="process-note-heading"
      className="rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-6"
    >
      <h3 id="process-note-heading" className="flex items-center gap-2 font-semibold text-stone-900">
        <Lock aria-hidden className="size-4" /> Private process note
      </h3>
      <p id="process-note-privacy" className="mt-1 text-sm text-stone-700">
        Only you can read this. It is kept apart from the client's record: never shown to a supervisor, an administrator
        or the client, and never exported.
      </p>
      <Form method="post" className="mt-3 space-y-3">
        <TextAreaField
          name="text"
          label="Your process note"
          hint={processNote ? `Last saved ${processNote.when}. Saving it empty removes it.` : undefined}
          rows={4}
          maxLength={NOTE_LIMITS.processNote}
          defaultValue={processNote?.text ?? ""}
          disabled={disabled !== null}
          error={error}
        />
        {answer?.ok ? (
          <p role="status" className="text-sm text-emerald-800">
            Process note saved.
          </p>
        ) : null}
        <Button
          type="submit"
          name="intent"
          value="save-process-note"
          variant="secondary"
          disabled={busy || disabled !== null}
        >
          {busy ? "Saving..." : "Save process note"}
        </Button>
      </Form>
    </section>
  );
}
