/** The blog's RSS 2.0 feed (`/blog/rss.xml`). */
import type { Post } from "./posts.ts";
import { postUrl } from "./posts.ts";

/** Escapes text for XML element content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(value: string): string {
  return Array.from(value)
    .filter((ch) => {
      const c = ch.codePointAt(0)!;
      return c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c !== 0xfffe && c !== 0xffff && (c < 0xd800 || c > 0xdfff));
    })
    .join("")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type FeedOptions = {
  /** Public origin, no trailing slash (APP_URL). */
  origin: string;
  appName: string;
  title: string;
  description: string;
  /** Path of the feed itself. */
  selfPath: string;
  /** Path of the page the feed mirrors. */
  pagePath: string;
};

export function buildRss(posts: readonly Post[], opts: FeedOptions): string {
  const newest = posts[0]?.publishAt ?? null;
  const items = posts
    .map((p) => {
      const link = `${opts.origin}${postUrl(p)}`;
      return [
        "    <item>",
        `      <title>${escapeXml(p.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <description>${escapeXml(p.summary)}</description>`,
        `      <category>${escapeXml(p.category)}</category>`,
        `      <dc:creator>${escapeXml(p.author)}</dc:creator>`,
        p.publishAt ? `      <pubDate>${p.publishAt.toUTCString()}</pubDate>` : "",
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(opts.title)}</title>
    <link>${escapeXml(opts.origin + opts.pagePath)}</link>
    <description>${escapeXml(opts.description)}</description>
    <language>en-PH</language>
    <atom:link href="${escapeXml(opts.origin + opts.selfPath)}" rel="self" type="application/rss+xml"/>
${newest ? `    <lastBuildDate>${newest.toUTCString()}</lastBuildDate>\n` : ""}${items}
  </channel>
</rss>
`;
}
