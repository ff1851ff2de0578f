import { expect, it } from "vitest";
import { here } from "./session.server.ts";

it("returns people to the page they were on, not to React Router's data URL", () => {
  expect(here(new Request("http://x/settings/profile"))).toBe("/settings/profile");
  expect(here(new Request("http://x/settings/profile.data"))).toBe("/settings/profile");
  expect(here(new Request("http://x/_root.data?_routes=root"))).toBe("/");
  expect(here(new Request("http://x/dashboard.data?index&_routes=routes%2Fdashboard"))).toBe("/dashboard");
  expect(here(new Request("http://x/flights/results?from=MNL&to=CEB"))).toBe("/flights/results?from=MNL&to=CEB");
});
