import { describe, expect, it } from "vitest";
import { CONTENT_MESSAGES } from "../../contracts/content-lists.ts";
import type { ContentService } from "../content/posts.ts";
import type { SearchHit } from "../content/search.ts";
import { createMemoryRateLimitStore } from "../rate-limit/memory-store.ts";
import { createRateLimiter } from "../rate-limit/rate-limiter.ts";
import { createContentApplication } from "./content.ts";
import { invoke } from "./use-case.ts";

const caller = { userId: null, clientIp: "203.0.113.9" };

function appWith(hits: SearchHit[]) {
  const searched: string[] = [];
  const content = {
    search: {
      search: async (q: string) => {
        searched.push(q);
        return hits;
      },
    },
  } as unknown as ContentService;
  return { app: createContentApplication({ content, readRateLimiter: createRateLimiter(createMemoryRateLimitStore()) }), searched };
}

describe("content.search", () => {
  it("refuses an empty or too long query with the search box's messages, without searching", async () => {
    const { app, searched } = appWith([]);
    expect(await invoke(app.search, { q: " \t " }, caller)).toMatchObject({
      ok: false,
      error: { code: "invalid", message: CONTENT_MESSAGES.queryEmpty },
    });
    expect(await invoke(app.search, { q: "x".repeat(201) }, caller)).toMatchObject({
      ok: false,
      error: { code: "invalid", message: CONTENT_MESSAGES.queryTooLong },
    });
    expect(searched).toEqual([]);
  });

  it("marks the matched words and says when nothing matched", async () => {
    const { app, searched } = appWith([
      { kind: "news", title: "Ferries", url: "/travel-news/ferries", snippet: "the \uE000ferry\uE001 to Coron", rank: 1 } as SearchHit,
    ]);
    const found = await invoke(app.search, { q: "  ferry\tCoron " }, caller);
    expect(searched).toEqual(["ferry Coron"]);
    expect(found).toEqual({
      ok: true,
      value: {
        q: "ferry Coron",
        message: null,
        hits: [
          {
            kind: "news",
            title: "Ferries",
            url: "/travel-news/ferries",
            parts: [
              { text: "the ", mark: false },
              { text: "ferry", mark: true },
              { text: " to Coron", mark: false },
            ],
          },
        ],
      },
    });
    const none = await invoke(appWith([]).app.search, { q: "atlantis" }, caller);
    expect(none).toMatchObject({ ok: true, value: { hits: [], message: CONTENT_MESSAGES.noResults } });
  });

  it("allows 60 searches a minute per address, then says when to try again", async () => {
    const { app } = appWith([]);
    for (let i = 0; i < 60; i++) expect((await invoke(app.search, { q: "ferry" }, caller)).ok).toBe(true);
    const refused = await invoke(app.search, { q: "ferry" }, caller);
    expect(refused).toMatchObject({ ok: false, error: { code: "rate_limited", retryAfterSeconds: expect.any(Number) } });
    expect((await invoke(app.search, { q: "ferry" }, { ...caller, clientIp: "203.0.113.10" })).ok).toBe(true);
  });
});
