import { describe, expect, it } from "vitest";
import { COUNTRIES, DEFAULT_COUNTRY_CODE, countryOptions, findCountry } from "./countries.ts";

/** The flag emoji is the code's letters shifted into the regional-indicator block. */
function flagFor(code: string): string {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - "A".charCodeAt(0)));
}

describe("COUNTRIES", () => {
  it("has about 90 entries", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(85);
    expect(COUNTRIES.length).toBeLessThanOrEqual(100);
  });

  it("has unique, upper-case alpha-2 codes and unique names", () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    const names = COUNTRIES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives every country a dial code like +63", () => {
    for (const country of COUNTRIES) expect(country.dialCode, country.code).toMatch(/^\+\d{1,4}$/);
  });

  it("uses the regional-indicator flag for each code", () => {
    for (const country of COUNTRIES) expect(country.flag, country.code).toBe(flagFor(country.code));
  });

  it("puts the Philippines first, with +63, and the rest alphabetically", () => {
    expect(COUNTRIES[0]).toEqual({ code: "PH", name: "Philippines", flag: "🇵🇭", dialCode: "+63" });
    expect(DEFAULT_COUNTRY_CODE).toBe("PH");
    const rest = COUNTRIES.slice(1).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
  });

  it("includes the main travel markets and neighbours", () => {
    const codes = new Set(COUNTRIES.map((c) => c.code));
    const expected = "US CA GB AU NZ JP KR CN HK TW SG MY ID TH VN KH BN IN AE SA QA KW DE FR IT ES NL CH".split(" ");
    for (const code of expected) expect(codes.has(code), code).toBe(true);
  });

  it("spot-checks well-known dial codes", () => {
    expect(findCountry("US")?.dialCode).toBe("+1");
    expect(findCountry("GB")?.dialCode).toBe("+44");
    expect(findCountry("JP")?.dialCode).toBe("+81");
    expect(findCountry("SG")?.dialCode).toBe("+65");
    expect(findCountry("AE")?.dialCode).toBe("+971");
  });

  it("cannot be mutated", () => {
    expect(Object.isFrozen(COUNTRIES)).toBe(true);
  });
});

describe("findCountry", () => {
  it("finds by code in any case and returns undefined for unknown codes", () => {
    expect(findCountry("ph")?.name).toBe("Philippines");
    expect(findCountry("XX")).toBeUndefined();
    expect(findCountry("")).toBeUndefined();
    expect(findCountry(undefined)).toBeUndefined();
  });
});

describe("countryOptions", () => {
  it("labels each option with flag, name and dial code", () => {
    const options = countryOptions();
    expect(options).toHaveLength(COUNTRIES.length);
    expect(options[0]).toEqual({ value: "PH", label: "🇵🇭 Philippines (+63)" });
    expect(options.find((o) => o.value === "US")?.label).toBe("🇺🇸 United States (+1)");
  });
});
