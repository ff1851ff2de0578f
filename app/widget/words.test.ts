/**
 * The widget's words: the English built into its scripts is the English catalogue's (i18n/en/assistant.ts),
 * word for word, and a Filipino page hands it every word in Filipino (app/server/page-words.server.ts).
 */
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../../i18n/catalogues.ts";
import { widgetWords } from "../server/page-words.server.ts";
import { parseWidgetConfig } from "./config.ts";
import { FAILED_TO_LOAD } from "./panel-types.ts";
import { CARD_WORDS, LOADER_WORDS, PANEL_WORDS } from "./words.ts";

const built = { ...LOADER_WORDS, ...PANEL_WORDS, ...CARD_WORDS };
const catalogue = (locale: "en" | "fil") =>
  Object.fromEntries(Object.entries(CATALOGUES[locale].assistant).map(([key, text]) => [key.replace(/^assistant\./, ""), text]));

describe("the chat widget's words", () => {
  it("are the English catalogue's, and the specification's message stays verbatim", () => {
    expect(built).toEqual(catalogue("en"));
    expect(built.failed).toBe(FAILED_TO_LOAD);
  });

  it("come with a Filipino page, every one of them, and none with an English page", () => {
    expect(widgetWords("en")).toBeNull();
    const words = JSON.parse(widgetWords("fil")!) as Record<string, string>;
    expect(Object.keys(words).sort()).toEqual(Object.keys(built).sort());
    expect(words.launcher).toBe("Makipag-chat sa travel assistant ng Lakbay");
    expect(words).toEqual(catalogue("fil"));
  });

  it("are read from the script tag's data-words and data-lang, anything malformed left out", () => {
    const config = parseWidgetConfig({ lang: "fil", words: widgetWords("fil") }, "https://lakbay.example");
    expect(config.lang).toBe("fil");
    expect(config.words.send).toBe("Ipadala");
    expect(parseWidgetConfig({ lang: "ja", words: "{not json" }, "https://lakbay.example")).toMatchObject({ lang: "en", words: {} });
    expect(parseWidgetConfig({ words: { send: 42, ok: "Sige", ["x".repeat(41)]: "long key" } }, "https://x.example").words).toEqual({
      ok: "Sige",
    });
  });
});
