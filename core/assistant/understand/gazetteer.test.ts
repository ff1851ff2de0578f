import { describe, expect, it } from "vitest";
import { PHILIPPINE_AIRPORTS } from "../../flights/data/airports.ts";
import { DESTINATIONS } from "../../hotels/destinations.ts";
import { findPlaces, placeForIata } from "./gazetteer.ts";
import { correctText } from "./spelling.ts";
import { normalise } from "./text.ts";

const ids = (text: string) => findPlaces(correctText(normalise(text)), new Set(text.match(/\b[A-Z]{3}\b/g) ?? [])).map((m) => m.place.id);

describe("the gazetteer", () => {
  it("knows local names, short forms and misspellings", () => {
    expect(ids("Maynila Sugbo Dabaw CDO Bora elnido siargo Tagbi GenSan iloylo")).toEqual([
      "manila",
      "cebu",
      "davao",
      "cagayan-de-oro",
      "boracay",
      "el-nido",
      "siargao",
      "bohol",
      "general-santos",
      "iloilo",
    ]);
    expect(ids("pto princesa")).toEqual(["puerto-princesa"]);
    expect(ids("ppc")).toEqual(["puerto-princesa"]);
  });

  it("repairs typos it has not been told about", () => {
    expect(ids("manlia")).toEqual(["manila"]);
    expect(ids("zambonga")).toEqual(["zamboanga"]);
    expect(ids("puerto princessa")).toEqual(["puerto-princesa"]);
  });

  it("reads airport codes, and word-like codes only in capitals", () => {
    expect(ids("mnl to ceb")).toEqual(["manila", "cebu"]);
    expect(ids("tag mo ako")).toEqual([]);
    expect(ids("MNL to TAG")).toEqual(["manila", "bohol"]);
  });

  it("covers every Philippine airport we sell and every hotel destination", () => {
    for (const a of PHILIPPINE_AIRPORTS) expect(placeForIata(a.code), a.code).toBeDefined();
    for (const d of DESTINATIONS) expect(ids(d.name).length, d.name).toBeGreaterThan(0);
  });
});
