/**
 * The content pages in Filipino (issue 27): the travel circuits and a guide, the itinerary planner and a
 * plan, the blog's list and a post, about, contact, search, privacy, terms, a broken trip link and the
 * chatbot demo, fetched under /fil as a browser without JavaScript gets them: Filipino words, no English
 * left outside what is marked lang="en" (the guides, posts and legal texts, which say so in Filipino),
 * the widget handed its language and words, and the same pages in English as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishLeft } from "../tests/support/english-left.ts";
import { type BuiltApp, startBuiltApp } from "../tests/support/built-app.ts";

let app: BuiltApp | undefined;
let base = "";
let postPath = "";

const PAGE = { Accept: "text/html", "Accept-Language": "en-US,en;q=0.9" };

async function get(path: string) {
  const res = await fetch(base + path, { headers: PAGE, redirect: "manual" });
  return { res, html: await res.text() };
}

beforeAll(async () => {
  app = await startBuiltApp({ name: "filipino-content", env: {} });
  base = app.base;
  const { html } = await get("/blog");
  postPath = /href="(\/blog\/(?!category|ordered-by|rss)[a-z0-9-]+)"/.exec(html)?.[1] ?? "";
}, 150_000);

afterAll(() => app?.stop());

/** English of the shell (not these pages') that this test leaves to the shell's own tests. */
const SHELL = ["Loading page"];

/** Each page, under /fil, with words it must show in Filipino. */
const PAGES: [string, string[]][] = [
  ["/travel-circuits", ["Paano pumili", "Pinakamagandang buwan:", "Nakasulat sa English ang mga gabay."]],
  ["/travel-circuits/boracay-aklan", ["Sa pahinang ito", "Paano pumunta", "Tinatayang gastos", "Bayarin at permit", "Nob–May"]],
  ["/travel-circuits/davao", ["Buong taon", "Mga paliparan"]],
  ["/travel-itinerary", ["Planuhin ang biyahe", "Gawin ang plano ko", "Wala pang plano"]],
  ["/travel-itinerary?from=manila&stops=boracay-aklan:3,el-nido-palawan:2", ["Araw 1", "Iusog pababa", "Kopyahin ang link", "I-print"]],
  ["/blog", ["Mga kategorya", "Pinakabinabasa", "minutong basa"]],
  ["/blog/category/safety", ["Kaligtasan at panahon"]],
  ["/about", ["Tungkol sa Lakbay", "Ang pinaniniwalaan namin"]],
  ["/contact", ["Makipag-ugnayan sa amin", "Pangalan mo", "Ipadala ang mensahe", "Kapag may emergency"]],
  ["/search", ["Maghanap sa mga gabay sa destinasyon"]],
  ["/search?q=ferry", ["resulta para sa", "Nakasulat sa English ang mga gabay, kuwento at balita."]],
  ["/search?q=", ["I-type ang hinahanap mo"]],
  ["/privacy", ["Abiso sa privacy", "Huling binago noong 22 Nob 2026", "Nakasulat sa English ang legal na tekstong ito"]],
  ["/terms", ["Mga tuntunin ng paggamit", "Huling binago noong"]],
  ["/flights/open/ABC123.not-a-key", ["Hindi gumagana ang link na ito sa biyahe"]],
  ["/chatbot-demo", ["Demo ng chatbot", "Kopyahin ang snippet"]],
];

describe("the content pages in Filipino", () => {
  it("show their own words in Filipino, with no English left outside what is marked as English", async () => {
    const pages = [...PAGES, [postPath, ["Nakasulat sa English ang kuwentong ito.", "Kaugnay na mga post"]] as [string, string[]]];
    expect(postPath).not.toBe("");
    const left: Record<string, string[]> = {};
    for (const [path, words] of pages) {
      const { res, html } = await get(`/fil${path}`);
      expect([200, 400, 404], path).toContain(res.status);
      expect(html, path).toMatch(/<html lang="fil"/);
      for (const word of words) expect(html, `${path}: ${word}`).toContain(word);
      // The shell's own words (the page-loading bar's label, app/components/layouts) are the common namespace's, not this test's.
      const english = englishLeft(html, SHELL);
      if (english.length > 0) left[path] = english.map((p) => `${p.where}: ${p.text}`);
    }
    expect(left).toEqual({});
  });

  it("marks the English content: a guide's text, a post's body, the legal texts", async () => {
    const guide = (await get("/fil/travel-circuits/boracay-aklan")).html;
    expect(guide).toMatch(/<p lang="en">[^<]*White Beach/);
    const privacy = (await get("/fil/privacy")).html;
    expect(privacy).toMatch(/<div lang="en"><h2 id="who">Who we are and how to reach us<\/h2>/);
    const post = (await get(`/fil${postPath}`)).html;
    expect(post).toMatch(/class="post-body mt-6" lang="en"/);
  });

  it("hands the widget the page's language and its words, and links stay in Filipino", async () => {
    const { html } = await get("/fil/about");
    expect(html).toMatch(/<script src="\/api\/widget\/script" defer="" data-theme="[a-z]+" data-lang="fil" data-words="\{/);
    expect(html).toContain("Makipag-chat sa travel assistant ng Lakbay");
    expect(html).toContain('href="/fil/travel-circuits"');
    const guide = (await get("/fil/travel-circuits/boracay-aklan")).html;
    expect(guide).toContain('href="/fil/travel-itinerary?from=manila&amp;stops=boracay-aklan%3A');
  });

  it("keeps the English pages as they were, the widget with its built-in English", async () => {
    const circuits = (await get("/travel-circuits")).html;
    expect(circuits).toContain("How to choose");
    expect(circuits).toContain("-day plan");
    const about = (await get("/about")).html;
    expect(about).toContain("is Filipino for journey.");
    expect(about).not.toContain("data-words");
    expect(about).not.toContain("data-lang");
    const terms = (await get("/terms")).html;
    expect(terms).toContain("Last updated 22 November 2026");
    const contact = (await get("/contact")).html;
    expect(contact).toContain("Booking reference (optional)");
  });

  /** The assistant's reply to one message over the chat API, as the widget on a Filipino page asks. */
  const ask = async (message: string) => {
    const res = await fetch(`${base}/api/chat/messages`, {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/json", Accept: "application/json", "Accept-Language": "fil" },
      body: JSON.stringify({ message }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { reply: { text: string } } }).data.reply.text;
  };

  it("the assistant answers an English question in English, and a Filipino one with Filipino", async () => {
    const english = await ask("How much is the travel tax when I leave the country?");
    expect(english).toMatch(/\b(the|you|your)\b/i);
    const filipino = await ask("Magkano po ang travel tax kapag lalabas ng bansa?");
    expect(filipino).toMatch(/\b(po)\b/);
  });

  // Found here and reported (the engine, assistant/, is not this change's): the travel-tax answer to a
  // question written in Filipino is English sentences with "po". This fails once the engine answers in Filipino.
  it.fails("the assistant's travel-tax answer to a Filipino question is in Filipino", async () => {
    const filipino = await ask("Magkano po ang travel tax kapag lalabas ng bansa?");
    expect(englishLeft(`<body><p>${filipino}</p></body>`)).toEqual([]);
  });
});
