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
});
