/**
 * The staff editor's loaders and actions check staff rights themselves: a traveller gets 403 (also
 * on a React Router `.data` request, which skips the dashboard layout), a guest is sent to log in,
 * and bad input is refused field by field without saving anything.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CONTENT_MESSAGES } from "../../contracts/content.ts";
import { createContentApplication } from "../../core/application/content.ts";
import { createMemoryRateLimitStore } from "../../core/rate-limit/memory-store.ts";
import { createRateLimiter } from "../../core/rate-limit/rate-limiter.ts";
import { requestContext } from "../../server/request-context.ts";
import * as editor from "../routes/dashboard/post-edit.tsx";
import * as list from "../routes/dashboard/posts.tsx";
import { POST_FORM } from "../../tests/support/post-form.ts";

type Role = "user" | "staff" | null;

function setup(role: Role) {
  const savePost = vi.fn(async () => ({
    ok: true as const,
    post: { id: "11111111-1111-4111-8111-111111111111", publishAt: null },
    intent: "save" as const,
  }));
  const fakeServices = {
    lookUpSession: async () =>
      role === null
        ? null
        : {
            session: { id: "s1", createdAt: new Date(), lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) },
            user: { id: "u1", name: "Ana Reyes", email: "ana@example.com", emailVerified: true, role },
          },
    sessions: { endSession: async () => {}, touchSession: async () => {} },
    content: { savePost, listForStaff: vi.fn(async () => []), getForStaff: vi.fn(async () => null) },
  };
  const contentApp = createContentApplication({
    content: fakeServices.content as never,
    readRateLimiter: createRateLimiter(createMemoryRateLimitStore()),
  });
  const context = new RouterContextProvider();
  context.set(requestContext, {
    services: { host: fakeServices, apps: { content: contentApp } } as never,
    requestId: "r",
    nonce: "n",
    clientIp: "127.0.0.1",
  });
  return { context, savePost, content: fakeServices.content };
}

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://lakbay.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Origin: "http://lakbay.test" },
  });

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    const value = await promise;
    return (value as { init?: { status?: number } })?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("staff only", () => {
  const args = (role: Role, url: string, params: Record<string, string> = {}) => {
    const { context } = setup(role);
    return { request: new Request(url), context, params } as never;
  };

  it("answers 403 to a traveller, on the page and on its .data request", async () => {
    expect(await statusOf(list.loader(args("user", "http://lakbay.test/dashboard/posts")))).toBe(403);
    expect(await statusOf(list.loader(args("user", "http://lakbay.test/dashboard/posts.data?_routes=routes%2Fdashboard%2Fposts")))).toBe(
      403,
    );
    expect(await statusOf(editor.loader(args("user", "http://lakbay.test/dashboard/posts/new")))).toBe(403);
    expect(
      await statusOf(
        editor.loader(
          args("user", "http://lakbay.test/dashboard/posts/11111111-1111-4111-8111-111111111111.data", {
            id: "11111111-1111-4111-8111-111111111111",
          }),
        ),
      ),
    ).toBe(403);
  });

  it("sends a guest to log in first", async () => {
    expect(await statusOf(list.loader(args(null, "http://lakbay.test/dashboard/posts")))).toBe(302);
  });

  it("refuses a traveller's save, preview or publish, and saves nothing", async () => {
    const { context, savePost } = setup("user");
    for (const intent of ["save", "publish", "preview"]) {
      const status = await statusOf(
        editor.action({ request: post("/dashboard/posts/new.data", { ...POST_FORM, intent }), context, params: {} } as never),
      );
      expect(status).toBe(403);
    }
    expect(savePost).not.toHaveBeenCalled();
  });

  it("lets staff in, and 404s an unknown post id", async () => {
    expect(await statusOf(list.loader(args("staff", "http://lakbay.test/dashboard/posts")))).toBe(200);
    expect(await statusOf(editor.loader(args("staff", "http://lakbay.test/dashboard/posts/nope", { id: "nope" })))).toBe(404);
  });
});

describe("the editor's action for staff", () => {
  it("refuses bad fields with their messages and saves nothing", async () => {
    const { context, savePost } = setup("staff");
    const result = (await editor.action({
      request: post("/dashboard/posts/new", {
        ...POST_FORM,
        title: "x".repeat(201),
        slug: "Not A Slug",
        category: "gossip",
        body: "a\u0007b",
        intent: "save",
      }),
      context,
      params: {},
    } as never)) as unknown as { init: { status: number }; data: { errors: Record<string, string[]>; values: { title: string } } };
    expect(result.init.status).toBe(400);
    expect(result.data.errors).toMatchObject({
      title: [CONTENT_MESSAGES.titleTooLong],
      slug: [CONTENT_MESSAGES.slugPattern],
      category: [CONTENT_MESSAGES.categoryInvalid],
      body: [CONTENT_MESSAGES.controlCharacters],
    });
    // What was typed comes back, so nothing is lost.
    expect(result.data.values.title).toHaveLength(201);
    expect(savePost).not.toHaveBeenCalled();
  });

  it("refuses an unknown intent", async () => {
    const { context, savePost } = setup("staff");
    expect(
      await statusOf(
        editor.action({ request: post("/dashboard/posts/new", { ...POST_FORM, intent: "delete" }), context, params: {} } as never),
      ),
    ).toBe(400);
    expect(savePost).not.toHaveBeenCalled();
  });

  it("previews sanitised HTML without saving", async () => {
    const { context, savePost } = setup("staff");
    const result = (await editor.action({
      request: post("/dashboard/posts/new", { ...POST_FORM, body: "## Hi\n\n<script>alert(1)</script>", intent: "preview" }),
      context,
      params: {},
    } as never)) as { preview: string };
    expect(result.preview).toContain("<h2>Hi</h2>");
    expect(result.preview).not.toContain("script");
    expect(savePost).not.toHaveBeenCalled();
  });

  it("publishes through the content service and redirects to the post", async () => {
    const { context, savePost } = setup("staff");
    const response = (await editor.action({
      request: post("/dashboard/posts/new", { ...POST_FORM, intent: "publish" }),
      context,
      params: {},
    } as never)) as Response;
    expect(savePost).toHaveBeenCalledWith(null, expect.objectContaining({ slug: "ferries", title: "Ferries" }), "publish");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/dashboard/posts/11111111-1111-4111-8111-111111111111");
  });
});
