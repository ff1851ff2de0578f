import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { CATALOGUES, messagesFor, NAMESPACES } from "./catalogues.ts";
import { compileMessages } from "./compile.ts";
import { IntlMessageFormat } from "intl-messageformat";
import { createTranslator, isSimpleTree } from "./format.ts";
import { LANGUAGE_TAG } from "./locales.ts";
import { LOCALES } from "./locales.ts";

/** The names of a message's arguments ({year}, {count, plural, …}), nested ones included. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    if (el.type === TYPE.tag) {
      argumentsOf(el.children, into);
      continue;
    }
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const option of Object.values(el.options)) argumentsOf(option.value, into);
  }
  return into;
}

describe("catalogues", () => {
  it.each(NAMESPACES)("%s: every language has exactly the English keys, each a valid message with the same arguments", (ns) => {
    const reference = CATALOGUES.en[ns];
    for (const locale of LOCALES) {
      const catalogue = CATALOGUES[locale][ns];
      expect(Object.keys(catalogue).sort(), `${locale}/${ns}`).toEqual(Object.keys(reference).sort());
      for (const [key, message] of Object.entries(catalogue)) {
        expect(message.trim(), `${locale}/${ns} ${key} is empty`).not.toBe("");
        const args = [...argumentsOf(parse(message))].sort();
        expect(args, `${locale}/${ns} ${key}`).toEqual([...argumentsOf(parse(reference[key]))].sort());
      }
    }
  });

  it("a key begins with its namespace's name (common's excepted) and is in one namespace only, so a page can merge several", () => {
    const seen = new Map<string, string>();
    for (const ns of NAMESPACES) {
      for (const key of Object.keys(CATALOGUES.en[ns])) {
        if (ns !== "common") expect(key.startsWith(`${ns}.`), `${ns}: ${key}`).toBe(true);
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${ns}`).toBeUndefined();
        seen.set(key, ns);
      }
    }
    expect(seen.get("home.hero.heading")).toBe("home");
  });

  it("fails when a key is missing or an argument is dropped (the check above can fail)", () => {
    const broken = { ...CATALOGUES.fil.common, "site.footnote": "© {appName}." } as Record<string, string>;
    delete broken["nav.flights"];
    expect(Object.keys(broken).sort()).not.toEqual(Object.keys(CATALOGUES.en.common).sort());
    expect([...argumentsOf(parse(broken["site.footnote"]))]).not.toEqual([...argumentsOf(parse(CATALOGUES.en.common["site.footnote"]))]);
  });
});

describe("createTranslator", () => {
  it("formats arguments and plurals in the language's own rules", () => {
    const t = createTranslator(
      "fil",
      compileMessages("fil", { nights: "{count, plural, one {# gabi} other {# gabi}}", hi: "Kumusta, {name}!" }),
    );
    expect(t("hi", { name: "Ana" })).toBe("Kumusta, Ana!");
    expect(t("nights", { count: 3 })).toBe("3 gabi");
    const en = createTranslator("en", compileMessages("en", { nights: "{count, plural, one {# night} other {# nights}}" }));
    expect([en("nights", { count: 1 }), en("nights", { count: 2 })]).toEqual(["1 night", "2 nights"]);
  });

  it("sends text as text and only messages with arguments as syntax trees", () => {
    const compiled = compileMessages("en", { plain: "Log in", quoted: "It''s {n}", args: "Hi {name}" });
    expect(compiled.plain).toBe("Log in");
    expect(Array.isArray(compiled.args)).toBe(true);
    expect(createTranslator("en", compiled)("quoted", { n: 3 })).toBe("It's 3");
    expect(JSON.parse(JSON.stringify(compiled))).toEqual(compiled);
  });

  it("puts text and plain arguments together exactly as intl-messageformat does", () => {
    const samples = { a: "{name} home", b: "© {year} {app}.", c: "{count} na gabi", d: "'{'literal'}' {x}" };
    for (const locale of LOCALES) {
      const compiled = compileMessages(locale, samples);
      const t = createTranslator(locale, compiled);
      const values = { name: "Lakbay", year: 12345, app: "Lakbay", count: 1200, x: "y" };
      for (const [key, message] of Object.entries(samples)) {
        expect(Array.isArray(compiled[key]) && isSimpleTree(compiled[key] as never), key).toBe(true);
        expect(t(key, values)).toBe(String(new IntlMessageFormat(message, LANGUAGE_TAG[locale]).format(values)));
      }
    }
  });

  it("shows a missing key as itself rather than failing the page", () => {
    expect(createTranslator("en", {})("nav.nowhere")).toBe("nav.nowhere");
  });

  it("gives the shell in Filipino", () => {
    const t = createTranslator("fil", messagesFor("fil", "common"));
    expect(t("site.footnote", { year: "2026", appName: "Lakbay" })).toContain("© 2026 Lakbay");
    expect(t("account.logIn")).toBe("Mag-log in");
  });
});
