/** A travel-news category's name in the page's language (its slug's key, i18n/<language>/info.ts), else as the content names it. */
import type { Translate } from "../../../i18n/format.ts";

export function newsCategory(t: Translate, slug: string, label: string): string {
  const key = `info.news.category.${slug}`;
  const said = t(key);
  return said === key ? label : said;
}
