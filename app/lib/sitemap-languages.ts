/** The sitemap in both languages (app/routes/seo/sitemap.ts; decision 035). */
import { LANGUAGE_TAG, LOCALES, type Locale, localizePath } from "../../i18n/locales.ts";

const XHTML = "http://www.w3.org/1999/xhtml";

/**
 * The English sitemap with every page also in Filipino: each `<url>` becomes one per language, each
 * carrying the page's alternates (the x-default is the English page, as in the pages' own links).
 * The URL of the home page in Filipino is `/fil`, as its canonical link says.
 */
export function inBothLanguages(xml: string, origin: string): string {
  const withNamespace = xml.replace(/<urlset xmlns="([^"]+)">/, `<urlset xmlns="$1" xmlns:xhtml="${XHTML}">`);
  return withNamespace.replace(
    / {2}<url><loc>([^<]*)<\/loc>((?:<lastmod>[^<]*<\/lastmod>)?)<\/url>/g,
    (whole, loc: string, lastmod: string) => {
      if (!loc.startsWith(origin)) return whole;
      const path = loc.slice(origin.length) || "/";
      const url = (locale: Locale) => origin + localizePath(locale, path);
      const links = [
        ...LOCALES.map((locale) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_TAG[locale]}" href="${url(locale)}"/>`),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${url("en")}"/>`,
      ].join("");
      return LOCALES.map((locale) => `  <url><loc>${url(locale)}</loc>${lastmod}${links}</url>`).join("\n");
    },
  );
}
