// @vitest-environment happy-dom
/**
 * Issue 23: a post staff edited is never overwritten by a corrected content file; the staff posts page
 * says a newer version is available, and the editor loads it to compare and save.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createContentApplication } from "../../core/application/content.ts";
import type { Post } from "../../core/content/posts.ts";
import { createMemoryRateLimitStore } from "../../core/rate-limit/memory-store.ts";
import { createRateLimiter } from "../../core/rate-limit/rate-limiter.ts";
import { requestContext } from "../../server/request-context.ts";
import { renderRoute } from "../../tests/render-route.tsx";
import * as editor from "../routes/dashboard/post-edit.tsx";
import * as list from "../routes/dashboard/posts.tsx";

const ID = "11111111-1111-4111-8111-111111111111";
const AT = new Date("2026-09-25T01:00:00Z");
const edited: Post = {
  id: ID,
  kind: "blog",
  slug: "island-hopping-and-tides",
  title: "Our own tides post",
  summary: "Staff summary.",
  body: "Staff wording: two tides a day.",
  category: "islands",
  author: "Lakbay editors",
  status: "published",
  publishAt: AT,
  viewCount: 3,
  createdAt: AT,
  updatedAt: new Date("2026-10-01T00:00:00Z"),
  seedHash: "a".repeat(64),
  seedUpdate: {
    title: "Island hopping and the tide",
    summary: "Corrected summary.",
    body: "Around Manila mostly one tide a day.",
    category: "islands",
    author: "Lakbay editors",
  },
};

function staffContext(posts: Post[]) {
  const content = {
    listForStaff: async () => posts,
    getForStaff: async (id: string) => posts.find((p) => p.id === id) ?? null,
  };
  const services = {
    lookUpSession: async () => ({
      session: { id: "s1", createdAt: new Date(), lastSeenAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) },
      user: { id: "u1", name: "Ana Reyes", email: "ana@example.com", emailVerified: true, role: "staff" },
    }),
    sessions: { endSession: async () => {}, touchSession: async () => {} },
  };
  const apps = {
    content: createContentApplication({ content: content as never, readRateLimiter: createRateLimiter(createMemoryRateLimitStore()) }),
  };
  const context = new RouterContextProvider();
  context.set(requestContext, { services: { host: services, apps } as never, requestId: "r", nonce: "n", clientIp: "127.0.0.1" });
  return context;
}

/** Nothing while the loader runs: the test waits for the page's heading. */
function NoFallback() {
  return null;
}

async function renderEditor(url: string, context: RouterContextProvider) {
  const Stub = createRoutesStub([
    {
      path: "/dashboard/posts/:id",
      Component: editor.default as never,
      loader: (({ request, params }: { request: Request; params: object }) =>
        editor.loader({ request, params, context } as never)) as never,
      HydrateFallback: NoFallback,
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  await screen.findByRole("heading", { level: 1 }, { timeout: 15_000 });
}

afterEach(cleanup);

describe("a newer version of a post staff edited", () => {
  it("the posts page says so on that post, linking to the editor with the newer version", async () => {
    const plain = { ...edited, id: "22222222-2222-4222-8222-222222222222", title: "Untouched", seedUpdate: null };
    await renderRoute(list, "/dashboard/posts", staffContext([edited, plain]));
    const notes = screen.getAllByTestId("newer-version");
    expect(notes).toHaveLength(1);
    expect(notes[0].textContent).toBe("A newer version of this post is available");
    expect(notes[0].getAttribute("href")).toBe(`/dashboard/posts/${ID}?version=newer`);
  });

  it("the editor keeps staff's text and offers the newer version; ?version=newer loads it into the form", async () => {
    await renderEditor(`/dashboard/posts/${ID}`, staffContext([edited]));
    expect(screen.getByTestId("newer-version").textContent).toMatch(
      /A newer version of this post is available\..*yours was edited here, so it was kept/,
    );
    expect((screen.getByLabelText("Body (Markdown)") as HTMLTextAreaElement).value).toBe("Staff wording: two tides a day.");
    cleanup();
    await renderEditor(`/dashboard/posts/${ID}?version=newer`, staffContext([edited]));
    expect(screen.getByTestId("newer-version").textContent).toMatch(/is loaded below\. Save or publish to use it/);
    expect((screen.getByLabelText("Body (Markdown)") as HTMLTextAreaElement).value).toBe("Around Manila mostly one tide a day.");
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Island hopping and the tide");
    // The slug and kind stay the post's own.
    expect((screen.getByLabelText("Slug") as HTMLInputElement).value).toBe("island-hopping-and-tides");
  });

  it("a post with nothing newer shows no note", async () => {
    await renderEditor(`/dashboard/posts/${ID}?version=newer`, staffContext([{ ...edited, seedUpdate: null }]));
    expect(screen.queryByTestId("newer-version")).toBeNull();
    expect((screen.getByLabelText("Body (Markdown)") as HTMLTextAreaElement).value).toBe("Staff wording: two tides a day.");
  });
});
