import { enabledLinkIds, type QuestionnaireItem } from "@domain/clinical/questionnaire";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Form, Link, useFetcher } from "react-router";
import { showToast } from "~/components/toasts";
import { Button, buttonClass } from "~/components/ui/button";
import { CrisisNotice } from "./crisis-notice";
import { type FormPageView, type RawAnswers, toAnswers } from "./form-view";
import { QuestionField } from "./question-field";

/** What the form page's action answers. */
export type FormAnswer =
  | { ok: true; intent: "save-draft"; errors: Record<string, string> }
  | {
      ok: true;
      intent: "submit";
      title: string;
      score: { total: number; maxTotal: number; band: string } | null;
      selfHarm: boolean;
      signed: boolean;
    }
  | { ok: false; error: string; fields?: Record<string, string>; submitted?: RawAnswers; retry?: boolean };

export const SAVE_DELAY_MS = 600;
export const RETRY_DELAY_MS = 3000;
const NOT_SAVED = "Not saved yet, we'll retry";

const PHONE_QUERY = "(max-width: 639px)";
const subscribe = (change: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", change);
  return () => query.removeEventListener("change", change);
};
/** A phone's width, once the page's script runs (the page as served shows the whole form). */
const useOneAtATime = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );

function formDataOf(answers: RawAnswers, intent: string): FormData {
  const form = new FormData();
  form.set("intent", intent);
  for (const [linkId, value] of Object.entries(answers)) {
    if (Array.isArray(value)) for (const entry of value) form.append(linkId, entry);
    else form.set(linkId, value);
  }
  return form;
}

interface Screen {
  lead: QuestionnaireItem[];
  item: QuestionnaireItem | null;
}

/** The shown items in screens: each question with the text to read before it. */
function screensOf(items: readonly QuestionnaireItem[]): Screen[] {
  const screens: Screen[] = [];
  let lead: QuestionnaireItem[] = [];
  for (const item of items) {
    if (item.type === "display") lead.push(item);
    else {
      screens.push({ lead, item });
      lead = [];
    }
  }
  if (lead.length > 0) screens.push({ lead, item: null });
  return screens;
}

type SaveState = "idle" | "saving" | "saved" | "retrying";

/**
 * Answering a form: on a phone one question a screen (Back, Next, "Question 3 of 9"), wider the
 * whole form. Every change is saved as a draft a moment later; a save that fails says so and is
 * tried again, and nothing typed is dropped. Posted without the page's script, the whole form is
 * sent as it is (Save for later, or Send).
 */
export function FormAnswering({ view, documentResult }: { view: FormPageView; documentResult?: FormAnswer }) {
  const { questionnaire } = view;
  const [answers, setAnswers] = useState<RawAnswers>(
    () => (documentResult && !documentResult.ok ? documentResult.submitted : undefined) ?? view.answers,
  );
  const [errors, setErrors] = useState<Record<string, string>>(() =>
    documentResult && !documentResult.ok ? (documentResult.fields ?? {}) : {},
  );
  const [summary, setSummary] = useState<string | null>(
    documentResult && !documentResult.ok ? documentResult.error : null,
  );
  const [saveState, setSaveState] = useState<SaveState>(
    documentResult?.ok && documentResult.intent === "save-draft" ? "saved" : "idle",
  );
  const [step, setStep] = useState(0);
  const screenRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const oneAtATime = useOneAtATime();

  const saver = useFetcher<FormAnswer>({ key: `save-${questionnaire.id}` });
  const sender = useFetcher<FormAnswer>();
  const latest = useRef(answers);
  latest.current = answers;
  const changes = useRef(0);
  const sentChange = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const save = useCallback(() => {
    clearTimeout(timer.current);
    sentChange.current = changes.current;
    setSaveState("saving");
    saver.submit(formDataOf(latest.current, "save-draft"), { method: "post" });
  }, [saver.submit]);

  // The save's answer: saved (unless more changed since), or not saved, tried again in a moment.
  const saved = saver.state === "idle" ? saver.data : undefined;
  const seenSave = useRef(saved);
  useEffect(() => {
    if (!saved || saved === seenSave.current) return;
    seenSave.current = saved;
    if (saved.ok && saved.intent === "save-draft") {
      if (sentChange.current === changes.current) setSaveState("saved");
      setErrors((shown) => ({ ...shown, ...saved.errors }));
    } else {
      setSaveState("retrying");
      clearTimeout(timer.current);
      timer.current = setTimeout(save, RETRY_DELAY_MS);
    }
  }, [saved, save]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (linkId: string, value: string | string[] | undefined) => {
    setAnswers((current) => {
      const next = { ...current };
      if (value === undefined || value === "") delete next[linkId];
      else next[linkId] = value;
      return next;
    });
    setErrors(({ [linkId]: _gone, ...rest }) => rest);
    changes.current += 1;
    if (saveState !== "retrying") setSaveState("saving");
    clearTimeout(timer.current);
    timer.current = setTimeout(save, SAVE_DELAY_MS);
  };

  const shown = useMemo(
    () => enabledLinkIds(questionnaire, toAnswers(questionnaire, answers)),
    [questionnaire, answers],
  );
  const items = questionnaire.items.filter((item) => shown.has(item.linkId));
  const screens = screensOf(items);
  const questions = screens.filter((screen) => screen.item).length;
  const current = Math.min(step, screens.length - 1);
  const last = current === screens.length - 1;

  // A new screen: the keyboard and the screen reader go to its question.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the screen changes
  useEffect(() => {
    if (!moved.current) return;
    screenRef.current?.querySelector<HTMLElement>("input, textarea")?.focus();
  }, [current]);
  const go = useCallback((to: number) => {
    moved.current = true;
    setStep(to);
  }, []);

  const sent = sender.state === "idle" ? sender.data : undefined;
  const done =
    sent?.ok && sent.intent === "submit"
      ? sent
      : documentResult?.ok && documentResult.intent === "submit"
        ? documentResult
        : null;
  const seenSend = useRef(sent);
  useEffect(() => {
    if (!sent || sent === seenSend.current) return;
    seenSend.current = sent;
    if (sent.ok) {
      if (sent.intent === "submit") {
        clearTimeout(timer.current);
        showToast((toast) => toast.success(sent.signed ? "Signed and sent" : "Your answers were sent"));
      }
      return;
    }
    setSummary(sent.error);
    setErrors(sent.fields ?? {});
    const firstWrong = screens.findIndex((screen) => screen.item && sent.fields?.[screen.item.linkId]);
    if (firstWrong >= 0) go(firstWrong);
  }, [sent, screens, go]);

  if (done) {
    return (
      <div className="space-y-6">
        {done.selfHarm ? <CrisisNotice /> : null}
        <section aria-labelledby="form-done-heading" className="rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <h2 id="form-done-heading" className="font-serif text-2xl text-brand-900">
            Thank you
          </h2>
          <p className="mt-2 text-stone-800">
            {done.signed ? `You signed the ${done.title}.` : `Your ${done.title} was sent to your therapist.`}
          </p>
          {done.score ? (
            <p className="mt-2 text-stone-800">
              Your score: <strong>{done.score.total}</strong> of {done.score.maxTotal} ({done.score.band}).
            </p>
          ) : null}
          <Link to=".." relative="path" className={`${buttonClass("secondary")} mt-4`}>
            Back to your forms
          </Link>
        </section>
      </div>
    );
  }

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "save-draft") return save();
    clearTimeout(timer.current);
    setSummary(null);
    sender.submit(formDataOf(latest.current, "submit"), { method: "post" });
  };

  const visible = oneAtATime ? (screens[current] ? [screens[current]] : []) : screens;
  const sending = sender.state !== "idle";
  return (
    <Form method="post" noValidate onSubmit={onSubmit} aria-labelledby="form-title" className="space-y-6">
      {questionnaire.intro && (!oneAtATime || current === 0) ? (
        <p className="whitespace-pre-line text-stone-800">{questionnaire.intro}</p>
      ) : null}
      {summary ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {summary}
        </p>
      ) : null}
      {oneAtATime && screens[current]?.item ? (
        <p className="text-sm font-medium text-stone-600" aria-live="polite">
          Question {screens.slice(0, current + 1).filter((screen) => screen.item).length} of {questions}
        </p>
      ) : null}
      {visible.map((screen) => (
        <div key={screen.item?.linkId ?? "end"} ref={oneAtATime ? screenRef : undefined} className="space-y-4">
          {screen.lead.map((item) => (
            <QuestionField key={item.linkId} item={item} value={undefined} onChange={() => undefined} />
          ))}
          {screen.item ? (
            <QuestionField
              item={screen.item}
              value={answers[screen.item.linkId]}
              error={errors[screen.item.linkId]}
              onChange={(value) => change(screen.item!.linkId, value)}
            />
          ) : null}
        </div>
      ))}
      <p role="status" className="min-h-5 text-sm text-stone-600">
        {saveState === "saving"
          ? "Saving..."
          : saveState === "saved"
            ? "Saved"
            : saveState === "retrying"
              ? NOT_SAVED
              : ""}
      </p>
      <div className="flex flex-wrap gap-3">
        {oneAtATime && current > 0 ? (
          <Button variant="secondary" onClick={() => go(current - 1)}>
            Back
          </Button>
        ) : null}
        {oneAtATime && !last ? (
          // Its own element: the Send button that replaces it on the last screen must not take its click.
          <Button key="next" onClick={() => go(current + 1)}>
            Next
          </Button>
        ) : (
          <Button key="send" type="submit" name="intent" value="submit" disabled={sending}>
            {sending ? "Sending..." : questionnaire.kind === "consent" ? "Sign and send" : "Send my answers"}
          </Button>
        )}
        {!oneAtATime ? (
          <Button type="submit" variant="secondary" name="intent" value="save-draft">
            Save for later
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
