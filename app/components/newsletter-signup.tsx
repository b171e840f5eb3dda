import { NEWSLETTER_FORM_TEXT } from "@domain/newsletter-form";
import { useId } from "react";
import { useFetcher } from "react-router";

/** What /newsletter answers a sign-up with (its action's data). */
export type NewsletterAnswer = { ok: true; message: string } | { ok: false; error: string };

export const NEWSLETTER_ACTION = "/newsletter";

const TONES = {
  light: {
    label: "text-stone-800",
    input: "border border-stone-300 bg-white text-stone-900",
    button: "bg-brand-700 text-white hover:bg-brand-800",
    note: "text-stone-700",
    ok: "text-green-900 bg-green-50 ring-green-200",
    error: "text-red-900 bg-red-50 ring-red-200",
  },
  dark: {
    label: "text-white",
    input: "bg-white/95 text-stone-900",
    button: "bg-white text-brand-900 hover:bg-brand-50",
    note: "text-brand-100",
    ok: "text-green-950 bg-green-100 ring-green-300",
    error: "text-red-950 bg-red-100 ring-red-300",
  },
} as const;

/**
 * The mailing list's sign-up form (decision 0046): an address, the page it was given on, and the
 * answer shown under it. It posts to /newsletter, so without scripts the browser goes there and
 * that page shows the answer; with them it stays on this page.
 */
export function NewsletterSignup({
  source,
  tone = "light",
  compact = false,
}: {
  /** The page the form is on, kept with the consent. */
  source: string;
  tone?: keyof typeof TONES;
  /** The footer's narrow column: the button under the field. */
  compact?: boolean;
}) {
  const fetcher = useFetcher<NewsletterAnswer>();
  const fieldId = useId();
  const noteId = useId();
  const answerId = useId();
  const colours = TONES[tone];
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={NEWSLETTER_ACTION} className="mt-5">
      <input type="hidden" name="source" value={source} />
      <label htmlFor={fieldId} className={`mb-1.5 block text-sm font-medium ${colours.label}`}>
        {NEWSLETTER_FORM_TEXT.label}
      </label>
      <div className={`flex flex-col gap-3 ${compact ? "" : "sm:flex-row"}`}>
        <input
          id={fieldId}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder="you@example.com"
          aria-describedby={answer ? `${answerId} ${noteId}` : noteId}
          aria-invalid={answer && !answer.ok ? true : undefined}
          className={`h-11 min-w-0 flex-1 rounded-full px-4 text-sm ${colours.input}`}
        />
        <button
          type="submit"
          disabled={busy}
          className={`h-11 rounded-full px-5 text-sm font-semibold disabled:opacity-70 ${colours.button}`}
        >
          {busy ? NEWSLETTER_FORM_TEXT.sending : NEWSLETTER_FORM_TEXT.button}
        </button>
      </div>
      <div aria-live="polite">
        {answer ? (
          <p
            id={answerId}
            role={answer.ok ? "status" : "alert"}
            className={`mt-3 rounded-xl px-3 py-2 text-sm ring-1 ${answer.ok ? colours.ok : colours.error}`}
          >
            {answer.ok ? answer.message : answer.error}
          </p>
        ) : null}
      </div>
      <p id={noteId} className={`mt-3 text-xs leading-relaxed ${colours.note}`}>
        {NEWSLETTER_FORM_TEXT.consent}
      </p>
    </fetcher.Form>
  );
}
