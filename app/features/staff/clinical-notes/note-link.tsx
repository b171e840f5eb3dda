import { FileCheck2, FilePen } from "lucide-react";
import { Link } from "react-router";

export type NoteLinkState = "none" | "draft" | "signed";

export const sessionNoteHref = (sessionId: string) => `/therapist-dashboard/sessions/${sessionId}/note`;

const LABEL: Record<NoteLinkState, string> = { none: "Write note", draft: "Continue note", signed: "Note signed" };

/** A past session's link to its note: "Write note", "Continue note" (a draft) or "Note signed". */
export function NoteLink({ sessionId, state, label }: { sessionId: string; state: NoteLinkState; label?: string }) {
  const Icon = state === "signed" ? FileCheck2 : FilePen;
  return (
    <Link
      to={sessionNoteHref(sessionId)}
      aria-label={label ? `${LABEL[state]}: ${label}` : undefined}
      className={`inline-flex min-h-11 items-center gap-1 text-sm underline underline-offset-2 ${
        state === "signed" ? "text-emerald-800" : "font-medium text-brand-700"
      }`}
    >
      <Icon aria-hidden className="size-4" /> {LABEL[state]}
    </Link>
  );
}

/**
 * A past session's note in a sessions list: for its therapist, the link to it; for an
 * administrator, that a note exists and when it was signed (never a link: not hers to read).
 */
export function NoteState({
  sessionId,
  note,
  label,
}: {
  sessionId: string;
  note: { state: NoteLinkState; signed: string | null; link: boolean };
  label: string;
}) {
  if (note.link) return <NoteLink sessionId={sessionId} state={note.state} label={label} />;
  const text =
    note.state === "signed"
      ? `Note signed${note.signed ? ` ${note.signed}` : ""}`
      : note.state === "draft"
        ? "Note in draft"
        : "No note yet";
  return <span className="text-sm text-stone-700">{text}</span>;
}
