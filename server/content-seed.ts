/**
 * The content every install has (not demo data): the posts under content/blog and content/news, and
 * the travel-circuit guides in the search index. Runs at every start; idempotent (a post that
 * exists, by kind and slug, is left as staff last saved it).
 */
import path from "node:path";
import { CIRCUITS } from "../app/features/travel-circuits/circuits.ts";
import { readContentFiles } from "../core/content/content-files.ts";
import { indexGuides, type GuideText } from "../core/content/search.ts";
import type { Services } from "./services.ts";

export const CONTENT_DIR = path.resolve(import.meta.dirname, "../content");

/** The guides as search knows them today: the facts of circuits.ts. Full guide text replaces these later. */
export function circuitGuideTexts(): GuideText[] {
  return CIRCUITS.map((c) => ({
    slug: c.slug,
    title: c.name,
    summary: `${c.region}. ${c.note}.`,
    text: [`${c.name}, ${c.region}.`, c.note, `Getting there: ${c.gettingThere}`, `Best time to go: ${c.bestTime}`].join(" "),
  }));
}

export async function loadContent(services: Services, dir: string = CONTENT_DIR): Promise<{ added: number; total: number }> {
  const posts = await readContentFiles(dir);
  let added = 0;
  for (const input of posts) if (await services.content.seedPost(input)) added++;
  await indexGuides(services.content.search, circuitGuideTexts());
  if (added > 0) services.logger.info({ added, files: posts.length }, "content posts added");
  return { added, total: posts.length };
}
