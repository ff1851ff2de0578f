import { expect, it } from "vitest";
import { pageTitle, titleMeta } from "./meta.ts";

it("titles pages as '{Page} - Lakbay'", () => {
  expect(pageTitle("Log in")).toBe("Log in - Lakbay");
  expect(pageTitle("Dashboard", "Biyahe")).toBe("Dashboard - Biyahe");
  expect(titleMeta("About", "Who we are")).toEqual([{ title: "About - Lakbay" }, { name: "description", content: "Who we are" }]);
});
