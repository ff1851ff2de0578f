/**
 * Takes React Router's `<link rel="modulepreload">` hints out of a document's head.
 *
 * `<Scripts>` lists every JavaScript module of the page as a preload, and React hoists them into the
 * head, so the browser fetches about 120 KB of JavaScript at high priority while it still needs the
 * page's own HTML and CSS. On a slow phone connection that pushes the first paint back by more than a
 * second (Lighthouse mobile: first contentful paint 2.4 s with the hints, 0.9 s without, on a travel
 * guide). The page is server-rendered and works before hydration, so the content comes first: the
 * module script at the end of the body still loads the same modules, just after the page is drawn
 * (docs/decisions/021-content-before-javascript.md).
 *
 * Only the head is touched: bytes are held back until `</head>` has passed (or 64 KiB, whichever
 * comes first), then everything streams through unchanged.
 */
import { StringDecoder } from "node:string_decoder";
import { Transform, type TransformCallback } from "node:stream";

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HEAD_END = "</head>";
const MAX_HEAD = 64 * 1024;

/** The head with its module preloads removed (exported for tests). */
export function withoutModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, "");
}

export function stripModulePreloads(): Transform {
  const decoder = new StringDecoder("utf8");
  let head = "";
  let passing = false;
  const release = (stream: Transform) => {
    const end = head.indexOf(HEAD_END);
    const cut = end === -1 ? head.length : end + HEAD_END.length;
    stream.push(Buffer.from(withoutModulePreloads(head.slice(0, cut)) + head.slice(cut), "utf8"));
    head = "";
    passing = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (passing) return callback(null, chunk);
      head += decoder.write(chunk);
      if (head.includes(HEAD_END) || head.length > MAX_HEAD) release(this);
      callback();
    },
    flush(callback: TransformCallback) {
      if (!passing) {
        head += decoder.end();
        release(this);
      }
      callback();
    },
  });
}
