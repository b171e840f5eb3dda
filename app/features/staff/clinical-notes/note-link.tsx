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
