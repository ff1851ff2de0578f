/**
 * The content every install has (not demo data): the posts under content/blog and content/news.
 * Runs at every start; idempotent. A corrected file updates a post staff never edited; a post staff
 * edited keeps their text and shows them that a newer version is available (core/content/posts.ts). The guides reach the search index from the app side (app/server/content.server.ts), which owns them.
 */
import path from "node:path";
import { readContentFiles } from "../core/content/content-files.ts";
import type { Services } from "./services.ts";

export const CONTENT_DIR = path.resolve(import.meta.dirname, "../content");

export async function loadContent(
  services: Services,
  dir: string = CONTENT_DIR,
): Promise<{ added: number; updated: number; newer: number; total: number }> {
  const posts = await readContentFiles(dir);
  const counts = { added: 0, updated: 0, newer: 0, unchanged: 0 };
  for (const input of posts) counts[await services.content.seedPost(input)]++;
  const { added, updated, newer } = counts;
  if (added + updated + newer > 0) services.logger.info({ added, updated, newer, files: posts.length }, "content posts seeded");
  return { added, updated, newer, total: posts.length };
}
