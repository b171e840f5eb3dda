import { describe, expect, it } from "vitest";
import {
  addendumTextFor,
  keepSections,
  NOTE_LIMITS,
  NOTE_MESSAGES,
  NOTE_SECTIONS,
  noteBodyFor,
  noteReminderHoursFrom,
  noteWritable,
  owesNote,
  processNoteTextFor,
  signableNote,
  timeSince,
} from "./notes";
import { NOTE_TEMPLATES } from "./records";

describe("NOTE_SECTIONS", () => {
  it("gives each template its published sections, each with a key, a label and a prompt", () => {
    const labels = Object.fromEntries(NOTE_TEMPLATES.map((t) => [t, NOTE_SECTIONS[t].map((s) => s.label)]));
    expect(labels).toEqual({
      soap: ["Subjective", "Objective", "Assessment", "Plan"],
      dap: ["Data", "Assessment", "Plan"],
      birp: ["Behaviour", "Intervention", "Response", "Plan"],
      free: ["Note"],
    });
    for (const template of NOTE_TEMPLATES) {
      const keys = NOTE_SECTIONS[template].map((s) => s.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const section of NOTE_SECTIONS[template]) {
        expect(section.key).toMatch(/^[a-z]+$/);
        expect(section.prompt.length).toBeGreaterThan(10);
        expect(section.prompt).not.toContain("\n");
      }
    }
  });
});

describe("noteBodyFor", () => {
  it("keeps the template's sections, trimmed, and leaves out blank ones and other templates' keys", () => {
    expect(
      noteBodyFor("soap", { subjective: "  Slept badly. ", objective: "   ", plan: "Sleep diary", data: "DAP only" }),
    ).toEqual({ ok: true, body: { subjective: "Slept badly.", plan: "Sleep diary" } });
  });

  it("accepts an empty draft, and reads anything that is not a record as no sections", () => {
    expect(noteBodyFor("dap", {})).toEqual({ ok: true, body: {} });
    expect(noteBodyFor("dap", "text")).toEqual({ ok: true, body: {} });
    expect(noteBodyFor("dap", ["a"])).toEqual({ ok: true, body: {} });
  });

  it("refuses a section over the limit, with control characters, or not text, naming the section", () => {
    const long = "a".repeat(NOTE_LIMITS.section + 1);
    expect(noteBodyFor("free", { note: "a".repeat(NOTE_LIMITS.section) }).ok).toBe(true);
    expect(noteBodyFor("free", { note: ` ${"a".repeat(NOTE_LIMITS.section)}\n` }).ok).toBe(true);
    expect(noteBodyFor("free", { note: long })).toEqual({ ok: false, errors: { note: NOTE_MESSAGES.sectionTooLong } });
    expect(noteBodyFor("birp", { response: "ok\u0007", plan: 12 })).toEqual({
      ok: false,
      errors: { response: NOTE_MESSAGES.controlCharacters, plan: NOTE_MESSAGES.unreadable },
    });
    expect(noteBodyFor("free", { note: "line one\nline two\ttabbed" }).ok).toBe(true);
  });
});

describe("keepSections", () => {
  it("keeps the sections a new template shares, in its order", () => {
    expect(keepSections("dap", { subjective: "S", assessment: "A", plan: "P" })).toEqual({
      assessment: "A",
      plan: "P",
    });
    expect(keepSections("free", { subjective: "S", plan: "P" })).toEqual({});
  });
});

describe("signableNote", () => {
  it("needs at least one non-blank section of the note's own template", () => {
    expect(signableNote("soap", { plan: "Continue" })).toBeNull();
    expect(signableNote("soap", {})).toBe(NOTE_MESSAGES.nothingToSign);
    expect(signableNote("soap", { plan: "   " })).toBe(NOTE_MESSAGES.nothingToSign);
    expect(signableNote("free", { plan: "Continue" })).toBe(NOTE_MESSAGES.nothingToSign);
  });
});

describe("addendumTextFor and processNoteTextFor", () => {
  it("takes an addendum of 1 to 5,000 characters, trimmed", () => {
    expect(addendumTextFor("  Called her GP. ")).toEqual({ ok: true, text: "Called her GP." });
    expect(addendumTextFor("  ")).toEqual({ ok: false, error: NOTE_MESSAGES.addendumBlank });
    expect(addendumTextFor(undefined)).toEqual({ ok: false, error: NOTE_MESSAGES.unreadable });
    expect(addendumTextFor("a".repeat(NOTE_LIMITS.addendum)).ok).toBe(true);
    expect(addendumTextFor("a".repeat(NOTE_LIMITS.addendum + 1))).toEqual({
      ok: false,
      error: NOTE_MESSAGES.addendumTooLong,
    });
  });

  it("takes a process note that may be empty, within its limit", () => {
    expect(processNoteTextFor(" thoughts ")).toEqual({ ok: true, text: "thoughts" });
    expect(processNoteTextFor("")).toEqual({ ok: true, text: "" });
    expect(processNoteTextFor(undefined)).toEqual({ ok: true, text: "" });
    expect(processNoteTextFor("a".repeat(NOTE_LIMITS.processNote + 1)).ok).toBe(false);
    expect(processNoteTextFor("\u0000")).toEqual({ ok: false, error: NOTE_MESSAGES.controlCharacters });
  });
});

describe("which sessions have notes", () => {
  const now = new Date("2031-05-01T12:00:00Z");
  const start = (iso: string) => new Date(iso);

  it("lets a note be written from the session's start, never for a cancelled one", () => {
    expect(noteWritable({ status: "scheduled", start: start("2031-05-01T12:00:00Z") }, now)).toBeNull();
    expect(noteWritable({ status: "scheduled", start: start("2031-05-01T12:00:01Z") }, now)).toBe(NOTE_MESSAGES.notYet);
    expect(noteWritable({ status: "no_show", start: start("2031-04-01T12:00:00Z") }, now)).toBeNull();
    expect(noteWritable({ status: "cancelled", start: start("2031-04-01T12:00:00Z") }, now)).toBe(
      NOTE_MESSAGES.cancelled,
    );
  });

  it("owes a note for a session that took place, not one cancelled, missed or to come", () => {
    const past = start("2031-04-30T09:00:00Z");
    expect(owesNote({ status: "completed", start: past }, now)).toBe(true);
    expect(owesNote({ status: "scheduled", start: past }, now)).toBe(true);
    expect(owesNote({ status: "no_show", start: past }, now)).toBe(false);
    expect(owesNote({ status: "cancelled", start: past }, now)).toBe(false);
    expect(owesNote({ status: "scheduled", start: start("2031-05-02T09:00:00Z") }, now)).toBe(false);
  });
});

describe("noteReminderHoursFrom and timeSince", () => {
  it("reads a whole number of hours from 1 to 720", () => {
    expect(noteReminderHoursFrom("48")).toBe(48);
    expect(noteReminderHoursFrom(720)).toBe(720);
    for (const bad of ["0", "721", "1.5", "", "abc", null, 2.5, -3]) expect(noteReminderHoursFrom(bad)).toBeNull();
  });

  it("says how long ago in hours, then days", () => {
    const now = new Date("2031-05-10T12:00:00Z");
    expect(timeSince(new Date("2031-05-10T11:30:00Z"), now)).toBe("less than an hour");
    expect(timeSince(new Date("2031-05-10T11:00:00Z"), now)).toBe("1 hour");
    expect(timeSince(new Date("2031-05-09T00:00:00Z"), now)).toBe("36 hours");
    expect(timeSince(new Date("2031-05-06T12:00:00Z"), now)).toBe("4 days");
  });
});
