import { describe, expect, it } from "vitest";
import { CONTENT_MESSAGES } from "../../contracts/content-lists.ts";
import type { ContentService, Post } from "../content/posts.ts";
import { createMemoryRateLimitStore } from "../rate-limit/memory-store.ts";
import { createRateLimiter } from "../rate-limit/rate-limiter.ts";
import { createContentApplication } from "./content.ts";
import { STAFF_ONLY_MESSAGE } from "./staff.ts";
import { POST_FORM } from "../../tests/support/post-form.ts";
import { invoke } from "./use-case.ts";

const ID = "11111111-1111-4111-8111-111111111111";
const staff = { userId: "u-staff", clientIp: "203.0.113.9", staff: true };
const traveller = { userId: "u-1", clientIp: "203.0.113.9" };
const stored: Post = {
  id: ID,
  kind: "blog",
  slug: "ferries",
  title: "Ferries",
  summary: "How to ride them.",
  body: "Take the **early** boat.",
  category: "islands",
  author: "Ana Reyes",
  status: "draft",
  publishAt: null,
  createdAt: new Date("2026-11-01T00:00:00Z"),
  updatedAt: new Date("2026-11-02T00:00:00Z"),
  viewCount: 0,
} as Post;
const form = POST_FORM;

function setUp() {
  const saves: unknown[][] = [];
  const content = {
    listForStaff: async () => [stored],
    getForStaff: async (id: string) => (id === ID ? stored : null),
    savePost: async (id: string | null, input: unknown, intent: string) => {
      saves.push([id, input, intent]);
      if (id && id !== ID) return { ok: false, errors: { form: [CONTENT_MESSAGES.notFound] } };
      return { ok: true, post: { ...stored, publishAt: new Date("2026-11-25T00:00:00Z") }, intent };
    },
  } as unknown as ContentService;
  const app = createContentApplication({ content, readRateLimiter: createRateLimiter(createMemoryRateLimitStore()) });
  return { app, saves };
}

describe("the staff post use cases", () => {
  it("refuse anyone but staff, whoever calls them, and save nothing", async () => {
    const { app, saves } = setUp();
    expect(await invoke(app.createPost, { ...form, intent: "publish" }, traveller)).toMatchObject({
      ok: false,
      error: { code: "forbidden", message: STAFF_ONLY_MESSAGE },
    });
    expect(await invoke(app.staffPosts, {}, { userId: null, clientIp: "203.0.113.9" })).toMatchObject({
      ok: false,
      error: { code: "unauthenticated" },
    });
    expect(await invoke(app.previewPost, form, traveller)).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect(saves).toEqual([]);
  });

  it("list and open posts for staff, an unknown id not found", async () => {
    const { app } = setUp();
    expect(await invoke(app.staffPosts, {}, staff)).toMatchObject({
      ok: true,
      value: [{ id: ID, category: "Islands & beaches", status: "draft" }],
    });
    expect(await invoke(app.staffPost, { id: ID }, staff)).toMatchObject({
      ok: true,
      value: { values: { title: "Ferries", publishAt: "" } },
    });
    expect(await invoke(app.staffPost, { id: "nope" }, staff)).toMatchObject({ ok: false, error: { code: "not_found" } });
  });

  it("create, edit and publish through the content service; an unknown post is not found", async () => {
    const { app, saves } = setUp();
    expect(await invoke(app.createPost, { ...form, intent: "save" }, staff)).toMatchObject({ ok: true, value: { id: ID, intent: "save" } });
    expect(await invoke(app.editPost, { ...form, id: "gone", intent: "save" }, staff)).toMatchObject({
      ok: false,
      error: { code: "not_found", fields: { form: [CONTENT_MESSAGES.notFound] } },
    });
    expect(await invoke(app.publishPost, { id: ID }, staff)).toMatchObject({ ok: true, value: { intent: "publish" } });
    expect(saves.map(([id, , intent]) => [id, intent])).toEqual([
      [null, "save"],
      ["gone", "save"],
      [ID, "publish"],
    ]);
  });

  it("preview the Markdown as it will show", async () => {
    const { app } = setUp();
    expect(await invoke(app.previewPost, { ...form, body: "Take the **early** boat." }, staff)).toEqual({
      ok: true,
      value: { html: "<p>Take the <strong>early</strong> boat.</p>\n" },
    });
  });
});
