/**
 * The blog and news files say what is true today on the points travellers act on (issue 17, §2):
 * read as published, not as the team remembers them.
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { PostInput } from "./posts.ts";
import { readContentFiles } from "./content-files.ts";

let posts: PostInput[] = [];
const body = (slug: string) => {
  const post = posts.find((p) => p.slug === slug);
  if (!post) throw new Error(`no post ${slug}`);
  return `${post.summary}\n${post.body}`;
};

beforeAll(async () => {
  posts = await readContentFiles(path.resolve(import.meta.dirname, "../../content"));
});

describe("published facts", () => {
  it("the typhoon post: no vessel of any size sails from Signal No. 1", () => {
    const text = body("typhoon-signals-and-ferry-suspensions");
    expect(text).toContain("under Signal No. 1 or higher, no vessel of any size sails");
    expect(text).toContain("expect every ferry and banca to stop from Signal No. 1");
    expect(text).not.toMatch(/From Signal No\. 2 up/);
  });

  it("the emergency numbers post gives the tourism hotline's mobile line for other networks", () => {
    const text = body("emergency-numbers-to-save");
    expect(text).toContain("+63 995 835 5155");
    expect(text).toContain("Smart and PLDT");
  });

  it("nothing says Caticlan takes only turboprops, and Boracay's flights stay at NAIA", () => {
    for (const p of posts) expect(p.body, p.slug).not.toMatch(/only turboprop|turboprops only/i);
    expect(body("arriving-in-boracay")).toMatch(/fly there nonstop from Manila's NAIA/);
    const news = body("turboprop-flights-moved-to-clark");
    expect(news).toMatch(/Jet routes — to Caticlan \(Boracay\)/);
    expect(news).toContain("did not move to Clark");
  });

  it("no post claims a check date its sources cannot give", () => {
    expect(body("naia-terminal-fees-checked")).not.toMatch(/checked/i);
    expect(body("naia-terminal-fees-checked")).toContain("from news reports dated 24 August to 14 September 2025");
    expect(body("first-palawan-trip-budget")).not.toMatch(/Fees here were checked/);
  });

  it("the Palawan budget post gives the park's rule (a permit for everyone), not a booking lead time", () => {
    const text = body("first-palawan-trip-budget");
    expect(text).toContain("every visitor needs a permit");
    expect(text).not.toMatch(/days ahead/);
  });
});
