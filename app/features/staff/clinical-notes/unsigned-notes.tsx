import { NoteLink } from "./note-link";

export interface UnsignedNotesView {
  total: number;
  items: readonly {
    sessionId: string;
    clientName: string;
    when: string;
    startIso: string;
    since: string;
    draft: boolean;
  }[];
}

/** How many of the list's oldest the dashboard shows; the rest are counted. */
const SHOWN = 5;

/**
 * The therapist's sessions that took place without a signed note, oldest first, on her
 * dashboard's home: how many, and the oldest few with how long ago each ended. Nothing when
 * every note is signed.
 */
export function UnsignedNotes({ view }: { view: UnsignedNotesView }) {
  if (view.total === 0) return null;
  const rest = view.total - Math.min(SHOWN, view.items.length);
  return (
    <section aria-labelledby="unsigned-notes" className="mb-6 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:p-6">
      <h2 id="unsigned-notes" className="font-semibold text-stone-900">
        Unsigned notes <span className="text-stone-700">({view.total})</span>
      </h2>
      <ul className="mt-2 space-y-2">
        {view.items.slice(0, SHOWN).map((item) => (
          <li key={item.sessionId} className="flex flex-wrap items-center justify-between gap-x-3 text-sm">
            <span className="min-w-0">
              <span className="font-medium text-stone-900">{item.clientName}</span>
              <span className="text-stone-700">
                {" "}
                · <time dateTime={item.startIso}>{item.when}</time> · ended {item.since}
                {item.since === "in progress" ? "" : " ago"}
              </span>
            </span>
            <NoteLink
              sessionId={item.sessionId}
              state={item.draft ? "draft" : "none"}
              label={`${item.clientName}, ${item.when}`}
            />
          </li>
        ))}
      </ul>
      {rest > 0 ? <p className="mt-2 text-sm text-stone-700">And {rest} more, older ones first.</p> : null}
    </section>
  );
}
