import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { nonceOf } from "@server/http/load-context";
import { errorFields, logger } from "@server/lib/logger";
import { recordFailure } from "@server/lib/request-scope";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceContext } from "./components/nonce";

export const streamTimeout = 5_000;

/**
 * Every error React Router catches (a loader, action or render that threw, and its own refusals)
 * comes here instead of going to the console as text. A refusal below 500 (a 404, a POST where
 * there is no action: 405) is an answer, not a failure, and the work of a visitor who left was
 * stopped on purpose. Anything else goes on the request's own log line, at error level with its
 * message and stack (server/lib/logger.ts, logRequest).
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's own error responses keep what was thrown in a private `error` field.
  const thrown = isRouteErrorResponse(error) ? ((error as { error?: unknown }).error ?? error) : error;
  if (!recordFailure(thrown)) logger.error("request failed", errorFields(thrown));
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = nonceOf(loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyEvent =
      isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Before the shell, React Router hears of it (handleError); after it, only we do.
          if (shellRendered) logger.error("page failed while streaming", errorFields(error));
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
