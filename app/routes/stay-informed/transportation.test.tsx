// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../tests/render-route.tsx";
import { transportServices } from "../../../tests/route-context.ts";
import * as page from "./transportation.tsx";

describe("the transportation page", () => {
  it("cites public sources, never the team's internal notes", async () => {
    const text = await renderRoute(page, "/stay-informed/transportation?from=manila&to=boracay", transportServices());
    expect(text).not.toMatch(/philippines-facts/i);
    expect(text).not.toMatch(/facts file/i);
    // The airlines' own announcements are named instead.
    expect(text).toContain("SunStar: AirAsia boosts domestic flights ahead of Undas travel rush");
  });

  it("plans Manila to Boracay with a nonstop jet to Caticlan, and says Caticlan is still served from Manila", async () => {
    const text = await renderRoute(page, "/stay-informed/transportation?from=manila&to=boracay", transportServices());
    expect(text).toMatch(/Caticlan \(for Boracay\) takes jets and is still served nonstop from\s+Manila/);
    expect(text).not.toMatch(/turboprop flights to Coron,\s+Siargao, Caticlan/);
    const legs = screen.getByRole("list", { name: "Legs of the journey" }).textContent ?? "";
    expect(legs).toMatch(/Flight: [^→]*\(MNL\) → [^,]*\(MPH\)/);
    expect(legs).not.toContain("(KLO)");
  });

  it("dates each source as it dates itself, never with a blanket 'Checked' stamp, and says which times are approximate and why", async () => {
    const text = await renderRoute(page, "/stay-informed/transportation?from=manila&to=boracay", transportServices());
    expect(text).not.toMatch(/Checked \d/);
    // A ferry that rests on a 2013 page is approximate, and the page says so.
    const ferries = screen.getByRole("region", { name: "Ferries and boats table" }).textContent ?? "";
    expect(ferries).toMatch(/Approximate: our newest source is from 14 Jul 2013, more than three years ago\./);
    expect(ferries).toContain("(14 Jul 2013)");
    expect(ferries).toMatch(/\(undated\)/);
    // The planned Caticlan–Cagban boat has 2024–2025 sources: dated, and not approximate.
    const legs = screen.getByRole("list", { name: "Legs of the journey" });
    const boat = [...legs.querySelectorAll("li")].find((li) => li.textContent?.includes("Cagban"));
    expect(boat?.textContent).toContain("(30 Jan 2025)");
    expect(boat?.textContent).not.toContain("approximate");
    expect(text).toMatch(/more than three years\s+old or shows no date/);
  });
});
