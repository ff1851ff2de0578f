/**
 * The posts we ship as files: content/blog/*.md and content/news/*.md, each with a front matter
 * block of `key: value` lines between `---` fences (title, summary, category, author, published as
 * an ISO date-time with offset; slug defaults to the file name). Checked with zod: a bad file stops
 * the start with its name and the reason, rather than publishing something half-read.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { PostFormSchema, type PostKind } from "../../contracts/content.ts";
import { z } from "../../contracts/zod.ts";
import type { PostInput } from "./posts.ts";

const FrontMatter = z.object({
  title: z.string().min(1),
  summary: z.string().min(1),
  category: z.string(),
  author: z.string().min(1),
  published: z.iso.datetime({ offset: true }),
  slug: z.string().optional(),
});

/** Splits `---\nkey: value\n---\nbody` into its fields and the Markdown body. */
export function parseFrontMatter(source: string): { fields: Record<string, string>; body: string } {
  const text = source.replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) return { fields: {}, body: text };
  const fields: Record<string, string> = {};
  for (const line of match[1]!.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    const colon = line.indexOf(":");
    if (colon < 1) throw new Error(`front matter line without "key: value": ${line}`);
    let value = line.slice(colon + 1).trim();
    if (value.length >= 2 && ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'")))) {
      value = value.slice(1, -1);
    }
    fields[line.slice(0, colon).trim()] = value;
  }
  return { fields, body: match[2]!.replace(/^\n+/, "") };
}

/** One content file as a post to publish. Throws with the reason when the file is not right. */
export function postFromFile(kind: PostKind, fileName: string, source: string): PostInput {
  const { fields, body } = parseFrontMatter(source);
  const meta = FrontMatter.parse(fields);
  const form = PostFormSchema.parse({
    kind,
    title: meta.title,
    slug: meta.slug ?? path.basename(fileName, ".md"),
    summary: meta.summary,
    category: meta.category,
    author: meta.author,
    body,
  });
  return { ...form, status: "published", publishAt: new Date(meta.published) };
}

/** Every post under `dir/blog` and `dir/news`, in file-name order. */
export async function readContentFiles(dir: string): Promise<PostInput[]> {
  const out: PostInput[] = [];
  for (const kind of ["blog", "news"] as const) {
    const folder = path.join(dir, kind);
    const names = (await readdir(folder).catch(() => [] as string[])).filter((n) => n.endsWith(".md")).sort();
    for (const name of names) {
      try {
        out.push(postFromFile(kind, name, await readFile(path.join(folder, name), "utf8")));
      } catch (error) {
        throw new Error(`content/${kind}/${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  return out;
}
