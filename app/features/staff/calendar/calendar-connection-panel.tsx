import { CalendarDays } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

export interface CalendarConnectionView {
  available: boolean;
  connected: boolean;
  calendarEmail: string | null;
  lastSyncLabel: string | null;
  lastError: string | null;
}

function IntentButton(props: {
  intent: string;
  label: string;
  busyLabel: string;
  variant?: "primary" | "secondary" | "danger";
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === props.intent;
  return (
    <Button type="submit" name="intent" value={props.intent} variant={props.variant} disabled={busy}>
      {busy ? props.busyLabel : props.label}
    </Button>
  );
}

/**
 * One person's Google Calendar connection (spec 001 §2, §4): connect, or see the calendar's
 * address and last sync, sync now and disconnect. Plain forms posting to the tab.
 */
export function CalendarConnectionPanel({ view, action }: { view: CalendarConnectionView; action: string }) {
  return (
    <section aria-labelledby="google-calendar-heading" className="rounded-2xl bg-white p-6 ring-1 ring-stone-200">
      <CalendarDays aria-hidden className="size-6 text-brand-600" />
      <h2 id="google-calendar-heading" className="mt-3 font-serif text-2xl text-brand-900">
        Google Calendar
      </h2>
      {!view.available ? (
        <p className="mt-2 max-w-prose text-stone-700">
          The practice has not set up Google Calendar yet, so it cannot be connected here. Your calendar feed and the
          Sessions calendar still show every session.
        </p>
      ) : view.connected ? (
        <>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-stone-600">Connected calendar</dt>
            <dd className="text-stone-900" data-testid="calendar-email">
              {view.calendarEmail}
            </dd>
            <dt className="font-medium text-stone-600">Last synced</dt>
            <dd className="text-stone-900">{view.lastSyncLabel ?? "Not yet"}</dd>
          </dl>
          {view.lastError ? (
            <p className="mt-3 text-sm text-red-800">The last attempt to reach Google failed: {view.lastError}</p>
          ) : null}
          <p className="mt-3 max-w-prose text-sm text-stone-700">
            Your sessions are written to this calendar, and its busy times keep clients from booking those hours.
          </p>
          <Form method="post" action={action} className="mt-4 flex flex-wrap gap-3">
            <IntentButton intent="sync" label="Sync now" busyLabel="Syncing..." />
            <IntentButton intent="disconnect" label="Disconnect" busyLabel="Disconnecting..." variant="secondary" />
          </Form>
        </>
      ) : (
        <>
          <p className="mt-2 max-w-prose text-stone-700">
            Connect your Google Calendar to see your sessions there and to keep clients from booking times you are busy.
          </p>
          <Form method="post" action={action} className="mt-4">
            <IntentButton intent="connect" label="Connect Google Calendar" busyLabel="Opening Google..." />
          </Form>
        </>
      )}
    </section>
  );
}
