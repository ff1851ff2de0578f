// @vitest-environment happy-dom
import { expect, it } from "vitest";
import type { Post } from "./posts.ts";
import { buildRss, escapeXml } from "./rss.ts";

const post = (slug: string, title: string, at: string): Post => ({
  id: slug,
  kind: "blog",
  slug,
  title,
  summary: `Summary of ${title}`,
  body: "Body",
  category: "islands",
  author: "Lakbay editors",
  status: "published",
  publishAt: new Date(at),
  viewCount: 0,
  createdAt: new Date(at),
  updatedAt: new Date(at),
  seedHash: null,
  seedUpdate: null,
});

it("builds an RSS 2.0 feed that parses back to the same titles, links and dates", () => {
  const tricky = `Tides & "lagoons" <El Nido> it's ]]>`;
  const xml = buildRss([post("tides", tricky, "2026-11-20T01:00:00Z"), post("ferries", "Ferries", "2026-11-01T01:00:00Z")], {
    origin: "https://lakbay.example",
    appName: "Lakbay",
    title: "Lakbay blog",
    description: "Stories & tips",
    selfPath: "/blog/rss.xml",
    pagePath: "/blog",
  });
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe("rss");
  expect(doc.documentElement.getAttribute("version")).toBe("2.0");
  const channel = doc.getElementsByTagName("channel")[0]!;
  expect(channel.getElementsByTagName("description")[0]?.textContent).toBe("Stories & tips");
  const items = Array.from(doc.getElementsByTagName("item"));
  expect(items).toHaveLength(2);
  expect(items[0]!.getElementsByTagName("title")[0]?.textContent).toBe(tricky);
  expect(items[0]!.getElementsByTagName("link")[0]?.textContent).toBe("https://lakbay.example/blog/tides");
  expect(new Date(items[0]!.getElementsByTagName("pubDate")[0]!.textContent!).toISOString()).toBe("2026-11-20T01:00:00.000Z");
  expect(xml).not.toContain("<El Nido>");
});

it("escapes the five XML characters and drops characters XML cannot hold", () => {
  expect(escapeXml(`a&b<c>d"e'f\u0001g\u0008`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;fg");
});
