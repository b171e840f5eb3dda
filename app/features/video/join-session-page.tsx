import { JOIN_TEXT } from "@domain/video";
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useLiveUpdates } from "~/components/live/use-live-updates";
import { ConnectionCheck } from "./connection-check";

export interface JoinPageData {
  sessionId: string;
  role: "client" | "therapist";
  title: string;
  withName: string;
  when: string;
  window: { state: "early"; opensAt: string; opensAtIso: string } | { state: "open" | "ended" | "cancelled" };
  inPerson: { address: string; mapUrl: string } | null;
  room: string | null;
  therapistInRoom: boolean;
  clientWaiting: boolean;
  mayEnter: boolean;
  practicePhone: string;
  signedIn: boolean;
}

/** How often a page that waits for something (the room to open, the therapist to join) looks again. */
const LOOK_AGAIN_MS = 15_000;

/**
 * While the page waits for something it looks again every few seconds: signed in, it also hears
 * of the therapist joining at once (live updates need an account; a reminder's link has none).
 */
function useLookAgain(waiting: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void revalidator.revalidate(), LOOK_AGAIN_MS);
    return () => clearInterval(timer);
  }, [waiting, revalidator]);
}

function LiveUpdates() {
  useLiveUpdates();
  return null;
}

const FORM_ID = "join-form";

/** The session's join page: when it opens, the waiting room, the connection check and Join. */
export function JoinSessionPage({ page, error }: { page: JoinPageData; error: string | null }) {
  const state = page.window.state;
  const waitingForTherapist = page.role === "client" && state === "open" && !page.mayEnter;
  useLookAgain(state === "early" || waitingForTherapist);
  const online = page.inPerson === null;
  return (
    <main className="mx-auto max-w-xl px-4 py-10">
      {page.signedIn ? <LiveUpdates /> : null}
      <h1 className="font-serif text-3xl text-brand-900">{JOIN_TEXT.title}</h1>
      <p className="mt-2 text-stone-800">
        {page.title} with {page.withName}, {page.when}.
      </p>

      {page.inPerson ? (
        <section className="mt-6" aria-label="Where">
          <p>{JOIN_TEXT.inPerson}</p>
          <p className="mt-1">{page.inPerson.address}</p>
          <a className="text-brand-700 underline" href={page.inPerson.mapUrl} target="_blank" rel="noopener noreferrer">
            Open the map
          </a>
        </section>
      ) : null}

      <div role="status" aria-live="polite" className="mt-6 text-lg">
        {state === "early" ? (
          <p>{JOIN_TEXT.opensAt(page.window.state === "early" ? page.window.opensAt : "")}</p>
        ) : null}
        {state === "ended" ? <p>{JOIN_TEXT.ended}</p> : null}
        {state === "cancelled" ? <p>{JOIN_TEXT.cancelled}</p> : null}
        {online && state === "open" && page.role === "client" ? (
          <p>{page.therapistInRoom ? JOIN_TEXT.therapistReady : JOIN_TEXT.clientWaiting}</p>
        ) : null}
        {online && state === "open" && page.role === "therapist" && page.clientWaiting ? (
          <p>{JOIN_TEXT.waitingNotice(page.withName.split(" ")[0] ?? page.withName)}</p>
        ) : null}
      </div>

      {online && state === "open" && page.room ? (
        <>
          {error ? (
            <p role="alert" className="mt-4 text-red-700">
              {error}
            </p>
          ) : null}
          <ConnectionCheck form={FORM_ID} />
          <form id={FORM_ID} method="post" className="mt-6">
            <button
              type="submit"
              disabled={!page.mayEnter}
              className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white disabled:bg-stone-400"
            >
              {page.mayEnter ? "Join now" : "Join (once your therapist is in)"}
            </button>
            <p className="mt-2 text-sm text-stone-700">Opens {page.room}.</p>
          </form>
        </>
      ) : null}

      {online && state === "open" && !page.room ? (
        <section className="mt-6">
          <p className="font-medium">{JOIN_TEXT.noVideo}</p>
          <p className="mt-1">{JOIN_TEXT.noVideoHelp}</p>
        </section>
      ) : null}

      {online && (state === "open" || state === "early") ? (
        <div className="mt-8 space-y-2 text-sm text-stone-700">
          <p>{JOIN_TEXT.notRecorded}</p>
          <p>
            {JOIN_TEXT.phoneFallback(page.practicePhone)}{" "}
            <a className="text-brand-700 underline" href={`tel:${page.practicePhone.replaceAll(" ", "")}`}>
              Call {page.practicePhone}
            </a>
          </p>
        </div>
      ) : null}
    </main>
  );
}
