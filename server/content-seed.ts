/**
 * The content every install has (not demo data): the posts under content/blog and content/news.
 * Runs at every start; idempotent (a post that exists, by kind and slug, is left as staff last saved
 * it). The guides reach the search index from the app side (app/server/content.server.ts), which owns them.
 */
import path from "node:path";
import { readContentFiles } from "../core/content/content-files.ts";
import type { Services } from "./services.ts";

export const CONTENT_DIR = path.resolve(import.meta.dirname, "../content");

export async function loadContent(services: Services, dir: string = CONTENT_DIR): Promise<{ added: number; total: number }> {
  const posts = await readContentFiles(dir);
  let added = 0;
  for (const input of posts) if (await services.content.seedPost(input)) added++;
  if (added > 0) services.logger.info({ added, files: posts.length }, "content posts added");
  return { added, total: posts.length };
}
