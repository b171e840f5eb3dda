import { NoteLink } from "./note-link";

export interface ClientNotesView {
  /** False for an administrator: that a note exists and when it was signed, never its text. */
  showsText: boolean;
  notes: readonly {
    sessionId: string;
    when: string;
    startIso: string;
    what: string;
    /** Whose session it is, when not the viewer's own. */
    therapist: string | null;
    sessionStatus: string;
    canOpen: boolean;
    note: {
      status: "draft" | "signed";
      template: string;
      signed: string | null;
      addenda: number;
      sections: readonly { label: string; text: string }[] | null;
    } | null;
  }[];
}

const addenda = (n: number) => (n === 1 ? "1 addendum" : `${n} addenda`);

/**
 * A client's session notes, newest first, at the end of her page: each session that took place,
 * its note's state and, for a reader of the record, the note itself (folded); for an
 * administrator, only that a note exists and when it was signed.
 */
export function ClientNotesSection({ view }: { view: ClientNotesView }) {
  return (
    <section aria-labelledby="client-notes" className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h3 id="client-notes" className="font-semibold text-stone-900">
        Notes
      </h3>
      {!view.showsText ? (
        <p className="mt-1 text-sm text-stone-600">
          You see that each note exists and when it was signed, not what it says.
        </p>
      ) : null}
      {view.notes.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">No sessions have taken place yet.</p>
      ) : null}
      <ul className="mt-3 space-y-3">
        {view.notes.map((n) => (
          <li key={n.sessionId} className="min-w-0 border-t border-stone-100 pt-3 first:border-t-0 first:pt-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="min-w-0 text-sm">
                <time dateTime={n.startIso} className="font-medium text-stone-900">
                  {n.when}
                </time>
                <span className="text-stone-600">
                  {" "}
                  · {n.what}
                  {n.therapist ? ` · ${n.therapist}` : null}
                </span>
              </p>
              {n.canOpen && n.therapist === null ? (
                <NoteLink sessionId={n.sessionId} state={n.note?.status ?? "none"} label={n.when} />
              ) : null}
            </div>
            <p className="text-xs text-stone-700">
              {n.note === null
                ? "No note"
                : n.note.status === "signed"
                  ? `${n.note.template} note, signed ${n.note.signed ?? ""}`
                  : `${n.note.template} note, draft (not signed)`}
              {n.note && n.note.addenda > 0 ? ` · ${addenda(n.note.addenda)}` : null}
            </p>
            {n.note?.sections && n.note.sections.length > 0 ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-sm text-brand-700 underline underline-offset-2">
                  Read the note
                </summary>
                <dl className="mt-2 space-y-2">
                  {n.note.sections.map((s) => (
                    <div key={s.label}>
                      <dt className="text-xs font-medium text-stone-800">{s.label}</dt>
                      <dd className="whitespace-pre-wrap break-words text-sm text-stone-800">{s.text}</dd>
                    </div>
                  ))}
                </dl>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
