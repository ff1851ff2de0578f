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

  it("the tides post: mostly one tide a day around Manila and western Luzon, never 'two a day, six hours apart' for everywhere", () => {
    const text = body("island-hopping-and-tides");
    expect(text).toMatch(/Manila Bay and along the western coast of Luzon there is mostly \*\*one high and one low tide a day\*\*/);
    expect(text).not.toMatch(/six hours apart,|changes twice a day|Most places in the Philippines have two high/);
  });

  it("the travel tax post follows TIEZA: infants 2 and below exempt, children over 2 to their 12th birthday reduced with a certificate, not online with a child", () => {
    const text = body("travel-tax-and-etravel-explained");
    expect(text).toContain("**2 years old and below**");
    expect(text).toContain("**over 2, up to their 12th birthday**");
    expect(text).toContain("**Reduced Travel Tax certificate**");
    expect(text).toContain("cannot be paid online");
    expect(text).toMatch(/Sources: TIEZA's .*27 January 2025/);
  });
});
