// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../tests/render-route.tsx";
import { weatherServicesAt } from "../../../tests/route-context.ts";
import * as page from "./tide.tsx";

const services = () => weatherServicesAt("2026-11-28T02:00:00Z");

describe("the tide page", () => {
  it("says plainly that Coron's tides come from Lubang, 202 km away on another sea, and may differ", async () => {
    await renderRoute(page, "/stay-informed/tide?place=coron-palawan", services());
    const note = screen.getByTestId("station-fit").textContent ?? "";
    expect(note).toMatch(/^The nearest tide station, Lubang, is 202 km from Coron, and on another sea/);
    expect(note).toContain("Times and heights at Coron may differ from these");
  });

  it("says El Nido's station, Puerto Princesa, is on the other coast of Palawan", async () => {
    await renderRoute(page, "/stay-informed/tide?place=el-nido-palawan", services());
    const note = screen.getByTestId("station-fit").textContent ?? "";
    expect(note).toContain("Puerto Princesa");
    expect(note).toContain("Palawan's east coast");
    expect(note).toContain("Palawan's west coast");
  });

  it("shows no such warning where the station is at the destination", async () => {
    await renderRoute(page, "/stay-informed/tide?place=cebu", services());
    expect(screen.queryByTestId("station-fit")).toBeNull();
  });

  it("opens on the day asked (?from=, as the assistant links it), and on today for a past or malformed day", async () => {
    await renderRoute(page, "/stay-informed/tide?place=el-nido-palawan&from=2026-12-07", services());
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-12-07");
    expect(screen.getAllByRole("row")[1]?.textContent).toMatch(/^Monday, December 7/);
    for (const from of ["2026-11-01", "tomorrow", "2026-13-45"]) {
      cleanup();
      await renderRoute(page, `/stay-informed/tide?place=el-nido-palawan&from=${from}`, services());
      expect((screen.getByLabelText("From") as HTMLInputElement).value, from).toBe("2026-11-28");
    }
  });
});
