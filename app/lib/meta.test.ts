import { expect, it } from "vitest";
import { canonicalUrl, pageTitle, titleMeta } from "./meta.ts";

it("titles pages as '{Page} - Lakbay', with Open Graph tags", () => {
  expect(pageTitle("Log in")).toBe("Log in - Lakbay");
  expect(pageTitle("Dashboard", "Biyahe")).toBe("Dashboard - Biyahe");
  expect(titleMeta("About", "Who we are")).toEqual([
    { title: "About - Lakbay" },
    { name: "description", content: "Who we are" },
    { property: "og:title", content: "About" },
    { property: "og:description", content: "Who we are" },
    { property: "og:type", content: "website" },
  ]);
  expect(titleMeta("A post", "Summary", undefined, { type: "article" })).toContainEqual({ property: "og:type", content: "article" });
});

it("builds canonical URLs from the public origin, keeping only the page number", () => {
  expect(canonicalUrl("https://lakbay.example", "/")).toBe("https://lakbay.example/");
  expect(canonicalUrl("https://lakbay.example", "/blog/", "?utm_source=x")).toBe("https://lakbay.example/blog");
  expect(canonicalUrl("https://lakbay.example", "/blog", "?page=2&x=1")).toBe("https://lakbay.example/blog?page=2");
  expect(canonicalUrl("https://lakbay.example", "/blog", "?page=1")).toBe("https://lakbay.example/blog");
  expect(canonicalUrl("https://lakbay.example", "/search", "?q=ferry")).toBe("https://lakbay.example/search");
});
