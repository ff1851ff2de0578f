import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../../i18n/catalogues.ts";
import { compileMessages } from "../../i18n/compile.ts";
import { LOCALES } from "../../i18n/locales.ts";
import { compileSimple, fallbackLanguage } from "./i18n-fallback.ts";

describe("the shell's words without the root loader", () => {
  it("compiles the shell's catalogue as the server does, in every language", () => {
    for (const locale of LOCALES)
      expect(compileSimple(CATALOGUES[locale].common)).toEqual(compileMessages(locale, CATALOGUES[locale].common));
  });

  it("loads the page's language once", async () => {
    const first = fallbackLanguage("fil");
    expect(fallbackLanguage("fil")).toBe(first);
    expect((await first).messages["account.logIn"]).toBe("Mag-log in");
  });
});
