import { CalendarPlus } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useFetcher } from "react-router";
import { CopyButton } from "~/components/payments/copy-button";
import { showToast } from "~/components/toasts";
import { Button, buttonClass } from "~/components/ui/button";

/** A calendar address, shown once: when it is made or renewed (only its hash is kept). */
export interface CalendarFeedView {
  https: string;
  webcal: string;
}

/** What an action answers to the panel's forms: the address made or renewed, if any. */
type Answer = { ok: true; intent?: string; address?: CalendarFeedView | null } | { ok: false; error: string };

/** The address the last answer showed, if it made or renewed one. */
export const shownAddress = (answer: unknown): CalendarFeedView | null =>
  (answer as { ok?: boolean; address?: CalendarFeedView | null } | undefined)?.address ?? null;

/** The panel's forms share one fetcher: its answer outlives the button that sent it (create's is replaced). */
const FETCHER_KEY = "calendar-feed";

const DONE: Record<string, string> = {
  "create-calendar-feed": "Calendar address created",
  "renew-calendar-feed": "Calendar address renewed",
  "revoke-calendar-feed": "Calendar address revoked",
};

/** One toast per answer; an answer already there when the panel mounts is an old one. */
function useFeedToast() {
  const fetcher = useFetcher<Answer>({ key: FETCHER_KEY });
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const seen = useRef(answer);
  useEffect(() => {
    if (!answer || answer === seen.current) return;
    seen.current = answer;
    if (answer.ok) showToast((toast) => toast.success(DONE[answer.intent ?? ""] ?? "Saved"));
    else showToast((toast) => toast.error("Your calendar address could not be changed", { description: answer.error }));
  }, [answer]);
}

/** A form of one button: a plain post without JavaScript, the panel's fetcher with it. */
function FeedButton({
  intent,
  action,
  label,
  busyLabel,
  variant = "secondary",
}: {
  intent: string;
  action?: string;
  label: string;
  busyLabel: string;
  variant?: "primary" | "secondary" | "danger";
}) {
  const fetcher = useFetcher<Answer>({ key: FETCHER_KEY });
  const busy = fetcher.state !== "idle";
  const mine = busy && fetcher.formData?.get("intent") === intent;
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} size="sm" disabled={busy}>
        {mine ? busyLabel : label}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The viewer's private calendar address: calendar apps that subscribe to it show her sessions and
 * keep them up to date. Shown once, when it is made or renewed, as a webcal:// link (opens the
 * calendar app) and as the https address to copy; later visits say she has one and offer to renew
 * it (the old one stops working) or revoke it.
 */
export function CalendarFeedPanel({
  hasFeed,
  shown,
  action,
  headingLevel = 2,
}: {
  hasFeed: boolean;
  /** The address a plain post (without JavaScript) just made or renewed. */
  shown?: CalendarFeedView | null;
  /** The route whose action takes the panel's forms (the current one when not given). */
  action?: string;
  headingLevel?: 2 | 3;
}) {
  const id = useId();
  useFeedToast();
  const fetcher = useFetcher<Answer>({ key: FETCHER_KEY });
  const feed = hasFeed ? (fetcher.data ? shownAddress(fetcher.data) : (shown ?? null)) : null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Heading
        id={`${id}-heading`}
        className={headingLevel === 2 ? "font-serif text-2xl text-brand-900" : "font-semibold text-stone-900"}
      >
        Calendar subscription
      </Heading>
      <p className="mt-2 text-stone-700">
        Add your sessions to Google Calendar, Apple Calendar or Outlook with your private calendar address. Your
        calendar app then keeps them up to date, including moved and cancelled sessions.
      </p>
      {hasFeed ? (
        <div className="mt-4 space-y-4">
          {feed ? <ShownAddress id={id} feed={feed} /> : <AddressKept />}
          <div className="flex flex-wrap gap-3">
            <FeedButton intent="renew-calendar-feed" action={action} label="Renew address" busyLabel="Renewing..." />
            <FeedButton
              intent="revoke-calendar-feed"
              action={action}
              label="Revoke address"
              busyLabel="Revoking..."
              variant="danger"
            />
          </div>
          <p className="text-xs text-stone-600">
            Renewing gives you a new address and the old one stops working; revoking removes it.
          </p>
        </div>
      ) : (
        <div className="mt-4">
          <FeedButton
            intent="create-calendar-feed"
            action={action}
            label="Create my calendar address"
            busyLabel="Creating..."
            variant="primary"
          />
        </div>
      )}
    </section>
  );
}

/** The address just made or renewed: the one time it is shown. */
function ShownAddress({ id, feed }: { id: string; feed: CalendarFeedView }) {
  return (
    <>
      <a href={feed.webcal} className={buttonClass("primary", "sm")}>
        <CalendarPlus aria-hidden className="size-4" />
        Subscribe in my calendar app
      </a>
      <div>
        <label htmlFor={`${id}-address`} className="block text-sm font-medium text-stone-800">
          Calendar address
        </label>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <input
            id={`${id}-address`}
            type="text"
            readOnly
            value={feed.https}
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${id}-hint`}
            className="block min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-xs text-stone-900"
          />
          <CopyButton value={feed.https} label="calendar address" />
        </div>
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          Paste it where your calendar app asks for a calendar "from URL" or "by address". Anyone who has it can see
          your session times: keep it to yourself, and renew it if you shared it by mistake.
        </p>
      </div>
      <p className="text-sm font-medium text-stone-800" role="status">
        Copy it now: for your privacy it is shown only this once. If you lose it, renew it to get a new one.
      </p>
    </>
  );
}

/** She has an address, which is not shown again. */
function AddressKept() {
  return (
    <p className="text-stone-700">
      You have a calendar address. For your privacy it is shown only when it is made or renewed: if you no longer have
      it, renew it to get a new one.
    </p>
  );
}
