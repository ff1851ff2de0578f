import { describe, expect, it } from "vitest";
import { createForecastClient } from "../weather/open-meteo.ts";
import { createWeatherService } from "../weather/weather-service.ts";
import { invoke } from "./use-case.ts";
import { createWeatherApplication } from "./weather.ts";

const caller = { userId: null, clientIp: "203.0.113.9" };
// The forecast provider is off: every place gets its PAGASA normals, no network.
const app = createWeatherApplication({
  weather: createWeatherService({ forecast: createForecastClient({ enabled: false }) }),
  now: () => Date.parse("2026-11-25T04:00:00Z"),
});

describe("weather.report", () => {
  it("shows the chosen destination, else the point, else the saved position, else Manila", async () => {
    const chosen = await invoke(app.report, { place: "siargao", latitude: 10, longitude: 123 }, caller);
    expect(chosen.ok && [chosen.value.basis, chosen.value.chosen, chosen.value.month]).toEqual(["chosen", "siargao", 11]);
    const point = await invoke(app.report, { place: "atlantis", latitude: "10.5", longitude: "123.25" }, caller);
    expect(point.ok && [point.value.basis, point.value.report.traveller?.name]).toEqual(["point", "10.500, 123.250"]);
    const saved = await invoke(app.report, { saved: { latitude: 9.8, longitude: 118.7 } }, caller);
    expect(saved.ok && [saved.value.basis, saved.value.report.traveller?.name]).toEqual(["location", "your location"]);
    const none = await invoke(app.report, {}, caller);
    expect(none.ok && [none.value.basis, none.value.report.traveller?.name, none.value.report.source]).toEqual([
      "default",
      "Manila",
      "normals",
    ]);
    expect(none.ok && none.value.report.destinations).toHaveLength(10);
  });
});

describe("weather.atPoint", () => {
  it("refuses a latitude out of range with the field's message", async () => {
    const outcome = await invoke(app.atPoint, { latitude: "91", longitude: "121" }, caller);
    expect(outcome).toMatchObject({ ok: false, error: { code: "invalid", fields: { latitude: ["Latitude is between -90 and 90."] } } });
  });

  it("gives the nearest station's normals for twelve months", async () => {
    const outcome = await invoke(app.atPoint, { latitude: "10.3157", longitude: "123.8854" }, caller);
    expect(outcome.ok && outcome.value.normals).toHaveLength(12);
    expect(outcome.ok && outcome.value.source).toBe("normals");
  });
});

describe("tides.predictions", () => {
  it("needs a station or a point", async () => {
    const outcome = await invoke(app.tidePredictions, { days: "3" }, caller);
    expect(outcome).toMatchObject({ ok: false, error: { code: "invalid", message: "Give latitude and longitude, or a station." } });
  });

  it("refuses an unknown station, naming the known ones", async () => {
    const outcome = await invoke(app.tidePredictions, { station: "atlantis" }, caller);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error).toMatchObject({ code: "invalid", message: "Unknown station." });
    expect(outcome.error.fields?.station?.[0]).toMatch(/^Use one of: .*manila/);
  });

  it("refuses days over 14 and a date that does not exist", async () => {
    const days = await invoke(app.tidePredictions, { station: "manila", days: "15" }, caller);
    expect(days).toMatchObject({ ok: false, error: { code: "invalid", message: "Days is 1 to 14." } });
    const date = await invoke(app.tidePredictions, { station: "manila", from: "2026-13-40" }, caller);
    expect(date).toMatchObject({ ok: false, error: { code: "invalid" } });
  });

  it("predicts alternating highs and lows in Philippine time from the nearest station", async () => {
    const outcome = await invoke(app.tidePredictions, { latitude: "14.58", longitude: "120.97", from: "2026-11-25", days: "2" }, caller);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.value.station.id).toBe("manila");
    expect(outcome.value.extremes.length).toBeGreaterThan(1);
    expect(outcome.value.extremes[0].time).toMatch(/^2026-11-2[56]T\d\d:\d\d:\d\d\+08:00$/);
  });
});

describe("tides.outlook", () => {
  it("uses the chosen station over the saved position, for seven days", async () => {
    const outcome = await invoke(app.tideOutlook, { station: "manila", saved: { latitude: 9.8, longitude: 118.7 } }, caller);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect([outcome.value.basis, outcome.value.station.id, outcome.value.days[0]]).toEqual(["station", "manila", "2026-11-25"]);
    expect(outcome.value.days).toHaveLength(7);
  });

  it("says plainly when the station is far from the destination or on another sea, for the page and the assistant", async () => {
    const coron = await invoke(app.tideOutlook, { place: "coron-palawan" }, caller);
    if (!coron.ok) throw new Error(coron.error.message);
    expect(coron.value.fit).toMatchObject({ stationName: "Lubang", distanceKm: 202, far: true, otherSea: true });
    expect(coron.value.fit.warning).toContain("Times and heights at Coron may differ");
    const cebu = await invoke(app.tideOutlook, { place: "cebu" }, caller);
    expect(cebu.ok && cebu.value.fit.warning).toBeNull();
    const point = await invoke(app.tidePredictions, { latitude: "11.2", longitude: "119.4", days: 1 }, caller);
    if (!point.ok) throw new Error(point.error.message);
    expect(point.value.fit?.warning).toMatch(/^The nearest tide station, Puerto Princesa, is \d+ km from the point you chose\./);
  });
});
