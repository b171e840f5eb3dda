import { NOTE_REMINDER_HOURS } from "@domain/clinical/notes";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

type Answer = { ok: true; intent: string } | { ok: false; error: string; fields?: Record<string, string> };

/**
 * When a therapist is reminded of a session note left unsigned: so many hours after the session
 * ends (1 to 720, 48 unless changed), by a notification and an e-mail, once per session.
 */
export function NoteReminderForm({ hours, action }: { hours: number; action: string }) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.data;
  const error = answer && !answer.ok ? (answer.fields?.noteReminderHours ?? answer.error) : undefined;
  return (
    <fetcher.Form method="post" action={action} className="space-y-3">
      <h2 className="font-serif text-xl text-brand-900">Session note reminders</h2>
      <input type="hidden" name="intent" value="save-note-reminders" />
      <Field
        name="noteReminderHours"
        type="number"
        inputMode="numeric"
        min={NOTE_REMINDER_HOURS.min}
        max={NOTE_REMINDER_HOURS.max}
        step={1}
        required
        defaultValue={hours}
        label="Remind a therapist of an unsigned note after (hours)"
        hint={`Hours after the session ends, from ${NOTE_REMINDER_HOURS.min} to ${NOTE_REMINDER_HOURS.max}. The therapist gets a notification and an e-mail, once per session, with no note text.`}
        error={error}
        className="max-w-xs"
      />
      {answer?.ok ? (
        <p role="status" className="text-sm text-emerald-800">
          Saved.
        </p>
      ) : null}
      <Button type="submit" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Saving..." : "Save reminder hours"}
      </Button>
    </fetcher.Form>
  );
}
