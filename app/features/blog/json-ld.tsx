/**
 * Structured data for search engines (schema.org as JSON-LD). A data block, never run as a script;
 * "<" is escaped so no text can close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped, in a data block that never runs
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export type Crumb = { name: string; path: string };

export function breadcrumbList(origin: string, crumbs: readonly Crumb[]) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({ "@type": "ListItem", position: i + 1, name: c.name, item: `${origin}${c.path}` })),
  };
}
