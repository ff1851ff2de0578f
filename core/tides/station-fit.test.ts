import { describe, expect, it } from "vitest";
import { CIRCUITS } from "../../contracts/circuits.ts";
import { DESTINATION_WATERS, FAR_STATION_KM, STATION_WATERS, stationFit } from "./station-fit.ts";
import { nearestTideStation, tideStations } from "./tides.ts";

/** The fit of the nearest station for a travel-circuit destination, as the tide page computes it. */
function fitFor(slug: string) {
  const c = CIRCUITS.find((x) => x.slug === slug);
  if (!c) throw new Error(slug);
  const hit = nearestTideStation({ lat: c.lat, lng: c.lng });
  if (!hit) throw new Error("no station");
  return stationFit(hit.station, { name: c.name, slug: c.slug }, hit.km);
}

describe("how well the nearest tide station stands for a place", () => {
  it("knows the water of every station and every destination", () => {
    for (const s of tideStations()) expect(STATION_WATERS[s.id], s.id).toBeDefined();
    for (const c of CIRCUITS) expect(c.slug in DESTINATION_WATERS, c.slug).toBe(true);
  });

  it("says Coron's nearest station is Lubang, 202 km away on another sea, and that times and heights may differ", () => {
    const fit = fitFor("coron-palawan");
    expect(fit).toMatchObject({ stationName: "Lubang", distanceKm: 202, far: true, otherSea: true });
    expect(fit.warning).toMatch(/^The nearest tide station, Lubang, is 202 km from Coron, and on another sea/);
    expect(fit.warning).toContain("Times and heights at Coron may differ");
  });

  it("says El Nido and Sabang use Puerto Princesa, on the other coast of Palawan", () => {
    for (const slug of ["el-nido-palawan", "underground-river-palawan"]) {
      const fit = fitFor(slug);
      expect(fit.stationName, slug).toBe("Puerto Princesa");
      expect(fit.otherSea, slug).toBe(true);
      expect(fit.warning).toContain("Palawan's east coast");
      expect(fit.warning).toContain("Palawan's west coast");
    }
  });

  it("warns for Boracay (Legaspi) and Siargao (Cebu), far away and on other water", () => {
    expect(fitFor("boracay-aklan")).toMatchObject({ stationName: "Legaspi", far: true, otherSea: true });
    expect(fitFor("siargao")).toMatchObject({ stationName: "Cebu", far: true, otherSea: true });
  });

  it("says nothing when the station is close and on the same water", () => {
    for (const slug of ["cebu", "davao", "mt-mayon-albay"]) expect(fitFor(slug).warning, slug).toBeNull();
  });

  it("warns by distance alone for a point whose water we do not know, past 50 km", () => {
    const station = { id: "manila", name: "Manila" };
    expect(stationFit(station, { name: "your location" }, FAR_STATION_KM).warning).toBeNull();
    const far = stationFit(station, { name: "your location" }, FAR_STATION_KM + 1);
    expect(far).toMatchObject({ far: true, otherSea: false, distanceKm: 51 });
    expect(far.warning).toBe(
      "The nearest tide station, Manila, is 51 km from your location. Times and heights at your location may differ from these: ask locally before you plan around a low tide.",
    );
  });
});
