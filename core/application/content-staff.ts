/**
 * The staff post editor's use cases (part of the content application, core/application/content.ts):
 * every post with its status, one post to edit, a preview, create, edit and publish. Staff only,
 * checked here whoever calls.
 */
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import { CONTENT_MESSAGES, categoryLabel, utcToManilaLocal } from "../../contracts/content.ts";
import { CreatePostInput, EditPostInput, PostPreviewInput, PostRef, StaffPostsInput } from "../../contracts/content-inputs.ts";
import { renderMarkdown } from "../content/markdown.ts";
import { type ContentService, displayStatus, isPublic, type Post, postUrl, type SaveResult } from "../content/posts.ts";
import { staffRefusal } from "./staff.ts";
import { defineUseCase } from "./use-case.ts";

/** A row of the staff list. */
function toStaffRow(post: Post, now: Date) {
  return {
    id: post.id,
    kind: post.kind,
    title: post.title,
    category: categoryLabel(post.category) ?? post.category,
    status: displayStatus(post, now),
    publishAt: post.publishAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
    viewCount: post.viewCount,
    /** Lakbay's content files have a newer version of this post, which staff had edited (issue 23). */
    newerVersion: post.seedUpdate !== null,
  };
}

/** A post as the editor shows it: its status, and its fields as the form's values (a schedule in Philippine time). */
function toEditorView(post: Post, now: Date) {
  const live = isPublic(post, now);
  return {
    id: post.id,
    status: displayStatus(post, now),
    live,
    url: postUrl(post),
    publishAt: post.publishAt?.toISOString() ?? null,
    values: {
      kind: post.kind,
      title: post.title,
      slug: post.slug,
      summary: post.summary,
      category: post.category,
      author: post.author,
      body: post.body,
      publishAt: post.publishAt && post.status === "scheduled" && !live ? utcToManilaLocal(post.publishAt) : "",
    },
    /** The newer content-file version (null: none), as the form's values, to load into the editor and save. */
    newerVersion: post.seedUpdate
      ? {
          title: post.seedUpdate.title,
          summary: post.seedUpdate.summary,
          category: post.seedUpdate.category,
          author: post.seedUpdate.author,
          body: post.seedUpdate.body,
        }
      : null,
  };
}

/** A save's refusal as codes: an unknown post is not_found, anything else the fields at fault. */
function saved(result: SaveResult): Outcome<{ id: string; publishAt: string | null; intent: (SaveResult & { ok: true })["intent"] }> {
  if (result.ok) return ok({ id: result.post.id, publishAt: result.post.publishAt?.toISOString() ?? null, intent: result.intent });
  const message = Object.values(result.errors)[0]?.[0] ?? CONTENT_MESSAGES.notFound;
  const code = result.errors.form?.includes(CONTENT_MESSAGES.notFound) ? "not_found" : "invalid";
  return fail(code, message, { fields: result.errors, reason: code === "not_found" ? "content.not_found" : "content.not_saved" });
}

export function createStaffPostUseCases(deps: { content: ContentService; now: () => Date }) {
  const { content, now } = deps;

  const staffPosts = defineUseCase({
    name: "content.staffPosts",
    summary: "Staff: every blog post and news item with its status, newest change first",
    input: StaffPostsInput,
    async run(_input, caller) {
      const refused = staffRefusal(caller);
      if (refused) return refused;
      const at = now();
      return ok((await content.listForStaff()).map((post) => toStaffRow(post, at)));
    },
  });

  const staffPost = defineUseCase({
    name: "content.staffPost",
    summary: "Staff: one post with its status and text, to edit",
    input: PostRef,
    async run({ id }, caller) {
      const refused = staffRefusal(caller);
      if (refused) return refused;
      const post = await content.getForStaff(id);
      return post ? ok(toEditorView(post, now())) : fail("not_found", CONTENT_MESSAGES.notFound, { reason: "content.not_found" });
    },
  });

  const previewPost = defineUseCase({
    name: "content.previewPost",
    summary: "Staff: the editor's Markdown as it will show, sanitised",
    input: PostPreviewInput,
    run: async ({ body }, caller) => staffRefusal(caller) ?? ok({ html: renderMarkdown(body) }),
  });

  const createPost = defineUseCase({
    name: "content.createPost",
    summary: "Staff: a new post, saved as a draft, published now or scheduled",
    input: CreatePostInput,
    async run({ intent, ...form }, caller) {
      return staffRefusal(caller) ?? saved(await content.savePost(null, form, intent));
    },
  });

  const editPost = defineUseCase({
    name: "content.editPost",
    summary: "Staff: save a post's new text, and publish, schedule or unpublish it",
    input: EditPostInput,
    async run({ id, intent, ...form }, caller) {
      return staffRefusal(caller) ?? saved(await content.savePost(id, form, intent));
    },
  });

  const publishPost = defineUseCase({
    name: "content.publishPost",
    summary: "Staff: publish a post now, as it was last saved",
    input: PostRef,
    async run({ id }, caller) {
      const refused = staffRefusal(caller);
      if (refused) return refused;
      const post = await content.getForStaff(id);
      if (!post) return fail("not_found", CONTENT_MESSAGES.notFound, { reason: "content.not_found" });
      const { kind, title, slug, summary, category, author, body } = post;
      return saved(await content.savePost(id, { kind, title, slug, summary, category, author, body }, "publish"));
    },
  });

  return { staffPosts, staffPost, previewPost, createPost, editPost, publishPost };
}
