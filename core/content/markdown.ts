/**
 * Markdown to safe HTML, on the server only: `marked` renders, `sanitize-html` keeps an allow-list.
 * Whatever staff (or a compromised staff account) write, the page gets no script, style, frame,
 * event handler or `javascript:` URL, and images only from our own paths.
 */
import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

const marked = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "a",
    "strong",
    "em",
    "b",
    "i",
    "del",
    "s",
    "code",
    "pre",
    "blockquote",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "img",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    th: ["align"],
    td: ["align"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto"],
  // Images: relative paths of this site only (no scheme at all is allowed for them).
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The page's own <h1> is the title: a Markdown "# heading" becomes an <h2>.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:/i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !isOwnImage(frame.attribs.src),
};

function isOwnImage(src: string | undefined): boolean {
  return !!src && src.startsWith("/") && !src.startsWith("//") && !src.startsWith("/\\");
}

/** Safe HTML for a post body. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, SANITIZE);
}

/** The words of a Markdown text without its markup, for reading time and search. */
export function markdownToText(markdown: string): string {
  const html = marked.parse(markdown) as string;
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Minutes to read at about 220 words a minute, at least 1. Counted on the Markdown itself (words
 * with a letter or digit, so list markers and "#" do not count): cheap enough for every listing.
 */
export function readingMinutes(markdown: string): number {
  const words = markdown.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu)?.length ?? 0;
  return Math.max(1, Math.round(words / 220));
}
