import path from "node:path";
import { describe, expect, it } from "vitest";
import { POST_CATEGORIES } from "../../contracts/content.ts";
import { parseFrontMatter, postFromFile, readContentFiles } from "./content-files.ts";

describe("content files", () => {
  it("reads front matter and body", () => {
    const { fields, body } = parseFrontMatter('---\ntitle: "Hello: world"\nsummary: Hi\n---\n\nBody text\n');
    expect(fields).toEqual({ title: "Hello: world", summary: "Hi" });
    expect(body).toBe("Body text\n");
  });

  it("refuses a file with an unknown category or no date", () => {
    const bad = "---\ntitle: T\nsummary: S\ncategory: gossip\nauthor: A\npublished: 2026-10-01T09:00:00+08:00\n---\nBody";
    expect(() => postFromFile("blog", "x.md", bad)).toThrow();
    const undated = "---\ntitle: T\nsummary: S\ncategory: planning\nauthor: A\n---\nBody";
    expect(() => postFromFile("blog", "x.md", undated)).toThrow();
  });

  it("ships at least twelve blog articles over five categories and five dated news items, all valid", async () => {
    const posts = await readContentFiles(path.resolve(import.meta.dirname, "../../content"));
    const blog = posts.filter((p) => p.kind === "blog");
    const news = posts.filter((p) => p.kind === "news");
    expect(blog.length).toBeGreaterThanOrEqual(12);
    expect(new Set(blog.map((p) => p.category)).size).toBeGreaterThanOrEqual(5);
    expect(news.length).toBeGreaterThanOrEqual(5);
    for (const p of posts) {
      expect(POST_CATEGORIES.map((c) => c.slug)).toContain(p.category);
      expect(p.publishAt!.getTime()).toBeLessThanOrEqual(Date.parse("2026-11-22T00:00:00Z"));
    }
    // Each news item says in its body when it was written or checked.
    for (const n of news) expect(n.body).toMatch(/\*(Written|Checked) on \d{1,2} \w+ 20\d\d/);
    expect(new Set(posts.map((p) => `${p.kind}/${p.slug}`)).size).toBe(posts.length);
  });
});
