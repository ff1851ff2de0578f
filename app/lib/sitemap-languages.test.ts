import { expect, it } from "vitest";
import { inBothLanguages } from "./sitemap-languages.ts";

it("lists each page in English and Filipino, each with the en-PH, fil and x-default alternates", () => {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://lakbay.example/</loc></url>
  <url><loc>https://lakbay.example/blog/a-post?x=1&amp;y=2</loc><lastmod>2026-11-20</lastmod></url>
</urlset>
`;
  const out = inBothLanguages(xml, "https://lakbay.example");
  expect(out).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
  const home =
    '<xhtml:link rel="alternate" hreflang="en-PH" href="https://lakbay.example/"/><xhtml:link rel="alternate" hreflang="fil" href="https://lakbay.example/fil"/><xhtml:link rel="alternate" hreflang="x-default" href="https://lakbay.example/"/>';
  expect(out).toContain(`  <url><loc>https://lakbay.example/</loc>${home}</url>`);
  expect(out).toContain(`  <url><loc>https://lakbay.example/fil</loc>${home}</url>`);
  expect(out).toContain(
    '  <url><loc>https://lakbay.example/fil/blog/a-post?x=1&amp;y=2</loc><lastmod>2026-11-20</lastmod><xhtml:link rel="alternate" hreflang="en-PH" href="https://lakbay.example/blog/a-post?x=1&amp;y=2"/>',
  );
  expect(out.match(/<url>/g)).toHaveLength(4);
  expect(out.match(/<\/urlset>/g)).toHaveLength(1);
});
