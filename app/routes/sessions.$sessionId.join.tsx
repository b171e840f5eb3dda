import { RETURN_PARAM } from "@domain/navigation";
import { sessionWhen } from "@domain/session-time";
import { JOIN_PASS_PARAM, joinPath } from "@domain/video";
import { getDb } from "@server/db";
import { readCookie } from "@server/http/cookies";
import { viewerOf } from "@server/http/load-context";
import { JOIN_PAGE_PERMISSIONS_POLICY } from "@server/http/security";
import { requestNow, TEST_CLOCK_COOKIE } from "@server/lib/clock";
import { enterRoom, type JoinVisitor, joinCookieName, joinCookieValue, openJoinPage } from "@server/modules/video";
import { useEffect } from "react";
import { isRouteErrorResponse, redirect } from "react-router";
import { NOT_FOUND_META, NotFoundPage } from "~/components/not-found-page";
import { JoinSessionPage } from "~/features/video/join-session-page";
import { failure, readForm, rethrowAsResponse } from "~/lib/action-result";
import type { Route } from "./+types/sessions.$sessionId.join";

/** The page is its HTML and one inline script: no bundle is loaded (decision 0051). */
export const handle = { scripts: false };

/** Never stored; and the connection check may ask for the camera and microphone here. */
export function headers() {
  return { "Cache-Control": "no-store", "Permissions-Policy": JOIN_PAGE_PERMISSIONS_POLICY };
}

export function meta({ data: page }: Route.MetaArgs) {
  if (!page) return NOT_FOUND_META;
  return [{ title: "Join your session" }, { name: "robots", content: "noindex" }];
}

function visitorOf(request: Request, context: Route.LoaderArgs["context"], sessionId: string, pass: string | null) {
  const visitor: JoinVisitor = {
    viewer: viewerOf(context),
    pageCookie: readCookie(request, joinCookieName(sessionId)),
    pass,
  };
  return { visitor, now: requestNow(readCookie(request, TEST_CLOCK_COOKIE)) };
}

/**
 * The session's one join page: its client and therapist only (signed in, or by a reminder's
 * one-time link, which leaves a cookie for this page alone until the session's end); everyone
 * else gets the site's not-found page.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { visitor, now } = visitorOf(request, context, params.sessionId, url.searchParams.get(JOIN_PASS_PARAM));
  const page = await openJoinPage(await getDb(), visitor, params.sessionId, now).catch(rethrowAsResponse);
  if (page.passUsed) {
    // The pass is used up: keep her on this page by its cookie, and take the pass out of the address.
    const cookie = [
      `${joinCookieName(page.sessionId)}=${joinCookieValue(page.sessionId, page.passUsed.userId, page.passUsed.expiresAt)}`,
      `Path=${joinPath(page.sessionId)}`,
      `Expires=${page.passUsed.expiresAt.toUTCString()}`,
      "HttpOnly",
      "SameSite=Lax",
    ].join("; ");
    throw redirect(joinPath(page.sessionId), { headers: { "Set-Cookie": cookie } });
  }
  const at = (instant: Date) => sessionWhen(instant, page.timeZone);
  return {
    sessionId: page.sessionId,
    role: page.role,
    title: page.title,
    withName: page.withName,
    when: at(page.startsAt).text,
    window:
      page.window.state === "early"
        ? {
            state: "early" as const,
            opensAt: at(page.window.opensAt).time,
            opensInSeconds: Math.ceil((page.window.opensAt.getTime() - now.getTime()) / 1000),
          }
        : { state: page.window.state },
    inPerson: page.inPerson,
    room: page.room,
    therapistInRoom: page.therapistInRoom,
    clientWaiting: page.clientWaiting,
    mayEnter: page.mayEnter,
    practicePhone: page.practicePhone,
    signedIn: page.signedIn,
  };
}

/**
 * Join: the room's address (on Jitsi with her own token), audio only if she asked. The page then
 * goes there by its script, or she taps the link: a form may only post to our own site (the
 * content policy's form-action), so the room is not reached by the form's redirect.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { visitor, now } = visitorOf(request, context, params.sessionId, null);
  try {
    const { url } = await enterRoom(
      await getDb(),
      visitor,
      params.sessionId,
      { audioOnly: form.audioOnly === "on" },
      now,
    );
    return { ok: true as const, roomUrl: url };
  } catch (err) {
    // Not hers: the same 404 as the page's (its loader then shows the not-found page).
    return failure(err, "We could not open the room. Please try again.");
  }
}

export default function JoinSession({ loaderData, actionData }: Route.ComponentProps) {
  // Loaded as a document, the page never hydrates and this never runs. Reached by a link inside a
  // hydrated page, React drew it without its inline script: load it as the document it is.
  useEffect(() => window.location.reload(), []);
  return (
    <JoinSessionPage
      page={loaderData}
      error={actionData && !actionData.ok ? actionData.error : null}
      roomUrl={actionData?.ok ? actionData.roomUrl : null}
    />
  );
}

/** The same not-found page for everyone it is not for, with a way in for the one it is for. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    const next = encodeURIComponent(joinPath(params.sessionId ?? ""));
    return (
      <>
        <NotFoundPage />
        <p className="-mt-16 mb-16 px-6 text-center text-stone-700">
          Is this your session?{" "}
          <a className="text-brand-700 underline" href={`/auth?${RETURN_PARAM}=${next}`}>
            Sign in
          </a>{" "}
          to join it.
        </p>
      </>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && status < 500 ? String(error.data) : "Something went wrong. Please try again.";
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-serif text-3xl">Join your session</h1>
      <p className="mt-4 text-stone-700">{message}</p>
    </main>
  );
}
