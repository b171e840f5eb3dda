import { NOTE_LIMITS, NOTE_TEMPLATE_LABEL } from "@domain/clinical/notes";
import { Lock } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { type ActionAnswer, card, type Sections, type SessionNoteProps } from "./session-note-view";

/** The parts of a session's note page besides its editor: the note read-only, its addenda, the private process note. */

export function ReadOnlyNote({ note, sections }: { note: NonNullable<SessionNoteProps["note"]>; sections: Sections }) {
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

export function Addenda({
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

export function ProcessNote({
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
