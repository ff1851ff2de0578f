import { describe, expect, it } from "vitest";
import { PHILIPPINE_AIRPORTS } from "../../core/flights/data/airports.ts";
import { DESTINATIONS } from "../../core/hotels/destinations.ts";
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

describe("one place index for every name a traveller uses (issue 24)", () => {
  const ids = (text: string) => findPlaces(normalise(text)).map((m) => m.place.id);
  const codes = (text: string) => findPlaces(normalise(text)).map((m) => m.place.iata);

  it("knows the short names of cities we fly to", () => {
    expect(codes("KL to Cebu")).toEqual(["KUL", "CEB"]);
    expect(codes("saigon to mnl")).toEqual(["SGN", "MNL"]);
  });

  it("reads an airport named as such as that airport, with its city's hotels and guide", () => {
    const [bohol] = findPlaces(normalise("Bohol airport pickup"));
    expect(bohol?.place).toMatchObject({ iata: "TAG", kind: "airport", hotel: placeForIata("TAG")?.hotel });
    expect(codes("from Incheon")).toEqual(["ICN"]);
    expect(codes("flying into Kansai")).toEqual(["KIX"]);
    expect(ids("NAIA T2 to Ortigas")[0]).toBe("airport-mnl");
  });

  it("reads a guide's highlights as its place, never everyday words", () => {
    const boholId = placeForIata("TAG")?.id;
    expect(ids("chocolate hills tour")).toEqual([boholId]);
    expect(ids("sumlang lake")[0]).toBe(ids("Legazpi")[0]);
    expect(ids("a small twin room")).toEqual([]);
  });
});
