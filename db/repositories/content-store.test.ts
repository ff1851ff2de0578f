import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { CONTENT_MESSAGES, type PostForm } from "../../contracts/content.ts";
import { createContentService, type ContentService } from "../../core/content/posts.ts";
import { indexGuides, SNIPPET_START } from "../../core/content/search.ts";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../test-database.ts";
import { createPostRepository, createSearchIndex } from "./content-store.ts";

const T0 = new Date("2026-11-22T02:00:00Z");

function form(overrides: Partial<PostForm> = {}): PostForm {
  return {
    kind: "blog",
    title: "A post",
    slug: "a-post",
    summary: "A short summary.",
    category: "planning",
    author: "Lakbay editors",
    body: "Some **Markdown** text about travel.",
    ...overrides,
  };
}

describe(`posts and search (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  let clock = T0;
  let content: ContentService;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.cleanup());
  beforeEach(async () => {
    await database.db.execute(sql`delete from post`);
    await database.db.execute(sql`delete from search_document`);
    clock = T0;
    content = createContentService({ posts: createPostRepository(database.db), search: createSearchIndex(database.db), now: () => clock });
  });

  async function publish(overrides: Partial<PostForm>, at: Date) {
    clock = at;
    const saved = await content.savePost(null, form(overrides), "publish");
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    clock = T0;
    return saved.post;
  }

  it("shows a draft nowhere, and a published post at once", async () => {
    const draft = await content.savePost(null, form({ slug: "draft-one" }), "save");
    expect(draft.ok && draft.post.status).toBe("draft");
    expect(await content.getPublicPost("blog", "draft-one")).toBeNull();
    expect((await content.listPosts({ kind: "blog" })).total).toBe(0);

    const published = await content.savePost(draft.ok ? draft.post.id : null, form({ slug: "draft-one" }), "publish");
    expect(published.ok && published.post.status).toBe("published");
    expect((await content.getPublicPost("blog", "draft-one"))?.title).toBe("A post");
    // News and blog are separate lists.
    expect((await content.listPosts({ kind: "news" })).total).toBe(0);
  });

  it("keeps a scheduled post hidden until its time (Philippine time in, UTC stored)", async () => {
    const saved = await content.savePost(null, form({ slug: "later", publishAt: "2026-11-23T09:00" }), "schedule");
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    expect(saved.post.publishAt?.toISOString()).toBe("2026-11-23T01:00:00.000Z");
    expect(await content.getPublicPost("blog", "later")).toBeNull();
    expect(await content.search.search("post", { limit: 10, now: clock })).toEqual([]);

    clock = new Date("2026-11-23T01:00:00Z");
    expect((await content.getPublicPost("blog", "later"))?.slug).toBe("later");
    expect((await content.listPosts({ kind: "blog" })).posts.map((p) => p.slug)).toEqual(["later"]);
    expect((await content.search.search("post", { limit: 10, now: clock })).map((h) => h.url)).toEqual(["/blog/later"]);
  });

  it("refuses a schedule in the past or malformed", async () => {
    const past = await content.savePost(null, form({ publishAt: "2026-11-22T09:59" }), "schedule");
    expect(past).toEqual({ ok: false, errors: { publishAt: [CONTENT_MESSAGES.publishAtPast] } });
    const bad = await content.savePost(null, form({ publishAt: "2026-02-31T09:00" }), "schedule");
    expect(bad).toEqual({ ok: false, errors: { publishAt: [CONTENT_MESSAGES.publishAtInvalid] } });
    const none = await content.savePost(null, form(), "schedule");
    expect(none).toEqual({ ok: false, errors: { publishAt: [CONTENT_MESSAGES.publishAtRequired] } });
    expect((await content.listForStaff()).length).toBe(0);
  });

  it("hides an unpublished post from the blog and from search", async () => {
    const p = await publish({ slug: "gone", title: "Ferry tips" }, new Date("2026-11-01T00:00:00Z"));
    expect((await content.search.search("ferry", { limit: 10, now: clock })).length).toBe(1);
    const res = await content.savePost(p.id, form({ slug: "gone", title: "Ferry tips" }), "unpublish");
    expect(res.ok && res.post.status).toBe("unpublished");
    expect(await content.getPublicPost("blog", "gone")).toBeNull();
    expect(await content.search.search("ferry", { limit: 10, now: clock })).toEqual([]);
  });

  it("orders by latest, oldest, popular and title, and filters by category", async () => {
    const a = await publish({ slug: "a", title: "Zamboanga food", category: "food-culture" }, new Date("2026-10-01T00:00:00Z"));
    const b = await publish({ slug: "b", title: "bohol by ferry", category: "islands" }, new Date("2026-10-02T00:00:00Z"));
    await publish({ slug: "c", title: "Cebu lechon", category: "food-culture" }, new Date("2026-10-03T00:00:00Z"));
    await content.countView("blog", "a");
    await content.countView("blog", "a");
    await content.countView("blog", "b");
    const slugs = async (order: "latest" | "oldest" | "popular" | "title") =>
      (await content.listPosts({ kind: "blog", order })).posts.map((p) => p.slug);
    expect(await slugs("latest")).toEqual(["c", "b", "a"]);
    expect(await slugs("oldest")).toEqual(["a", "b", "c"]);
    expect(await slugs("popular")).toEqual(["a", "b", "c"]);
    expect(await slugs("title")).toEqual(["b", "c", "a"]);
    expect((await content.listPosts({ kind: "blog", category: "food-culture" })).posts.map((p) => p.slug)).toEqual(["c", "a"]);
    expect((await content.getPublicPost("blog", "a"))?.viewCount).toBe(2);
    expect(a.id).not.toBe(b.id);
    // Related: same category first.
    const related = await content.relatedPosts((await content.getPublicPost("blog", "a"))!, 2);
    expect(related.map((p) => p.slug)).toEqual(["c", "b"]);
    expect(await content.latestPosts(2)).toHaveLength(2);
    // Paging.
    const page2 = await content.listPosts({ kind: "blog", page: 2, pageSize: 2 });
    expect({ total: page2.total, pages: page2.pages, slugs: page2.posts.map((p) => p.slug) }).toEqual({ total: 3, pages: 2, slugs: ["a"] });
  });

  it("does not count a view of a draft or an unknown post", async () => {
    await content.savePost(null, form({ slug: "quiet" }), "save");
    expect(await content.countView("blog", "quiet")).toBe(false);
    expect(await content.countView("blog", "nope")).toBe(false);
    expect((await content.listForStaff())[0]?.viewCount).toBe(0);
  });

  it("keeps slugs unique per kind, not across kinds", async () => {
    await publish({ slug: "same" }, T0);
    const clash = await content.savePost(null, form({ slug: "same" }), "save");
    expect(clash).toEqual({ ok: false, errors: { slug: [CONTENT_MESSAGES.slugTaken] } });
    const news = await content.savePost(null, form({ slug: "same", kind: "news", category: "updates" }), "save");
    expect(news.ok).toBe(true);
    // Renaming onto a taken slug is refused too.
    const other = await content.savePost(null, form({ slug: "other" }), "save");
    const rename = await content.savePost(other.ok ? other.post.id : "", form({ slug: "same" }), "save");
    expect(rename).toEqual({ ok: false, errors: { slug: [CONTENT_MESSAGES.slugTaken] } });
  });

  it("seeds once and never overwrites a staff edit", async () => {
    const input = {
      ...form({ slug: "seeded", title: "Seeded" }),
      status: "published" as const,
      publishAt: new Date("2026-09-01T00:00:00Z"),
    };
    expect(await content.seedPost(input)).toBe("added");
    expect(await content.seedPost(input)).toBe("unchanged");
    const seeded = await content.getPublicPost("blog", "seeded");
    await content.savePost(seeded!.id, form({ slug: "seeded", title: "Edited by staff" }), "save");
    expect(await content.seedPost(input)).toBe("unchanged");
    expect((await content.getPublicPost("blog", "seeded"))?.title).toBe("Edited by staff");
    expect((await content.listForStaff()).length).toBe(1);
    expect((await content.listForStaff())[0].seedUpdate).toBeNull();
  });

  describe("a corrected content file (issue 23)", () => {
    const v1 = {
      ...form({ slug: "tides", title: "Island hopping and the tide", body: "Two tides a day, six hours apart." }),
      status: "published" as const,
      publishAt: new Date("2026-09-25T01:00:00Z"),
    };
    const v2 = { ...v1, body: "Around Manila mostly one tide a day." };

    it("updates a seeded post staff never edited: new text on the site and in search; status, time and views kept", async () => {
      await content.seedPost(v1);
      await content.countView("blog", "tides");
      clock = new Date("2026-11-28T02:00:00Z");
      expect(await content.seedPost(v2)).toBe("updated");
      const post = (await content.getPublicPost("blog", "tides"))!;
      expect(post).toMatchObject({ body: v2.body, status: "published", publishAt: v1.publishAt, viewCount: 1, seedUpdate: null });
      const hits = await content.search.search("Manila", { limit: 5, now: clock });
      expect(hits.map((h) => h.url)).toContain("/blog/tides");
      expect(await content.seedPost(v2)).toBe("unchanged");
    });

    it("keeps a post staff edited and notes the newer version for them; saving that version clears the note", async () => {
      await content.seedPost(v1);
      const id = (await content.getPublicPost("blog", "tides"))!.id;
      clock = new Date("2026-10-01T02:00:00Z");
      await content.savePost(id, form({ slug: "tides", title: "Our own tides post", body: "Staff wording." }), "save");
      clock = new Date("2026-11-28T02:00:00Z");
      expect(await content.seedPost(v2)).toBe("newer");
      expect(await content.seedPost(v2)).toBe("newer");
      const kept = (await content.getForStaff(id))!;
      expect(kept).toMatchObject({ title: "Our own tides post", body: "Staff wording." });
      expect(kept.seedUpdate).toMatchObject({ title: v1.title, body: v2.body });
      // Staff load the newer version into the editor and save it: the post is that version, nothing pending.
      const saved = await content.savePost(id, form({ slug: "tides", title: v2.title, body: v2.body }), "save");
      expect(saved.ok && saved.post.seedUpdate).toBeNull();
      expect((await content.getForStaff(id))!.seedUpdate).toBeNull();
      expect(await content.seedPost(v2)).toBe("unchanged");
    });

    it("a post seeded before the hash was kept: updated when never saved since, noted when staff saved it", async () => {
      await content.seedPost(v1);
      await content.seedPost({ ...v1, slug: "edited-before" });
      // As migration 0019 found them: no hash; one never saved, one saved by staff later.
      await database.db.execute(sql`update post set seed_hash = null`);
      await database.db.execute(
        sql`update post set title = 'Staff title', updated_at = '2026-10-01T00:00:00Z' where slug = 'edited-before'`,
      );
      expect(await content.seedPost(v2)).toBe("updated");
      expect(await content.seedPost({ ...v2, slug: "edited-before" })).toBe("newer");
      expect((await content.getPublicPost("blog", "edited-before"))?.title).toBe("Staff title");
      const rows = await content.listForStaff();
      expect(rows.map((p) => [p.slug, p.seedUpdate !== null])).toEqual(
        expect.arrayContaining([
          ["tides", false],
          ["edited-before", true],
        ]),
      );
    });
  });

  it("finds a guide and a post, ranks a title match above a body match, and marks the snippet", async () => {
    await indexGuides(content.search, [
      { slug: "siargao", title: "Siargao", text: "Surfing capital. Reach it by ferry from Surigao or fly to Sayak airport." },
      { slug: "bohol", title: "Bohol", text: "Chocolate Hills and tarsiers; fast ferries from Cebu take about two hours." },
    ]);
    await publish({ slug: "ferries", title: "Ferries in the Visayas", body: "How to read a ferry schedule." }, T0);
    await publish({ slug: "tax", title: "Travel tax explained", body: "Pay it before you fly abroad." }, T0);

    const ferry = await content.search.search("ferry", { limit: 10, now: clock });
    expect(ferry.map((h) => h.url)).toEqual(
      expect.arrayContaining(["/travel-circuits/siargao", "/travel-circuits/bohol", "/blog/ferries"]),
    );
    expect(ferry[0]?.url).toBe("/blog/ferries");
    expect(ferry[0]?.snippet).toContain(`${SNIPPET_START}ferry`);

    const siargao = await content.search.search("Siargao", { limit: 10, now: clock });
    expect(siargao[0]).toMatchObject({ kind: "guide", title: "Siargao", url: "/travel-circuits/siargao" });

    // websearch syntax: quoted phrases and "-" exclusions; only stop words find nothing.
    expect((await content.search.search('"travel tax"', { limit: 10, now: clock })).map((h) => h.url)).toEqual(["/blog/tax"]);
    expect((await content.search.search("ferry -bohol", { limit: 10, now: clock })).map((h) => h.url)).not.toContain(
      "/travel-circuits/bohol",
    );
    expect(await content.search.search("the", { limit: 10, now: clock })).toEqual([]);
    // Odd input is only words to search for, never SQL.
    expect(await content.search.search("'); drop table post; --", { limit: 10, now: clock })).toEqual([]);
  });
});
