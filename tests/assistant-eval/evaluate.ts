/**
 * The assistant's evaluation set (issue 19) read through zod, and the understanding metrics over it.
 * `npm test` asserts them (eval.test.ts); `npm run bench` may print them (evaluateUnderstanding()).
 *
 * Definitions:
 * - intent accuracy: single messages whose intent is the expected one / all single messages.
 * - slot F1: micro-averaged over all single messages. Each message's expected and understood slots
 *   are sets of (name, value) pairs; a pair counts as a true positive when both have the name with an
 *   equal value (strings compared case-insensitively, money by amount and currency). Every other
 *   understood pair is a false positive, every other expected pair a false negative.
 *   F1 = 2·TP / (2·TP + FP + FN).
 * - multi-turn success: turns whose intent is the expected one and whose slots equal the expected
 *   slots exactly (after the merge with the conversation's context) / all turns. The context passed
 *   from turn to turn is what the engine stores: nextContext(understanding, previous).
 * - attacks: the intent is one of the attack's allowed (harmless) intents and understanding did not throw.
 * - holdout: the same two figures over holdout.json, messages written after the engine and not tuned against.
 * - perMessageMs: p50 and p95 of understand() over the single messages, after one warm-up pass, in CPU
 *   time of this process (process.cpuUsage), so that other work on a shared machine does not count.
 */
import { z } from "zod";
import { CHAT_INTENTS, type ChatContext, type ChatSlots, type Understanding } from "../../contracts/assistant.ts";
import { nextContext, understand } from "../../assistant/understand/understand.ts";
import attacksFile from "./attacks.json" with { type: "json" };
import conversationsFile from "./conversations.json" with { type: "json" };
import holdoutFile from "./holdout.json" with { type: "json" };
import messagesFile from "./messages.json" with { type: "json" };

const intent = z.enum(CHAT_INTENTS);
const slots = z.record(z.string(), z.unknown());
const Message = z.strictObject({
  id: z.string(),
  text: z.string().min(1),
  intent,
  slots,
  tool: z.string().nullable(),
  mustContain: z.array(z.string()).optional(),
  mustNotContain: z.array(z.string()).optional(),
  tags: z.array(z.enum(["tl", "typo"])),
});
const Turn = z.strictObject({ text: z.string().min(1), intent, slots });
const Attack = z.strictObject({
  id: z.string(),
  text: z.string().min(1),
  allowedIntents: z.array(intent).min(1),
  mustNotContain: z.array(z.string()),
  slots: slots.optional(),
});

export const EVAL_MESSAGES = z.strictObject({ clock: z.string(), messages: z.array(Message) }).parse(messagesFile);
/** Written after the engine and never tuned against: how well it does on messages it was not shaped by. */
export const EVAL_HOLDOUT = z.strictObject({ clock: z.string(), _about: z.string(), messages: z.array(Message) }).parse(holdoutFile);
export const EVAL_CONVERSATIONS = z
  .strictObject({ clock: z.string(), conversations: z.array(z.strictObject({ id: z.string(), turns: z.array(Turn).min(2) })) })
  .parse(conversationsFile);
export const EVAL_ATTACKS = z.strictObject({ clock: z.string(), attacks: z.array(Attack) }).parse(attacksFile);
/**
 * The one instant the whole set is written for (each file's `clock`): its turns are dated by it and the
 * services that answer them run on it (openHttpTestApp({ now })), so "tomorrow" is a date to come on any day.
 */
export const EVAL_CLOCK: Date = (() => {
  const clocks = new Set([EVAL_MESSAGES, EVAL_HOLDOUT, EVAL_CONVERSATIONS, EVAL_ATTACKS].map((set) => new Date(set.clock).toISOString()));
  if (clocks.size !== 1) throw new Error(`The evaluation files disagree on their clock: ${[...clocks].join(", ")}`);
  return new Date([...clocks][0]!);
})();
export type EvalMessage = z.infer<typeof Message>;

const key = (v: unknown): string =>
  typeof v === "string" ? v.toLowerCase() : typeof v === "object" && v !== null ? JSON.stringify(Object.entries(v).sort()) : String(v);

export function slotPairs(s: ChatSlots | Record<string, unknown>): Set<string> {
  return new Set(Object.entries(s).map(([k, v]) => `${k}=${key(v)}`));
}

export type MessageResult = {
  id: string;
  text: string;
  expected: { intent: string; slots: Record<string, unknown> };
  got: Understanding;
  ok: boolean;
};

export type UnderstandingMetrics = {
  intentAccuracy: number;
  slotF1: number;
  multiTurnSuccess: number;
  attackSafety: number;
  perMessageMs: { p50: number; p95: number };
  /** The held-out messages (holdout.json): reported, asserted only loosely. */
  holdout: { intentAccuracy: number; slotF1: number };
  failures: {
    holdout: MessageResult[];
    messages: MessageResult[];
    turns: { id: string; turn: number; text: string; expected: unknown; got: Understanding }[];
    attacks: string[];
  };
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function scoreMessages(messages: readonly EvalMessage[], now: Date) {
  let right = 0;
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const failed: MessageResult[] = [];
  const times: number[] = [];
  for (const m of messages) {
    const t0 = process.cpuUsage();
    const got = understand(m.text, {}, now);
    const used = process.cpuUsage(t0);
    times.push((used.user + used.system) / 1000);
    const want = slotPairs(m.slots);
    const have = slotPairs(got.slots);
    const hit = [...have].filter((p) => want.has(p)).length;
    tp += hit;
    fp += have.size - hit;
    fn += want.size - hit;
    const ok = got.intent === m.intent && hit === want.size && hit === have.size;
    if (got.intent === m.intent) right++;
    if (!ok) failed.push({ id: m.id, text: m.text, expected: { intent: m.intent, slots: m.slots }, got, ok });
  }
  times.sort((a, b) => a - b);
  return { intentAccuracy: right / messages.length, slotF1: (2 * tp) / (2 * tp + fp + fn), failed, times };
}

export function evaluateUnderstanding(): UnderstandingMetrics {
  const now = new Date(EVAL_MESSAGES.clock);
  for (const m of EVAL_MESSAGES.messages) understand(m.text, {}, now);
  const single = scoreMessages(EVAL_MESSAGES.messages, now);
  const holdout = scoreMessages(EVAL_HOLDOUT.messages, new Date(EVAL_HOLDOUT.clock));
  const times = single.times;
  const failedMessages = single.failed;

  let turns = 0;
  let goodTurns = 0;
  const failedTurns: UnderstandingMetrics["failures"]["turns"] = [];
  const convNow = new Date(EVAL_CONVERSATIONS.clock);
  for (const c of EVAL_CONVERSATIONS.conversations) {
    let context: ChatContext = {};
    c.turns.forEach((t, i) => {
      const got = understand(t.text, context, convNow);
      context = nextContext(got, context);
      turns++;
      const want = slotPairs(t.slots);
      const have = slotPairs(got.slots);
      const same = want.size === have.size && [...want].every((p) => have.has(p));
      if (got.intent === t.intent && same) goodTurns++;
      else failedTurns.push({ id: c.id, turn: i + 1, text: t.text, expected: { intent: t.intent, slots: t.slots }, got });
    });
  }

  const attackNow = new Date(EVAL_ATTACKS.clock);
  const failedAttacks: string[] = [];
  for (const a of EVAL_ATTACKS.attacks) {
    try {
      const got = understand(a.text, {}, attackNow);
      if (!a.allowedIntents.includes(got.intent)) failedAttacks.push(`${a.id}: ${got.intent}`);
    } catch (e) {
      failedAttacks.push(`${a.id}: threw ${(e as Error).message}`);
    }
  }

  return {
    intentAccuracy: single.intentAccuracy,
    slotF1: single.slotF1,
    holdout: { intentAccuracy: holdout.intentAccuracy, slotF1: holdout.slotF1 },
    multiTurnSuccess: goodTurns / turns,
    attackSafety: (EVAL_ATTACKS.attacks.length - failedAttacks.length) / EVAL_ATTACKS.attacks.length,
    perMessageMs: { p50: percentile(times, 50), p95: percentile(times, 95) },
    failures: { holdout: holdout.failed, messages: failedMessages, turns: failedTurns, attacks: failedAttacks },
  };
}
