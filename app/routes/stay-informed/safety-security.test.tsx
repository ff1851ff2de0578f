// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../tests/render-route.tsx";
import { safetyServicesAt as at } from "../../../tests/route-context.ts";
import * as page from "./safety-security.tsx";

const TODAY = "2026-11-25T09:00:00+08:00";

describe("the safety page", () => {
  it("says no vessel of any size sails under Signal No. 1, big ships included", async () => {
    const text = await renderRoute(page, "/stay-informed/safety-security", at(TODAY));
    expect(screen.getByTestId("ferry-rule").textContent).toContain("no vessel of any size may sail: big ships stay in port too");
    expect(text).toContain("No vessel of any size sails, big ships included");
    expect(text).not.toMatch(/master's discretion|1,000 gross tonnage and below/);
  });

  it("lists 151-TOUR for Smart and PLDT lines and the mobile line +63 995 835 5155 for other networks", async () => {
    await renderRoute(page, "/stay-informed/safety-security", at(TODAY));
    const mobile = screen.getByRole("link", { name: "+63 995 835 5155" });
    expect(mobile.getAttribute("href")).toBe("tel:+639958355155");
    expect(screen.getByText(/^From Smart and PLDT lines only\./)).toBeTruthy();
  });

  it("lists the advisories in force on the services' clock, as the assistant reads them (safety.advisories)", async () => {
    const november = await renderRoute(page, "/stay-informed/safety-security", at(TODAY));
    expect(november).toContain("Late-season typhoons can still cross the Visayas");
    cleanup();
    const february = await renderRoute(page, "/stay-informed/safety-security", at("2027-02-01T09:00:00+08:00"));
    expect(february).not.toContain("Late-season typhoons");
    expect(february).toContain("Mayon Volcano");
  });
});
