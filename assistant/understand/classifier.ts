/**
 * A small multinomial naive Bayes intent classifier (words and word pairs, Laplace smoothing), trained
 * once at load from our own labelled phrases (intent-examples.json). Deterministic: same examples,
 * same model. It decides when none of the strong rules (intent-rules.ts) fired.
 */
import { z } from "zod";
import { CHAT_INTENTS, type ChatIntent } from "../../contracts/assistant.ts";
import { loadDataFile } from "../../core/shared/data-file.ts";
import examples from "./intent-examples.json" with { type: "json" };
import { normalise, words } from "./text.ts";

const schema = z.strictObject({
  _about: z.string(),
  examples: z.partialRecord(z.enum(CHAT_INTENTS), z.array(z.string().min(1)).min(5)),
});

export const INTENT_EXAMPLES: Partial<Record<ChatIntent, string[]>> = loadDataFile(
  "assistant/understand/intent-examples.json",
  schema,
  examples,
).examples;

/** Words too common to tell intents apart. */
export const STOPWORDS = new Set(
  "a an the to from in on at for of and or is are be i me my we our you your it this that ba po na ng sa ang mga yung ko mo ka kami namin natin ako si ni nga naman lang pa din rin pls please can could would will do does with".split(
    " ",
  ),
);

function features(text: string): string[] {
  const ws = words(normalise(text)).filter((w) => !STOPWORDS.has(w) && !/^\d+$/.test(w));
  const pairs = ws.slice(1).map((w, i) => `${ws[i]}_${w}`);
  return [...ws, ...pairs];
}

type Model = {
  intents: ChatIntent[];
  prior: Map<ChatIntent, number>;
  counts: Map<ChatIntent, Map<string, number>>;
  totals: Map<ChatIntent, number>;
  vocab: Set<string>;
};

function train(): Model {
  const intents = Object.keys(INTENT_EXAMPLES) as ChatIntent[];
  const counts = new Map<ChatIntent, Map<string, number>>();
  const totals = new Map<ChatIntent, number>();
  const prior = new Map<ChatIntent, number>();
  const vocab = new Set<string>();
  const all = intents.reduce((n, i) => n + (INTENT_EXAMPLES[i]?.length ?? 0), 0);
  for (const intent of intents) {
    const c = new Map<string, number>();
    let total = 0;
    for (const ex of INTENT_EXAMPLES[intent] ?? []) {
      for (const f of features(ex)) {
        c.set(f, (c.get(f) ?? 0) + 1);
        vocab.add(f);
        total++;
      }
    }
    counts.set(intent, c);
    totals.set(intent, total);
    prior.set(intent, Math.log((INTENT_EXAMPLES[intent]?.length ?? 0) / all));
  }
  return { intents, prior, counts, totals, vocab };
}

const model = train();

/** Every single word the examples use (for the spelling corrector). */
export function exampleWords(): string[] {
  return [...model.vocab].filter((f) => !f.includes("_"));
}

/** The likeliest intent and its posterior (0–1); `known` is how many of the message's features the model has seen. */
export function classify(text: string): { intent: ChatIntent; confidence: number; known: number } {
  const fs = features(text);
  const known = fs.filter((f) => model.vocab.has(f)).length;
  const v = model.vocab.size;
  const scores = model.intents.map((intent) => {
    const c = model.counts.get(intent)!;
    const total = model.totals.get(intent)!;
    let s = model.prior.get(intent)!;
    for (const f of fs) if (model.vocab.has(f)) s += Math.log(((c.get(f) ?? 0) + 1) / (total + v));
    return { intent, s };
  });
  scores.sort((a, b) => b.s - a.s || a.intent.localeCompare(b.intent));
  const max = scores[0].s;
  const sum = scores.reduce((n, x) => n + Math.exp(x.s - max), 0);
  return { intent: scores[0].intent, confidence: 1 / sum, known };
}
