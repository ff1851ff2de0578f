import { renderToPipeableStream } from "react-dom/server";
import { isDatabaseUnavailable } from "../server/database-unavailable.ts";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { redactPath } from "../server/middleware/request-log.ts";
import { requestContext } from "../server/request-context.ts";
import { safeError } from "../server/safe-error.ts";
import { PrerenderContext } from "./components/layouts/prerendered.tsx";
import { pipeDocument } from "./server/module-preloads.server.ts";
import { NonceProvider } from "./lib/nonce.tsx";
import { createFragmentRenderer } from "./server/prerender.server.ts";

export const streamTimeout = 5_000;

/** Unexpected errors are logged; a 4xx answer (404, 405 …) or a client that left is not an error. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // Structured, with the request id, and never a query's parameters or a token in a path.
  const values = (context as RouterContextProvider | undefined)?.get?.(requestContext);
  if (values && isDatabaseUnavailable(error)) values.databaseUnavailable = true;
  const line = { err: safeError(error), reqId: values?.requestId, path: redactPath(new URL(request.url).pathname) };
  if (values) values.services.host.logger.error(line, "request failed in a loader or action");
  else console.error(JSON.stringify(line));
};

/** The shell's static fragments (footer, menu links), rendered once per process (decision 022). */
const renderFragment = createFragmentRenderer();

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(requestContext).nonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The whole document at once, for everyone: no route defers data (nothing to stream), and the one
    // Suspense boundary React Router renders (the loader data's hand-over) resolves at once. Waiting for
    // it puts the data inline instead of in a second flush with React's reveal script, and the page
    // leaves as one buffer (decision 022). A route that defers slow data would need onShellReady again.
    const readyOption = "onAllReady";
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <PrerenderContext.Provider value={renderFragment}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </PrerenderContext.Provider>
      </NonceProvider>,
      {
        nonce,
        // Never send a finished Suspense boundary apart (React does for one over ~12 KB: hidden, then
        // moved in place by an inline script). The document leaves whole anyway, and a part that
        // hydrates late (decision 023) must be in place without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The page's content before its JavaScript: no module preloads in the head. A page complete
          // in its shell leaves as one buffer, one with deferred data as a stream (module-preloads.server.ts).
          const body = pipeDocument(pipe, () => clearTimeout(timeout));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(JSON.stringify({ err: safeError(error) }));
        },
      },
    );
    // Deferred data that takes too long is given up on; the timer ends with the document, so a finished
    // render is not kept in memory for the timeout's length.
    timeout = setTimeout(abort, streamTimeout + 1000);
  });
}
