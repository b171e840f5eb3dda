// Session notes against the database: sealed in the table, locked once signed, amended by
// addenda, read only by those who may, the private process note the author's alone, reminders
// once, and every access audited without its text.
import { NOTE_MESSAGES } from "@domain/clinical/notes";
import { CLINICAL_AUDIT_ACTIONS } from "@domain/clinical/records";
import {
  auditLogs,
  clinicalReminders,
  emailOutbox,
  notifications,
  processNotes,
  sessionNoteAddenda,
  sessionNotes,
} from "@server/db/schema";
import { assignSupervisor, breakGlass } from "@server/modules/clinical-access";
import { updateNoteReminderHours } from "@server/modules/practice-settings";
import { withTestDatabase } from "@tests/support/database";
import { insertPerson, insertSession } from "@tests/support/fixtures";
import { rejection, viewerFor } from "@tests/support/payments-world";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addNoteAddendum } from "./add-note-addendum";
import { clientNotesSummary, noteStatesOf } from "./client-notes-summary";
import { getSessionNote } from "./get-session-note";
import { listClientNotes, listUnsignedNotes } from "./list-client-notes";
import { SESSION_NOT_FOUND } from "./note-session";
import { saveProcessNote } from "./save-process-note";
import { saveSessionNoteDraft } from "./save-session-note-draft";
import { sendNoteReminders } from "./send-note-reminders";
import { ALREADY_SIGNED, signSessionNote } from "./sign-session-note";

const database = withTestDatabase();
const db = () => database.db;

const SUBJECTIVE = "She reports sleeping four hours a night since her mother's funeral.";
const PLAN = "Sleep diary for two weeks; review at next session.";
const ADDENDUM = "Late entry: she phoned to say the diary is going well.";
const PROCESS = "I noticed my own tiredness in the room; take to supervision.";
const NOW = new Date("2031-03-10T12:00:00Z");

async function person(role: "client" | "therapist" | "admin", firstName?: string) {
  return viewerFor(db(), (await insertPerson(db(), { role, firstName })).id);
}

/** A therapist, her client, a session between them a week ago, and a future one. */
async function world() {
  const therapist = await person("therapist", "Efua");
  const client = await person("client", "Abena");
  const past = await insertSession(db(), {
    clientId: client.userId,
    therapistId: therapist.userId,
    start: "2031-03-03T10:00:00Z",
    status: "completed",
  });
  const future = await insertSession(db(), {
    clientId: client.userId,
    therapistId: therapist.userId,
    start: "2031-03-17T10:00:00Z",
  });
  return { therapist, client, past, future };
}

async function signedNote() {
  const w = await world();
  await saveSessionNoteDraft(
    db(),
    w.therapist,
    { sessionId: w.past.id, template: "soap", sections: { subjective: SUBJECTIVE, plan: PLAN } },
    NOW,
  );
  await signSessionNote(db(), w.therapist, { sessionId: w.past.id }, NOW);
  return w;
}

const auditOf = (clientId: string) => db().select().from(auditLogs).where(eq(auditLogs.clientId, clientId));

describe("writing and signing a note", () => {
  it("stores the body as ciphertext, reads it back, and keeps shared sections when the template changes", async () => {
    const { therapist, past } = await world();
    const saved = await saveSessionNoteDraft(
      db(),
      therapist,
      { sessionId: past.id, template: "soap", sections: { subjective: ` ${SUBJECTIVE} `, plan: PLAN } },
      NOW,
    );
    const [row] = await db().select().from(sessionNotes).where(eq(sessionNotes.id, saved.id));
    expect(row?.status).toBe("draft");
    expect(row?.body).toMatch(/^c1\./);
    expect(row?.body).not.toContain("sleeping");
    expect(row?.body).not.toContain(Buffer.from(SUBJECTIVE).toString("base64").slice(0, 12));

    const changed = await saveSessionNoteDraft(
      db(),
      therapist,
      { sessionId: past.id, template: "dap", sections: { data: "Observed tearful." } },
      NOW,
    );
    expect(changed).toEqual({ id: saved.id, template: "dap", sections: { data: "Observed tearful.", plan: PLAN } });
    const read = await getSessionNote(db(), therapist, past.id, NOW);
    expect(read.note).toMatchObject({
      template: "dap",
      status: "draft",
      sections: { data: "Observed tearful.", plan: PLAN },
    });
    expect(read.cannotWrite).toBeNull();
  });

  it("refuses a cancelled session, a session yet to start, and a blank note at signing", async () => {
    const { therapist, client, past, future } = await world();
    const cancelled = await insertSession(db(), {
      clientId: client.userId,
      therapistId: therapist.userId,
      start: "2031-03-05T10:00:00Z",
      status: "cancelled",
    });
    for (const [sessionId, message] of [
      [cancelled.id, NOTE_MESSAGES.cancelled],
      [future.id, NOTE_MESSAGES.notYet],
    ] as const) {
      const error = await rejection(
        saveSessionNoteDraft(db(), therapist, { sessionId, template: "free", sections: { note: "x" } }, NOW),
      );
      expect({ code: error.code, message: error.message }).toEqual({ code: "bad_request", message });
    }
    await saveSessionNoteDraft(db(), therapist, { sessionId: past.id, template: "soap", sections: {} }, NOW);
    expect((await rejection(signSessionNote(db(), therapist, { sessionId: past.id }, NOW))).message).toBe(
      NOTE_MESSAGES.nothingToSign,
    );
    expect((await db().select().from(sessionNotes).where(eq(sessionNotes.sessionId, past.id)))[0]?.status).toBe(
      "draft",
    );
  });

  it("locks a signed note: no change, no second signature, but dated addenda, newest last", async () => {
    const { therapist, past } = await signedNote();
    const [row] = await db().select().from(sessionNotes).where(eq(sessionNotes.sessionId, past.id));
    expect(row).toMatchObject({ status: "signed", signedAt: NOW, signedBy: therapist.userId });

    const change = await rejection(
      saveSessionNoteDraft(db(), therapist, { sessionId: past.id, template: "soap", sections: { plan: "x" } }, NOW),
    );
    expect({ code: change.code, status: change.status, message: change.message }).toEqual({
      code: "conflict",
      status: 409,
      message: NOTE_MESSAGES.signedLocked,
    });
    expect((await rejection(signSessionNote(db(), therapist, { sessionId: past.id }, NOW))).message).toBe(
      ALREADY_SIGNED,
    );
    const [after] = await db().select().from(sessionNotes).where(eq(sessionNotes.sessionId, past.id));
    expect(after?.body).toBe(row?.body);

    await addNoteAddendum(db(), therapist, { sessionId: past.id, text: ADDENDUM }, new Date("2031-03-11T09:00:00Z"));
    await addNoteAddendum(db(), therapist, { sessionId: past.id, text: "Second." }, new Date("2031-03-12T09:00:00Z"));
    const [stored] = await db().select().from(sessionNoteAddenda).where(eq(sessionNoteAddenda.body, ADDENDUM));
    expect(stored).toBeUndefined();
    const read = await getSessionNote(db(), therapist, past.id, NOW);
    expect(read.note?.sections).toEqual({ subjective: SUBJECTIVE, plan: PLAN });
    expect(read.note?.addenda.map((a) => [a.text, a.createdAt.toISOString()])).toEqual([
      [ADDENDUM, "2031-03-11T09:00:00.000Z"],
      ["Second.", "2031-03-12T09:00:00.000Z"],
    ]);
  });

  it("takes no addendum on a draft, nor a blank one", async () => {
    const { therapist, past } = await world();
    await saveSessionNoteDraft(db(), therapist, { sessionId: past.id, template: "free", sections: { note: "n" } }, NOW);
    expect((await rejection(addNoteAddendum(db(), therapist, { sessionId: past.id, text: ADDENDUM }))).message).toBe(
      NOTE_MESSAGES.notSigned,
    );
    expect((await rejection(addNoteAddendum(db(), therapist, { sessionId: past.id, text: " " }))).code).toBe(
      "bad_request",
    );
  });
});

describe("who may read and write", () => {
  it("tells another therapist, even one who sees the same client, that the session does not exist", async () => {
    const { client, past } = await signedNote();
    const other = await person("therapist", "Yaw");
    await insertSession(db(), { clientId: client.userId, therapistId: other.userId, start: "2031-03-04T10:00:00Z" });
    const calls = [
      () => getSessionNote(db(), other, past.id, NOW),
      () => saveSessionNoteDraft(db(), other, { sessionId: past.id, template: "free", sections: {} }, NOW),
      () => signSessionNote(db(), other, { sessionId: past.id }, NOW),
      () => addNoteAddendum(db(), other, { sessionId: past.id, text: "x" }, NOW),
      () => saveProcessNote(db(), other, { sessionId: past.id, text: "x" }, NOW),
    ];
    for (const call of calls) {
      const error = await rejection(call());
      expect({ code: error.code, message: error.message }).toEqual({ code: "not_found", message: SESSION_NOT_FOUND });
    }
    const list = await listClientNotes(db(), other, client.userId, NOW);
    expect(list.notes.map((n) => n.sessionId)).not.toContain(past.id);
    const stranger = await person("therapist");
    expect((await rejection(listClientNotes(db(), stranger, client.userId, NOW))).code).toBe("not_found");
  });

  it("refuses the client her therapist's notes, saying how to ask for them", async () => {
    const { client, past } = await signedNote();
    for (const call of [
      () => getSessionNote(db(), client, past.id, NOW),
      () => listClientNotes(db(), client, client.userId, NOW),
    ]) {
      const error = await rejection(call());
      expect(error.code).toBe("forbidden");
      expect(error.message).toContain("write to the practice at");
    }
  });

  it("shows an administrator that a note exists and when it was signed, never its text", async () => {
    const { client, past } = await signedNote();
    const admin = await person("admin");
    const list = await listClientNotes(db(), admin, client.userId, NOW);
    expect(list.showsText).toBe(false);
    const entry = list.notes.find((n) => n.sessionId === past.id);
    expect(entry?.note).toMatchObject({ status: "signed", signedAt: NOW, sections: null });
    expect(JSON.stringify(list)).not.toContain("sleeping");
    expect((await rejection(getSessionNote(db(), admin, past.id, NOW))).code).toBe("forbidden");
  });

  it("lets an administrator who broke the glass read the note, never the process note", async () => {
    const { therapist, client, past } = await signedNote();
    await saveProcessNote(db(), therapist, { sessionId: past.id, text: PROCESS }, NOW);
    const admin = await person("admin");
    await breakGlass(db(), admin, { clientId: client.userId, reason: "Her GP asked urgently about risk." });
    const read = await getSessionNote(db(), admin, past.id);
    expect(read.note?.sections).toEqual({ subjective: SUBJECTIVE, plan: PLAN });
    expect(read.processNote).toBeNull();
    expect(JSON.stringify(read)).not.toContain("supervision");
    const list = await listClientNotes(db(), admin, client.userId);
    expect(list.notes.find((n) => n.sessionId === past.id)?.note?.sections).toEqual({
      subjective: SUBJECTIVE,
      plan: PLAN,
    });
    expect((await rejection(saveProcessNote(db(), admin, { sessionId: past.id, text: "x" }))).code).toBe("not_found");
    expect((await rejection(addNoteAddendum(db(), admin, { sessionId: past.id, text: "x" }))).code).toBe("forbidden");
  });

  it("lets a supervisor read the note but not the process note, nor write", async () => {
    const { therapist, client, past } = await signedNote();
    await saveProcessNote(db(), therapist, { sessionId: past.id, text: PROCESS }, NOW);
    const supervisor = await person("therapist", "Akosua");
    const admin = await person("admin");
    await assignSupervisor(db(), admin, {
      therapistId: therapist.userId,
      supervisorId: supervisor.userId,
      assign: true,
    });
    const read = await getSessionNote(db(), supervisor, past.id, NOW);
    expect(read.relation).toBe("supervisor");
    expect(read.note?.sections.plan).toBe(PLAN);
    expect(read.processNote).toBeNull();
    expect((await listClientNotes(db(), supervisor, client.userId, NOW)).notes[0]?.note?.sections?.plan).toBe(PLAN);
    expect((await rejection(addNoteAddendum(db(), supervisor, { sessionId: past.id, text: "x" }))).code).toBe(
      "forbidden",
    );
  });

  it("keeps the process note sealed and the author's alone; the export counts notes, not process notes", async () => {
    const { therapist, client, past } = await signedNote();
    await saveProcessNote(db(), therapist, { sessionId: past.id, text: PROCESS }, NOW);
    const [row] = await db().select().from(processNotes).where(eq(processNotes.sessionId, past.id));
    expect(row?.body).toMatch(/^c1\./);
    expect(row?.body).not.toContain("tiredness");
    expect((await getSessionNote(db(), therapist, past.id, NOW)).processNote?.text).toBe(PROCESS);
    const summary = await clientNotesSummary(db(), client);
    expect(summary.count).toBe(1);
    expect(summary.howToRequest).toContain("write to the practice at");
    await saveProcessNote(db(), therapist, { sessionId: past.id, text: "" }, NOW);
    expect(await db().select().from(processNotes).where(eq(processNotes.sessionId, past.id))).toEqual([]);
  });
});

describe("the notes' states in a sessions list", () => {
  it("are the therapist's own sessions' and any session's for an admin, nobody else's", async () => {
    const { therapist, client, past, future } = await signedNote();
    const ids = [past.id, future.id, "not-an-id"];
    expect(await noteStatesOf(db(), therapist, ids)).toEqual({
      [past.id]: { state: "signed", signedAt: NOW },
      [future.id]: { state: "none", signedAt: null },
    });
    const admin = await person("admin");
    expect((await noteStatesOf(db(), admin, ids))[past.id]).toEqual({ state: "signed", signedAt: NOW });
    expect(await noteStatesOf(db(), await person("therapist"), ids)).toEqual({});
    expect(await noteStatesOf(db(), client, ids)).toEqual({});
  });
});

describe("the audit of notes", () => {
  it("records each write, signature, addendum and read with the client, and never the text", async () => {
    const { therapist, client, past } = await signedNote();
    await addNoteAddendum(db(), therapist, { sessionId: past.id, text: ADDENDUM }, NOW);
    await saveProcessNote(db(), therapist, { sessionId: past.id, text: PROCESS }, NOW);
    await getSessionNote(db(), therapist, past.id, NOW);
    await listClientNotes(db(), therapist, client.userId, NOW);
    const entries = await auditOf(client.userId);
    const actions = entries.map((e) => e.action);
    for (const action of ["write", "sign", "amend", "read"] as const) {
      expect(actions).toContain(CLINICAL_AUDIT_ACTIONS[action]);
    }
    expect(entries.filter((e) => e.action === CLINICAL_AUDIT_ACTIONS.read)).toHaveLength(2);
    const text = JSON.stringify(entries);
    for (const secret of ["sleeping", "Sleep diary", "Late entry", "tiredness"]) expect(text).not.toContain(secret);
    expect(entries.every((e) => e.userId === therapist.userId)).toBe(true);
  });
});

describe("unsigned notes", () => {
  it("lists the therapist's past sessions without a signed note, oldest first", async () => {
    const { therapist, client, past } = await world();
    const older = await insertSession(db(), {
      clientId: client.userId,
      therapistId: therapist.userId,
      start: "2031-02-24T10:00:00Z",
    });
    await insertSession(db(), {
      clientId: client.userId,
      therapistId: therapist.userId,
      start: "2031-02-20T10:00:00Z",
      status: "no_show",
    });
    const list = await listUnsignedNotes(db(), therapist, NOW);
    expect(list.total).toBe(2);
    expect(list.items.map((i) => [i.sessionId, i.since])).toEqual([
      [older.id, "14 days"],
      [past.id, "7 days"],
    ]);
    await saveSessionNoteDraft(db(), therapist, { sessionId: past.id, template: "free", sections: { note: "n" } }, NOW);
    await signSessionNote(db(), therapist, { sessionId: past.id }, NOW);
    expect((await listUnsignedNotes(db(), therapist, NOW)).items.map((i) => i.sessionId)).toEqual([older.id]);
    expect((await rejection(listUnsignedNotes(db(), client, NOW))).code).toBe("forbidden");
  });

  it("reminds the therapist once, after the practice's hours and not before", async () => {
    const { therapist, past } = await world();
    const admin = await person("admin");
    await updateNoteReminderHours(db(), admin, "24");
    const ended = past.endsAt.getTime();
    const reminders = () =>
      db()
        .select()
        .from(clinicalReminders)
        .where(and(eq(clinicalReminders.kind, "note-unsigned"), eq(clinicalReminders.key, past.id)));
    await sendNoteReminders(db(), new Date(ended + 23 * 3_600_000));
    expect(await reminders()).toEqual([]);
    expect(await sendNoteReminders(db(), new Date(ended + 25 * 3_600_000))).toBeGreaterThanOrEqual(1);
    await sendNoteReminders(db(), new Date(ended + 26 * 3_600_000));
    expect(await reminders()).toHaveLength(1);
    const notes = await db().select().from(notifications).where(eq(notifications.userId, therapist.userId));
    expect(notes).toEqual([
      expect.objectContaining({
        title: "A session note is waiting to be signed",
        link: `/therapist-dashboard/sessions/${past.id}/note`,
      }),
    ]);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, therapist.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe("A session note is waiting to be signed");
  });

  it("sends no reminder for a signed note", async () => {
    const { therapist, past } = await signedNote();
    await sendNoteReminders(db(), new Date(past.endsAt.getTime() + 72 * 3_600_000));
    expect(await db().select().from(notifications).where(eq(notifications.userId, therapist.userId))).toEqual([]);
  });
});
