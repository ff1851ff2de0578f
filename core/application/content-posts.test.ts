import { describe, expect, it } from "vitest";
import { CONTENT_MESSAGES } from "../../contracts/content-lists.ts";
import type { ContentService, Post } from "../content/posts.ts";
import { createMemoryRateLimitStore } from "../rate-limit/memory-store.ts";
import { createRateLimiter } from "../rate-limit/rate-limiter.ts";
import { createContentApplication } from "./content.ts";
import { invoke } from "./use-case.ts";

const reader = { userId: null, clientIp: "203.0.113.9" };
const ferries = {
  id: "p1",
  kind: "blog",
  slug: "ferries",
  title: "Ferries",
  summary: "How to ride them.",
  body: "Take the early boat.",
  category: "islands",
  author: "Ana Reyes",
  status: "published",
  publishAt: new Date("2026-11-01T00:00:00Z"),
  createdAt: new Date("2026-11-01T00:00:00Z"),
  updatedAt: new Date("2026-11-01T00:00:00Z"),
  viewCount: 4,
} as Post;

function setUp() {
  const calls: string[] = [];
  const content = {
    listPosts: async (q: { kind: string; page: number; order: string }) => {
      calls.push(`list ${q.kind} ${q.order} ${q.page}`);
      return { posts: [ferries], total: 1, page: q.page, pages: 1 };
    },
    categoryCounts: async () => [{ category: "islands", count: 1 }],
    getPublicPost: async (_kind: string, slug: string) => (slug === "ferries" ? ferries : null),
    relatedPosts: async () => {
      calls.push("related");
      return [];
    },
    countView: async (_kind: string, slug: string) => {
      calls.push(`view ${slug}`);
      return slug === "ferries";
    },
  } as unknown as ContentService;
  return { app: createContentApplication({ content, readRateLimiter: createRateLimiter(createMemoryRateLimitStore()) }), calls };
}

describe("content.posts and content.post", () => {
  it("list a page of posts as summaries, newest first by default; a page past the end is not found", async () => {
    const { app, calls } = setUp();
    expect(await invoke(app.posts, { kind: "news" }, reader)).toMatchObject({
      ok: true,
      value: { page: 1, pages: 1, total: 1, posts: [{ url: "/blog/ferries", categoryLabel: "Islands & beaches", readingMinutes: 1 }] },
    });
    expect(await invoke(app.posts, { page: "2" }, reader)).toMatchObject({ ok: false, error: { code: "not_found" } });
    expect(calls).toEqual(["list news latest 1", "list blog latest 2"]);
  });

  it("open a post rendered, with related posts only when asked for", async () => {
    const { app, calls } = setUp();
    expect(await invoke(app.post, { kind: "blog", slug: "ferries" }, reader)).toMatchObject({
      ok: true,
      value: { post: { title: "Ferries", html: "<p>Take the early boat.</p>\n", viewCount: 4 }, related: [] },
    });
    await invoke(app.post, { kind: "news", slug: "ferries", related: 0 }, reader);
    expect(calls).toEqual(["related"]);
    expect(await invoke(app.post, { kind: "blog", slug: "nope" }, reader)).toEqual({
      ok: false,
      error: { code: "not_found", reason: "content.not_found", message: CONTENT_MESSAGES.notFound },
    });
    expect(await invoke(app.post, { kind: "blog", slug: "Not A Slug" }, reader)).toMatchObject({ ok: false, error: { code: "invalid" } });
  });
});

describe("content.countView", () => {
  it("counts a reader's view of a post once per half hour", async () => {
    const { app, calls } = setUp();
    expect(await invoke(app.countView, { kind: "blog", slug: "ferries" }, reader)).toEqual({ ok: true, value: { counted: true } });
    expect(await invoke(app.countView, { kind: "blog", slug: "ferries" }, reader)).toEqual({ ok: true, value: { counted: false } });
    expect(await invoke(app.countView, { kind: "blog", slug: "ferries" }, { ...reader, clientIp: "198.51.100.7" })).toEqual({
      ok: true,
      value: { counted: true },
    });
    expect(calls).toEqual(["view ferries", "view ferries"]);
  });
});

describe("content.guides and content.guide", () => {
  it("list the ten guides with their pages, and open one by slug; an unknown one is not found", async () => {
    const { app } = setUp();
    const list = await invoke(app.guides, {}, reader);
    expect(list.ok && list.value).toHaveLength(10);
    expect(list.ok && list.value.find((g) => g.slug === "el-nido-palawan")).toMatchObject({ url: "/travel-circuits/el-nido-palawan" });
    const guide = await invoke(app.guide, { slug: "siargao" }, reader);
    expect(guide.ok && guide.value.name).toBe("Siargao");
    expect(await invoke(app.guide, { slug: "atlantis" }, reader)).toMatchObject({ ok: false, error: { code: "not_found" } });
  });
});
