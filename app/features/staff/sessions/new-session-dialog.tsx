import { OFFICE_HOURS_TEXT, type OfficeHours, withinOfficeHours } from "@domain/office-hours";
import {
  DEFAULT_SESSION_KIND,
  DEFAULT_SESSION_MINUTES,
  SESSION_MINUTES_MAX,
  SESSION_MINUTES_MIN,
  SESSION_RULE_TEXT,
  sessionRuleMessage,
  sessionRuleProblem,
  THERAPIST_SESSION_KINDS,
  WORKING_DAY_END_HOUR,
  WORKING_DAY_START_HOUR,
} from "@domain/session-rules";
import { SESSION_KIND_LABEL } from "@domain/session-time";
import { formatSlotTime, PRACTICE_TIME_ZONE } from "@domain/slots";
import { dayInZone, isCalendarDay, zonedTimeToUtc } from "@domain/zone-time";
import { Plus } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { ClientSelect } from "~/components/client-select";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Dialog, DialogActions, DialogLoading, opensDialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";

type Answer = { ok: true; when: string } | { ok: false; error: string; fields?: Record<string, string> };
interface Busy {
  day: string;
  sessions: { start: string; end: string; clientName: string }[];
}

/** A day of the chosen therapist's calendar: the sessions already booked around the new one. */
const BUSY_URL = "/api/staff/busy";

const selectClass =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 shadow-sm";

/** The working window as the therapist reads it: in the practice's zone, and in hers when it differs. */
function windowHint(day: string, zone: string): string {
  const at = (hour: number) => zonedTimeToUtc(day, `${String(hour).padStart(2, "0")}:00`, PRACTICE_TIME_ZONE);
  const practice = `${WORKING_DAY_START_HOUR}:00 to ${WORKING_DAY_END_HOUR}:00, Accra time`;
  const start = formatSlotTime(at(WORKING_DAY_START_HOUR), zone);
  const end = formatSlotTime(at(WORKING_DAY_END_HOUR), zone);
  return zone === PRACTICE_TIME_ZONE
    ? `Sessions run from ${practice}.`
    : `Sessions run from ${practice} (${start} to ${end} your time).`;
}

/** The dialog's id: a tap before the page hydrates opens it by the browser (decision 0048). */
const DIALOG_ID = "new-session";

/**
 * The New Session dialog (spec 001 §2, §5): Client, Date & Time (in the therapist's own zone),
 * Session Type (Individual Therapy by default), Duration (60 minutes by default) and Meeting
 * Link. The rules of domain/session-rules.ts are checked as she types, against her sessions and
 * the client's on that day, and the conflict is shown; the server decides when she saves.
 */
export function NewSessionDialog({
  clients,
  clientSearch = false,
  therapists,
  zone,
  action,
  officeHours,
}: {
  clients: readonly { id: string; name: string }[];
  /** An admin's dialog searches the practice's clients. */
  clientSearch?: boolean;
  /** An admin's dialog: the session is with the therapist she chooses. */
  therapists?: readonly { id: string; name: string }[];
  zone: string;
  action: string;
  /** The practice's office hours: a time outside them may be booked by staff, with a warning. */
  officeHours?: OfficeHours;
}) {
  const [open, setOpen] = useState(false);
  const [clientId, setClientId] = useState("");
  const [therapistId, setTherapistId] = useState("");
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [minutes, setMinutes] = useState(String(DEFAULT_SESSION_MINUTES));
  const save = useFetcher<Answer>();
  const busy = useFetcher<Busy>();
  const ids = { type: useId(), problem: useId() };

  const practiceDay = isCalendarDay(date) ? dayInZone(zonedTimeToUtc(date, "12:00", zone), PRACTICE_TIME_ZONE) : "";
  const loadBusy = busy.load;
  const therapistChosen = !therapists || therapistId !== "";
  useEffect(() => {
    if (!open || !practiceDay || !therapistChosen) return;
    const query = new URLSearchParams({ day: practiceDay, client: clientId });
    if (therapistId) query.set("therapist", therapistId);
    void loadBusy(`${BUSY_URL}?${query}`);
  }, [open, practiceDay, clientId, therapistId, therapistChosen, loadBusy]);

  const start = isCalendarDay(date) && /^\d{2}:\d{2}$/.test(time) ? zonedTimeToUtc(date, time, zone) : null;
  const existing = (busy.data?.day === practiceDay ? busy.data.sessions : []).map((s) => ({
    start: new Date(s.start),
    end: new Date(s.end),
    clientName: s.clientName,
  }));
  const problem = start
    ? sessionRuleProblem({
        clientChosen: clientId !== "" && therapistChosen,
        start,
        durationMinutes: Number(minutes),
        timeZone: PRACTICE_TIME_ZONE,
        existing,
      })
    : null;
  const shownProblem = problem && problem.kind !== "missing" ? sessionRuleMessage(problem) : null;
  const end = start ? new Date(start.getTime() + Number(minutes) * 60_000) : null;
  const outsideHours =
    officeHours && start && end && !shownProblem && !withinOfficeHours(officeHours, { start, end }, PRACTICE_TIME_ZONE);

  const answer = save.state === "idle" ? save.data : undefined;
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      showToast((toast) =>
        toast.success(SESSION_RULE_TEXT.created.title, { description: SESSION_RULE_TEXT.created.description }),
      );
      setOpen(false);
      setClientId("");
      setTherapistId("");
      setDate("");
      setTime("");
    } else {
      showToast((toast) => toast.error(SESSION_RULE_TEXT.createFailed, { description: answer.error }));
    }
  }, [answer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!clientId || !start || !therapistChosen) {
      const { title, description } = SESSION_RULE_TEXT.missing;
      showToast((toast) => toast.error(title, { description }));
      return;
    }
    if (shownProblem) return;
    const form = new FormData(event.currentTarget);
    form.set("intent", "create-session");
    form.set("start", start.toISOString());
    void save.submit(form, { method: "post", action });
  }

  return (
    <>
      <Button type="button" aria-haspopup="dialog" {...opensDialog(DIALOG_ID)} onClick={() => setOpen(true)}>
        <Plus aria-hidden className="size-4" /> New Session
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        openableWithoutScripts={DIALOG_ID}
        untilOpened={<DialogLoading />}
        title="New Session"
        description={windowHint(date || dayInZone(new Date(), zone), zone)}
      >
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          {therapists ? (
            <ClientSelect
              clients={therapists}
              name="therapistId"
              label="Therapist"
              placeholder="Choose a therapist"
              required
              value={therapistId}
              onChange={(e) => setTherapistId(e.target.value)}
            />
          ) : null}
          <ClientSelect
            clients={clients}
            searchable={clientSearch}
            name="clientId"
            required
            value={clientId}
            onChange={(e) => setClientId(e.target.value)}
          />
          <fieldset>
            <legend className="flex gap-1 text-sm font-medium text-stone-800">
              Date &amp; Time <span aria-hidden="true">*</span>
            </legend>
            <div className="mt-1 grid grid-cols-2 gap-3">
              <Field
                label="Date"
                type="date"
                required
                value={date}
                onChange={(e) => setDate(e.target.value)}
                aria-describedby={ids.problem}
              />
              <Field
                label="Time"
                type="time"
                required
                step={300}
                value={time}
                onChange={(e) => setTime(e.target.value)}
                aria-describedby={ids.problem}
              />
            </div>
          </fieldset>
          <div>
            <label htmlFor={ids.type} className="text-sm font-medium text-stone-800">
              Session Type
            </label>
            <select id={ids.type} name="sessionType" defaultValue={DEFAULT_SESSION_KIND} className={selectClass}>
              {THERAPIST_SESSION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {SESSION_KIND_LABEL[kind]}
                </option>
              ))}
            </select>
          </div>
          <Field
            label="Duration (minutes)"
            name="durationMinutes"
            type="number"
            min={SESSION_MINUTES_MIN}
            max={SESSION_MINUTES_MAX}
            step={5}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
          />
          <Field label="Meeting Link" name="meetingLink" type="url" placeholder="https://" maxLength={500} />
          <p id={ids.problem} role="alert" className="min-h-5 text-sm font-medium text-red-700">
            {shownProblem}
          </p>
          {outsideHours ? (
            <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {OFFICE_HOURS_TEXT.outside}. Clients cannot book this time themselves; you still can.
            </p>
          ) : null}
          <DialogActions
            onCancel={() => setOpen(false)}
            submit="Create Session"
            busyLabel="Creating..."
            busy={save.state !== "idle"}
            disabled={save.state !== "idle" || shownProblem !== null}
          />
        </form>
      </Dialog>
    </>
  );
}
