/**
 * The content pages' words (issue 27): each page gets only its own keys, and the messages the
 * specification or the services word in English stay word for word the same in the English catalogue.
 */
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "../../contracts/contact.ts";
import { CONTENT_MESSAGES, POST_LIMITS } from "../../contracts/content-lists.ts";
import { createTranslator } from "../../i18n/format.ts";
import { pagesTranslator, pagesWordsFor } from "./page-words.server.ts";

const en = (path = "/") => pagesTranslator(new Request(`https://lakbay.example${path}`));
const fil = () => pagesTranslator(new Request("https://lakbay.example/fil/contact"));

describe("the content pages' words", () => {
  it("sends a page only the keys under its prefixes", () => {
    const words = pagesWordsFor("fil", ["pages.guides."]);
    expect(Object.keys(words).length).toBeGreaterThan(5);
    expect(Object.keys(words).every((k) => k.startsWith("pages.guides."))).toBe(true);
    expect(createTranslator("fil", words)("pages.guides.list.heading")).toBe("Ang mga gabay");
  });

  it("keeps the specification's and the services' English messages verbatim", () => {
    expect(en()("pages.contact.sent.message")).toBe(CONTACT_MESSAGES.sent);
    expect(en()("pages.search.queryEmpty")).toBe(CONTENT_MESSAGES.queryEmpty);
    expect(en()("pages.search.queryTooLong", { max: POST_LIMITS.query })).toBe(CONTENT_MESSAGES.queryTooLong);
    expect(en()("pages.search.noResults")).toBe(CONTENT_MESSAGES.noResults);
    expect(en()("pages.itinerary.notice.orderReset")).toBe(
      "That day order does not match the plan, so the days are shown in their usual order.",
    );
  });

  it("words them in Filipino on a /fil page", () => {
    expect(fil()("pages.contact.sent.message")).toMatch(/^Salamat po/);
    expect(fil()("pages.search.queryTooLong", { max: 200 })).toContain("200");
  });
});
