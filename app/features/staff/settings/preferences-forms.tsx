import { PAYOUT_METHODS, type PayoutMethod } from "@domain/enums";
import type { NotificationChoices } from "@server/modules/notifications";
import type { PayoutDetails } from "@server/modules/staff";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";

type Answer = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

function useSaveToast(answer: Answer | undefined, saved: string, failed: string) {
  useEffect(() => {
    if (!answer) return;
    if (answer.ok) showToast((toast) => toast.success(saved));
    else showToast((toast) => toast.error(failed, { description: answer.error }));
  }, [answer, saved, failed]);
}

/** The server's notification preferences, as the form edits them. */
export type NotificationChoicesView = NotificationChoices;

const CHOICES: { name: keyof NotificationChoicesView; label: string }[] = [
  { name: "emailNewBooking", label: "E-mail me when a client books a session" },
  { name: "emailNewMessage", label: "E-mail me when a client sends a message" },
  { name: "emailHomeworkSubmitted", label: "E-mail me when a client submits homework" },
  { name: "emailReminders", label: "E-mail me session reminders (24 hours and 1 hour before)" },
  { name: "smsReminders", label: "Text me session reminders" },
];

/** Notification preferences (spec 001 §3): the e-mails on and SMS reminders off until she chooses. */
export function NotificationForm({ choices, action }: { choices: NotificationChoicesView; action: string }) {
  const fetcher = useFetcher<Answer>();
  useSaveToast(
    fetcher.state === "idle" ? fetcher.data : undefined,
    "Notification preferences saved",
    "Your preferences could not be saved.",
  );
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="save-notifications" />
      <fieldset>
        <legend className="font-semibold text-stone-900">Notification preferences</legend>
        <ul className="mt-3 space-y-2">
          {CHOICES.map((choice) => (
            <li key={choice.name}>
              <label className="flex items-center gap-2 text-stone-800">
                <input
                  type="checkbox"
                  name={choice.name}
                  defaultChecked={choices[choice.name]}
                  className="size-4 accent-brand-600"
                />
                {choice.label}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" className="mt-4" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Saving..." : "Save preferences"}
      </Button>
    </fetcher.Form>
  );
}

/** How the practice pays her, as the server keeps it. */
export type PayoutView = PayoutDetails;

type PayoutField = Exclude<keyof PayoutView, "method">;

const METHOD_LABEL: Record<PayoutMethod, string> = { bank: "Bank account", mobile_money: "Mobile money" };

/** How the practice pays her (private to her and the admins): a bank account or a mobile-money wallet. */
export function PayoutForm({ payout, action }: { payout: PayoutView | null; action: string }) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useSaveToast(answer, "Payment details saved", "Your payment details could not be saved.");
  const [method, setMethod] = useState<PayoutMethod>(payout?.method ?? "mobile_money");
  const fields = answer && !answer.ok ? (answer.fields ?? {}) : {};
  // A field's name, its saved value and the server's message about it.
  const bound = (name: PayoutField) => ({ name, defaultValue: payout?.[name] ?? "", error: fields[name] });
  return (
    <fetcher.Form method="post" action={action} noValidate>
      <input type="hidden" name="intent" value="save-payout" />
      <fieldset>
        <legend className="font-semibold text-stone-900">Payment info</legend>
        <p className="text-sm text-stone-600">
          Where the practice pays you. Only you and the practice's administrators see it.
        </p>
        <div className="mt-3 flex gap-4">
          {PAYOUT_METHODS.map((m) => (
            <label key={m} className="flex items-center gap-2 text-stone-800">
              <input
                type="radio"
                name="method"
                value={m}
                checked={method === m}
                onChange={() => setMethod(m)}
                className="accent-brand-600"
              />
              {METHOD_LABEL[m]}
            </label>
          ))}
        </div>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <Field label="Name on the account" {...bound("accountName")} required />
          {method === "bank" ? (
            <>
              <Field label="Bank" {...bound("bankName")} required />
              <Field label="Account number" {...bound("accountNumber")} required inputMode="numeric" />
            </>
          ) : (
            <>
              <Field label="Network" {...bound("mobileNetwork")} required placeholder="MTN, Telecel, AirtelTigo" />
              <Field label="Mobile-money number" {...bound("mobileNumber")} required type="tel" />
            </>
          )}
        </div>
      </fieldset>
      <Button type="submit" className="mt-4" disabled={fetcher.state !== "idle"}>
        {fetcher.state !== "idle" ? "Saving..." : "Save payment info"}
      </Button>
    </fetcher.Form>
  );
}

/**
 * Her own video room (a fixed Meet, Zoom or Jitsi address): what her sessions' join pages open
 * when the practice has no video provider. Empty removes it.
 */
export function VideoRoomForm({ roomUrl, action }: { roomUrl: string | null; action: string }) {
  const fetcher = useFetcher<Answer>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useSaveToast(answer, "Video room saved", "Your video room could not be saved.");
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value="save-video-room" />
      <h3 className="font-semibold text-stone-900">Your video room</h3>
      <p className="mt-1 text-sm text-stone-700">
        Each online session has its own join page, sent to your client. If the practice has no video set up, that page
        opens this room. Leave it empty to have none.
      </p>
      <Field
        label="Room address"
        name="roomUrl"
        type="url"
        placeholder="https://"
        maxLength={500}
        defaultValue={roomUrl ?? ""}
        error={answer && !answer.ok ? answer.fields?.roomUrl : undefined}
      />
      <Button type="submit" className="mt-4" disabled={fetcher.state !== "idle"}>
        Save video room
      </Button>
    </fetcher.Form>
  );
}
