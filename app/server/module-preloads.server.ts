/**
 * Where React writes a document, and the one change we make to it: React Router's
 * `<link rel="modulepreload">` hints come out of the head.
 *
 * `<Scripts>` lists every JavaScript module of the page as a preload, and React hoists them into the
 * head, so the browser fetches about 120 KB of JavaScript at high priority while it still needs the
 * page's own HTML and CSS. On a slow phone connection that pushes the first paint back by more than a
 * second (Lighthouse mobile: first contentful paint 2.4 s with the hints, 0.9 s without, on a travel
 * guide). The page is server-rendered and works before hydration, so the content comes first: the
 * module script at the end of the body still loads the same modules, just after the page is drawn
 * (docs/decisions/021-content-before-javascript.md).
 *
 * Most pages are complete when React's shell is: React writes the whole document inside `pipe()`, and
 * it leaves as one buffer, with no stream machinery per chunk (that was a tenth of the CPU of a
 * signed-in page; decision 022). A page with deferred data (Suspense) starts the same way and then
 * streams each later part as React writes it.
 */
import { Writable } from "node:stream";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HEAD_END = Buffer.from("</head>");

/** The head with its module preloads removed (exported for tests). */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

/** `bytes` with the module preloads taken out of everything up to the first `</head>` (the rest untouched). */
function stripHead(bytes: Buffer): Buffer {
  const end = bytes.indexOf(HEAD_END);
  if (end === -1) return bytes;
  const cut = end + HEAD_END.length;
  const head = bytes.toString("utf8", 0, cut);
  const stripped = withoutModulePreloads(head);
  if (stripped.length === head.length) return bytes;
  return Buffer.concat([Buffer.from(stripped, "utf8"), bytes.subarray(cut)]);
}

/**
 * Runs `pipe` (React's, from `renderToPipeableStream`'s shell callback) into a sink and returns the
 * document: one buffer when React ended it within `pipe` (the shell is the whole page), otherwise a
 * stream that starts with what was written so far and carries every later write. The shell always
 * holds the complete head, so the preloads are taken out of the first part only. `onEnd` runs once
 * when React has finished or the document was abandoned (a client that left cancels the stream, which
 * tells React to stop rendering).
 */
export function pipeDocument(
  pipe: (destination: Writable) => unknown,
  onEnd: () => void,
): Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array<ArrayBuffer>> {
  const written: Buffer[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array<ArrayBuffer>> | null = null;
  let open = true;
  let endCalled = false;
  const end = () => {
    if (endCalled) return;
    endCalled = true;
    onEnd();
  };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (controller && open) controller.enqueue(new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.byteLength));
      else if (!controller) written.push(chunk);
      callback();
    },
    final(callback) {
      if (controller && open) {
        open = false;
        controller.close();
      }
      end();
      callback();
    },
    destroy(error, callback) {
      if (controller && open) {
        open = false;
        if (error) controller.error(error);
        else controller.close();
      }
      end();
      callback(error);
    },
  });
  // React reports its own failures through the render's callbacks; an error here only ends the document.
  sink.on("error", () => {});
  pipe(sink);
  const joined = stripHead(written.length === 1 ? written[0]! : Buffer.concat(written));
  const first = new Uint8Array(joined.buffer as ArrayBuffer, joined.byteOffset, joined.byteLength);
  written.length = 0;
  if (sink.writableEnded) return first;
  if (sink.destroyed) {
    const error = sink.errored ?? new Error("The document was abandoned while rendering");
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      start(c) {
        c.enqueue(first);
        c.error(error);
      },
    });
  }
  return new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(c) {
      if (first.byteLength > 0) c.enqueue(first);
      controller = c;
    },
    cancel() {
      open = false;
      sink.destroy();
    },
  });
}
