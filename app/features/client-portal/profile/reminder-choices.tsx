import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

type Answer = { ok: true; intent?: string } | { ok: false; error: string };

/**
 * Session reminders (spec 000 §9): the e-mails always go; texts to her phone number are hers to
 * choose once the practice sends texts. A plain post without JavaScript.
 */
export function ReminderChoices({ smsReminders, textsAvailable }: { smsReminders: boolean; textsAvailable: boolean }) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const seen = useRef(answer);
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    if (answer.ok) showToast((toast) => toast.success("Reminder preferences saved"));
    else
      showToast((toast) => toast.error("Your reminder preferences could not be saved", { description: answer.error }));
  }, [answer]);
  return (
    <Section headingId="reminders-heading" title="Session reminders">
      <p className="mt-2 max-w-prose text-stone-700">
        We e-mail you a reminder 24 hours and 1 hour before each session, with how to join or find us.
      </p>
      {textsAvailable ? (
        <fetcher.Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="save-reminders" />
          <label className="flex items-center gap-2 text-stone-800">
            <input
              type="checkbox"
              name="smsReminders"
              defaultChecked={smsReminders}
              className="size-4 accent-brand-600"
            />
            Also text the reminders to the phone number on my profile
          </label>
          <Button type="submit" size="sm" className="mt-3" disabled={fetcher.state !== "idle"}>
            {fetcher.state !== "idle" ? "Saving..." : "Save reminder preferences"}
          </Button>
        </fetcher.Form>
      ) : null}
    </Section>
  );
}
