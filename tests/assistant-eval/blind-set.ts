/**
 * A frozen blind set (tests/assistant-eval/blind-N/): its files checked against FROZEN.sha256 (a changed
 * set is never scored) and read into the shapes the scoring uses (tests/assistant-eval/blind.ts).
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const HERE = dirname(fileURLToPath(import.meta.url));
export const BLIND_SET_DIR = join(HERE, "blind-1");

export class BlindSetChanged extends Error {}

/** Every file FROZEN.sha256 lists, hashed again; throws when one is missing or differs (the set is frozen). */
export function checkFrozen(dir = BLIND_SET_DIR): { file: string; sha256: string }[] {
  const listed = readFileSync(join(dir, "FROZEN.sha256"), "utf8")
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^([0-9a-f]{64})\s+\*?(.+)$/.exec(l);
      if (!m) throw new BlindSetChanged(`FROZEN.sha256 has a line it cannot read: ${l}`);
      // `sha256sum` run from the set's folder lists bare names; run from the repository's root, the
      // set's own path (tests/assistant-eval/blind-2/messages.json). Nothing outside the set counts.
      const own = `tests/assistant-eval/${basename(dir)}/`;
      const file = m[2]!.startsWith(own) ? m[2]!.slice(own.length) : m[2]!;
      if (file.includes("/")) throw new BlindSetChanged(`FROZEN.sha256 lists a file outside the set: ${m[2]}`);
      return { sha256: m[1]!, file };
    });
  const needed = ["messages.json", "conversations.json", "out-of-scope.json"];
  for (const f of needed) {
    if (!listed.some((l) => l.file === f)) throw new BlindSetChanged(`FROZEN.sha256 does not list ${f}`);
  }
  for (const { file, sha256 } of listed) {
    const path = join(dir, file);
    if (!existsSync(path)) throw new BlindSetChanged(`${file} is missing from the frozen set`);
    const got = createHash("sha256").update(readFileSync(path)).digest("hex");
    if (got !== sha256)
      throw new BlindSetChanged(`${file} changed since it was frozen (sha256 ${got}, frozen ${sha256}): refusing to score`);
  }
  return listed;
}

const Expect = z.strictObject({
  refusal: z.boolean(),
  link: z.string().optional(),
  mustContain: z.array(z.string()).optional(),
  mustNotContain: z.array(z.string()).optional(),
});
/** What a labelled item expects of the reply. */
export type BlindExpect = z.infer<typeof Expect>;
const Slots = z.record(z.string(), z.unknown());
/** What a set says of itself: prose (sets 1 to 8), or prose under headings (set 9: who, dates, conventions, counts). */
const About = z.union([z.string(), z.record(z.string(), z.unknown())]);
const Message = z.strictObject({
  id: z.string(),
  persona: z.string(),
  text: z.string().min(1),
  intent: z.string(),
  slots: Slots,
  tags: z.array(z.string()),
  expect: Expect,
  note: z.string().optional(),
});
const Turn = z.strictObject({
  text: z.string().min(1),
  intent: z.string(),
  slots: Slots,
  // blind-2 tags its conversations, not each turn.
  tags: z.array(z.string()).default([]),
  expect: Expect,
  note: z.string().optional(),
});
const Conversation = z.strictObject({
  id: z.string(),
  persona: z.string(),
  // The changes of topic kind as each set writes them; read by people, not scored.
  topicChanges: z
    .unknown()
    .optional()
    .transform((v) => (Array.isArray(v) ? v.map((x) => (typeof x === "string" ? x : JSON.stringify(x))) : [])),
  turns: z.array(Turn).min(1),
  // blind-4 tags each conversation as a whole; read by people, not scored.
  tags: z.array(z.string()).optional(),
  note: z.string().optional(),
});
const OutOfScope = z.strictObject({
  id: z.string(),
  // blind-4 names who asks and labels each one out_of_scope; the refusal is what is scored, as for every set.
  persona: z.string().optional(),
  intent: z.literal("out_of_scope").optional(),
  text: z.string().min(1),
  tags: z.array(z.string()),
  expect: Expect,
  note: z.string().optional(),
});
const PlaceIds = z.record(
  z.string(),
  z.strictObject({ hotelDestination: z.string().nullable(), hotelDestinationName: z.string().nullable(), guide: z.string().nullable() }),
);
const AreaIds = z.record(z.string(), z.strictObject({ place: z.string(), hotelArea: z.string() }));

export type BlindSet = {
  /** The set's folder name (blind-1, blind-2, …). */
  name: string;
  clock: Date;
  placeIds: z.infer<typeof PlaceIds>;
  areaIds: z.infer<typeof AreaIds>;
  messages: z.infer<typeof Message>[];
  conversations: z.infer<typeof Conversation>[];
  outOfScope: z.infer<typeof OutOfScope>[];
  hashes: { file: string; sha256: string }[];
};

/** The set, after its hash is checked (a changed set is never scored). */
export function loadBlindSet(dir = BLIND_SET_DIR): BlindSet {
  const hashes = checkFrozen(dir);
  const read = (f: string) => JSON.parse(readFileSync(join(dir, f), "utf8")) as unknown;
  const m = z
    // blind-1 ties its place and area ids to our data in these tables; a set without them names places and
    // areas as our data does (matched by slug and by the place meant).
    .strictObject({
      clock: z.string(),
      _about: About,
      placeIds: PlaceIds.default({}),
      areaIds: AreaIds.default({}),
      messages: z.array(Message),
    })
    .parse(read("messages.json"));
  const c = z.strictObject({ clock: z.string(), _about: About, conversations: z.array(Conversation) }).parse(read("conversations.json"));
  const o = z.strictObject({ clock: z.string(), _about: About, questions: z.array(OutOfScope) }).parse(read("out-of-scope.json"));
  const clocks = new Set([m.clock, c.clock, o.clock].map((x) => new Date(x).toISOString()));
  if (clocks.size !== 1) throw new Error(`The blind set's files disagree on their clock: ${[...clocks].join(", ")}`);
  return {
    name: basename(dir),
    clock: new Date(m.clock),
    placeIds: m.placeIds,
    areaIds: m.areaIds,
    messages: m.messages,
    conversations: c.conversations,
    outOfScope: o.questions,
    hashes,
  };
}
