import type { NoteSection } from "@domain/clinical/notes";
import type { NoteStatus, NoteTemplate } from "@domain/clinical/records";

export type Sections = Readonly<Record<NoteTemplate, readonly NoteSection[]>>;

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

export type ActionAnswer =
  | { ok: true; intent: string }
  | { ok: false; intent: string; error: string; fields?: Record<string, string> };

/** The frame of each part of the page. */
export const card = "rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6";
