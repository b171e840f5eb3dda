import { AUDIO_ONLY_BELOW_KBPS, JOIN_TEXT } from "@domain/video";
import type { JoinPage } from "@server/modules/video";
import { useNonce } from "~/components/nonce";
import { JOIN_PAGE_SCRIPT } from "./join-page-script";

/** The join page as the route hands it over: times as her zone reads them, and whether she is signed in. */
export type JoinPageData = Pick<
  JoinPage,
  | "sessionId"
  | "role"
  | "title"
  | "withName"
  | "inPerson"
  | "room"
  | "therapistInRoom"
  | "clientWaiting"
  | "mayEnter"
  | "practicePhone"
  | "signedIn"
> & {
  when: string;
  window: { state: "early"; opensAt: string; opensInSeconds: number } | { state: "open" | "ended" | "cancelled" };
};

/** How often a page opened by a reminder's link (no account, so no live updates) looks again while it waits. */
const LOOK_AGAIN_MS = 15_000;
const FORM_ID = "join-form";

/**
 * The session's join page: when it opens, the waiting room, the connection check and Join. It is
 * HTML with one inline script (decision 0051): Join is a plain form, the check and the reloads are
 * the script's, and the page loads no bundle.
 */
export function JoinSessionPage({
  page,
  error,
  roomUrl,
}: {
  page: JoinPageData;
  error: string | null;
  /** Join was pressed: the room to go to now. */
  roomUrl: string | null;
}) {
  const nonce = useNonce();
  const state = page.window.state;
  const online = page.inPerson === null;
  const open = online && state === "open";
  // Someone is waiting for the other: the client for her therapist, the therapist for her client.
  const waiting = open && (page.role === "client" ? !page.therapistInRoom : !page.clientWaiting);
  const watch = state === "early" || waiting ? (page.signedIn ? "live" : "poll") : "";
  return (
    <main
      id="join-page"
      className="mx-auto w-full max-w-xl px-4 py-10"
      data-session={page.sessionId}
      data-opens-in={page.window.state === "early" ? page.window.opensInSeconds : ""}
      data-watch={watch}
      data-poll-ms={LOOK_AGAIN_MS}
      data-threshold={AUDIO_ONLY_BELOW_KBPS}
      data-text-allowed={JOIN_TEXT.checkDevicesAllowed}
      data-text-denied={JOIN_TEXT.checkDevicesDenied}
      data-text-missing={JOIN_TEXT.checkDevicesMissing}
      data-text-speed={JOIN_TEXT.checkSpeed("{kbps}")}
      data-text-failed={JOIN_TEXT.checkFailed}
      data-text-checking="Checking…"
    >
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

      <div role="status" className="mt-6 text-lg">
        {page.window.state === "early" ? <p>{JOIN_TEXT.opensAt(page.window.opensAt)}</p> : null}
        {state === "ended" ? <p>{JOIN_TEXT.ended}</p> : null}
        {state === "cancelled" ? <p>{JOIN_TEXT.cancelled}</p> : null}
        {open && page.role === "client" ? (
          <p>{page.therapistInRoom ? JOIN_TEXT.therapistReady : JOIN_TEXT.clientWaiting}</p>
        ) : null}
        {open && page.role === "therapist" && page.clientWaiting ? (
          <p>{JOIN_TEXT.waitingNotice(page.withName.split(" ")[0] ?? page.withName)}</p>
        ) : null}
      </div>

      {roomUrl ? (
        <p className="mt-6 text-lg">
          Opening {page.room}…{" "}
          <a id="room-link" href={roomUrl} className="font-semibold text-brand-700 underline" rel="noreferrer">
            Open the room
          </a>
        </p>
      ) : null}

      {open && page.room && !roomUrl ? (
        <>
          {error ? (
            <p role="alert" className="mt-4 text-red-700">
              {error}
            </p>
          ) : null}
          <section aria-labelledby="check-heading" className="mt-6 rounded-lg border border-stone-200 p-4">
            <h2 id="check-heading" className="font-semibold">
              Check your connection
            </h2>
            <p className="mt-1 text-sm text-stone-700">
              A quick test of your camera, microphone and internet speed. Below {AUDIO_ONLY_BELOW_KBPS} kbps, audio only
              sounds better.
            </p>
            <button
              id="check-connection"
              type="button"
              hidden
              className="mt-3 rounded-full border border-brand-600 px-4 py-2 text-brand-700"
            >
              Check my connection
            </button>
            <div id="check-result" role="status" aria-live="polite" className="mt-3 text-sm" />
            <p id="check-slow" hidden className="mt-2 text-sm font-medium text-amber-800">
              {JOIN_TEXT.audioOnly}
            </p>
            <label className="mt-3 flex items-center gap-2">
              <input id="audio-only" type="checkbox" name="audioOnly" form={FORM_ID} />
              Join with audio only
            </label>
          </section>
          <form id={FORM_ID} method="post" className="mt-6">
            <button
              type="submit"
              disabled={!page.mayEnter}
              className="w-full rounded-full bg-brand-600 px-6 py-3 font-semibold text-white disabled:bg-stone-500"
            >
              {page.mayEnter ? "Join now" : "Join (once your therapist is in)"}
            </button>
            <p className="mt-2 text-sm text-stone-700">Opens {page.room}.</p>
          </form>
        </>
      ) : null}

      {open && !page.room ? (
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
      <script
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script.
        dangerouslySetInnerHTML={{ __html: JOIN_PAGE_SCRIPT }}
      />
    </main>
  );
}
