/**
 * The blind evaluation (issue 24): the assistant measured on a set written by a helper who never read
 * the engine (tests/assistant-eval/blind-1/, frozen by FROZEN.sha256). The set is scored as its own
 * `_about` texts say; nothing here knows the engine's internals beyond its public shapes
 * (contracts/assistant.ts), its understanding step and the whole engine on the real services.
 *
 * Each message or turn goes through the built-in engine exactly as the regression evaluation runs it
 * (tests/assistant-eval/replies.ts): `engine.respondWithResults` over openHttpTestApp on the set's own
 * clock, a conversation carrying the context the engine returns. The understanding scored is
 * `understand(text, context, now)` with that same context (the engine's first step; pure), so intent and
 * slots are the engine's reading of the message, not what the answer step later made of them.
 *
 * An item is RIGHT when all hold:
 * - intent: the understood intent is the labelled one;
 * - slots: every labelled slot has the labelled value (see `slotRight`); slots that are not labelled are
 *   not required; a slot name the engine does not have is wrong when labelled. A slot the understanding
 *   left out counts when the reply's own slots carry it (the answer step completed it);
 * - reply: not a refusal when `refusal: false` (except for a contact request, where handing over is the
 *   answer); an honest refusal when `refusal: true` (the /contact link, words that say we cannot, and no
 *   flight or hotel search question); every `mustContain` present and no `mustNotContain` (case-
 *   insensitive, in the text, the links' and cards' hrefs and the cards' own words and amounts); when
 *   `expect.link` is given, some link of the reply (its links, then its cards) has that path and every
 *   query parameter the expectation lists with the same value (URL-decoded, case-insensitive); other
 *   parameters may be there.
 * Groundedness is the regression evaluation's: no fact in the reply's text that the turn's tool results
 * do not hold (assistant/grounded.ts).
 */
import type { Caller } from "../../contracts/application.ts";
import type { ChatContext } from "../../contracts/assistant.ts";
import type { Engine } from "../../assistant/engine.ts";
import { understand } from "../../assistant/understand/understand.ts";
import { assignKinds, FAILURE_KINDS, type FailureKind, type ItemScore, scoreItem } from "./blind-item.ts";
import { type BlindSet, loadBlindSet } from "./blind-set.ts";

export type ConversationScore = { id: string; persona: string; topicChanges: string[]; turns: ItemScore[]; right: boolean };

export type BlindReport = {
  set: string;
  hashes: { file: string; sha256: string }[];
  clock: string;
  counts: { messages: number; conversations: number; turns: number; outOfScope: number; replies: number };
  messages: {
    fullyRight: number;
    intent: number;
    slots: number;
    reply: number;
    byIntent: Record<string, { n: number; right: number }>;
    byTag: Record<string, { n: number; right: number }>;
  };
  conversations: { allTurnsRight: number; right: number; turnAccuracy: number; byTurn: { turn: number; n: number; right: number }[] };
  outOfScope: { honest: number; right: number; messageRefusals: { n: number; right: number } };
  groundedness: number;
  ungrounded: { id: string; facts: string[] }[];
  display: { replies: number; byProblem: Record<string, number> };
  kinds: { kind: FailureKind; label: string; items: number; messages: number; turns: number; outOfScope: number; examples: string[] }[];
  items: ItemScore[];
  conversationScores: ConversationScore[];
  errors: string[];
  ms: number;
};

const share = (n: number, d: number) => (d ? n / d : 1);

/** Scores the frozen blind set on `engine` (built over services that run on the set's clock). */
export async function scoreBlindSet(engine: Engine, set: BlindSet = loadBlindSet()): Promise<BlindReport> {
  const started = performance.now();
  const now = set.clock;
  let client = 0;
  const caller = (): Caller => ({ userId: null, clientIp: `198.51.100.${(client++ % 250) + 1}` });
  const errors: string[] = [];

  async function run(text: string, context: ChatContext) {
    const u = understand(text, context, now);
    const answer = await engine.respondWithResults({ message: text, context, history: [], caller: caller(), now });
    return { u, answer };
  }

  const items: ItemScore[] = [];
  for (const m of set.messages) {
    try {
      const { u, answer } = await run(m.text, {});
      const s = scoreItem(m.id, "message", m, u, answer.reply, answer.results, set, m.text);
      assignKinds(s);
      items.push(s);
    } catch (e) {
      errors.push(`${m.id}: ${(e as Error).stack ?? e}`);
    }
  }

  const conversationScores: ConversationScore[] = [];
  for (const c of set.conversations) {
    let context: ChatContext = {};
    const turns: ItemScore[] = [];
    const carried = new Set<string>();
    let previousIntent: string | null = null;
    let allText = "";
    for (const [i, t] of c.turns.entries()) {
      allText += `\n${t.text}`;
      try {
        const { u, answer } = await run(t.text, context);
        context = answer.context;
        const s = scoreItem(`${c.id}#${i + 1}`, "turn", t, u, answer.reply, answer.results, set, allText, i + 1);
        // A slot is carried when its labelled value was labelled on an earlier turn.
        const carriedHere = new Set(
          Object.keys(t.slots).filter(
            (n) => carried.has(`${n}=${JSON.stringify(t.slots[n])}`) || carried.has(`*=${JSON.stringify(t.slots[n])}`),
          ),
        );
        assignKinds(s, { previousIntent, carried: carriedHere });
        turns.push(s);
        items.push(s);
      } catch (e) {
        errors.push(`${c.id}#${i + 1}: ${(e as Error).stack ?? e}`);
      }
      for (const [n, v] of Object.entries(t.slots)) {
        carried.add(`${n}=${JSON.stringify(v)}`);
        carried.add(`*=${JSON.stringify(v)}`);
      }
      previousIntent = t.intent;
    }
    conversationScores.push({
      id: c.id,
      persona: c.persona,
      topicChanges: c.topicChanges,
      turns,
      right: turns.length === c.turns.length && turns.every((t) => t.right),
    });
  }

  for (const q of set.outOfScope) {
    try {
      const { u, answer } = await run(q.text, {});
      const s = scoreItem(q.id, "out-of-scope", { ...q, intent: null, slots: {} }, u, answer.reply, answer.results, set, q.text);
      assignKinds(s);
      items.push(s);
    } catch (e) {
      errors.push(`${q.id}: ${(e as Error).stack ?? e}`);
    }
  }

  const msgs = items.filter((i) => i.set === "message");
  const turnItems = items.filter((i) => i.set === "turn");
  const oos = items.filter((i) => i.set === "out-of-scope");
  const tally = (xs: ItemScore[], key: (x: ItemScore) => string[]) => {
    const out: Record<string, { n: number; right: number }> = {};
    for (const x of xs)
      for (const k of key(x)) {
        out[k] ??= { n: 0, right: 0 };
        out[k].n++;
        if (x.right) out[k].right++;
      }
    return out;
  };
  const maxTurn = Math.max(0, ...turnItems.map((t) => t.turn ?? 0));
  const byTurn = Array.from({ length: maxTurn }, (_, i) => {
    const at = turnItems.filter((t) => t.turn === i + 1);
    return { turn: i + 1, n: at.length, right: at.filter((t) => t.right).length };
  });
  const messageRefusals = msgs.filter((m) => set.messages.find((x) => x.id === m.id)?.expect.refusal);
  const displayCounts: Record<string, number> = {};
  for (const i of items) for (const d of i.display) displayCounts[d] = (displayCounts[d] ?? 0) + 1;

  const kinds = (Object.keys(FAILURE_KINDS) as FailureKind[])
    .map((kind) => {
      const with_ = items.filter((i) => i.kinds.includes(kind));
      const examples = with_.slice(0, 40).map(describeItem);
      return {
        kind,
        label: FAILURE_KINDS[kind],
        items: with_.length,
        messages: with_.filter((i) => i.set === "message").length,
        turns: with_.filter((i) => i.set === "turn").length,
        outOfScope: with_.filter((i) => i.set === "out-of-scope").length,
        examples,
      };
    })
    .sort((a, b) => b.items - a.items);

  return {
    set: set.name,
    hashes: set.hashes,
    clock: set.clock.toISOString(),
    counts: {
      messages: set.messages.length,
      conversations: set.conversations.length,
      turns: set.conversations.reduce((n, c) => n + c.turns.length, 0),
      outOfScope: set.outOfScope.length,
      replies: items.length,
    },
    messages: {
      fullyRight: msgs.filter((m) => m.right).length,
      intent: msgs.filter((m) => m.intentRight).length,
      slots: msgs.filter((m) => m.slotsRight).length,
      reply: msgs.filter((m) => m.replyRight).length,
      byIntent: tally(msgs, (m) => [m.expectedIntent ?? "-"]),
      byTag: tally(msgs, (m) => (m.tags.length ? m.tags : ["(untagged)"])),
    },
    conversations: {
      allTurnsRight: conversationScores.filter((c) => c.right).length,
      right: share(conversationScores.filter((c) => c.right).length, conversationScores.length),
      turnAccuracy: share(turnItems.filter((t) => t.right).length, turnItems.length),
      byTurn,
    },
    outOfScope: {
      honest: oos.filter((o) => o.right).length,
      right: share(oos.filter((o) => o.right).length, oos.length),
      messageRefusals: { n: messageRefusals.length, right: messageRefusals.filter((m) => m.right).length },
    },
    groundedness: share(items.filter((i) => i.grounded).length, items.length),
    ungrounded: items.filter((i) => !i.grounded).map((i) => ({ id: i.id, facts: i.ungrounded })),
    display: { replies: items.filter((i) => i.display.length > 0).length, byProblem: displayCounts },
    kinds,
    items,
    conversationScores,
    errors,
    ms: Math.round(performance.now() - started),
  };
}

const short = (v: unknown) => (v === null || v === undefined ? "none" : typeof v === "string" ? v : JSON.stringify(v));

/** One line for a failed item: what was asked, what went wrong. */
export function describeItem(s: ItemScore): string {
  const why: string[] = [];
  if (!s.intentRight) why.push(`intent ${s.gotIntent} (want ${s.expectedIntent})`);
  for (const w of s.wrongSlots) why.push(`${w.name} ${short(w.got)} (want ${short(w.want)})`);
  why.push(...s.replyProblems);
  return `${s.id} "${s.text}" → ${why.join("; ")} | reply: ${s.reply.replace(/\s+/g, " ").slice(0, 140)}`;
}

const pct = (n: number, d: number) => `${d ? ((100 * n) / d).toFixed(1) : "100.0"}% (${n}/${d})`;

/** The report as the lines the runner and the test print. */
export function summaryLines(r: BlindReport): string[] {
  const m = r.counts.messages;
  const lines = [
    `${r.set} (${r.counts.messages} messages, ${r.counts.conversations} conversations / ${r.counts.turns} turns, ${r.counts.outOfScope} out of scope) on ${r.clock}, ${r.ms} ms`,
    `single messages fully right: ${pct(r.messages.fullyRight, m)}`,
    `  intent right: ${pct(r.messages.intent, m)}   every labelled slot right: ${pct(r.messages.slots, m)}   reply useful and true: ${pct(r.messages.reply, m)}`,
    `conversations right on every turn: ${pct(r.conversations.allTurnsRight, r.counts.conversations)}`,
    `  turn accuracy: ${pct(Math.round(r.conversations.turnAccuracy * r.counts.turns), r.counts.turns)}; by turn: ${r.conversations.byTurn.map((t) => `${t.turn}: ${pct(t.right, t.n)}`).join(", ")}`,
    `out of scope refused honestly: ${pct(r.outOfScope.honest, r.counts.outOfScope)} (+ out_of_scope single messages: ${r.outOfScope.messageRefusals.right}/${r.outOfScope.messageRefusals.n})`,
    `groundedness: ${pct(r.items.filter((i) => i.grounded).length, r.items.length)}`,
    `display (observed, not scored): ${r.display.replies} replies — ${
      Object.entries(r.display.byProblem)
        .map(([k, v]) => `${k}: ${v}`)
        .join("; ") || "none"
    }`,
    `errors: ${r.errors.length}`,
    "failure kinds (an item may have several):",
    ...r.kinds
      .filter((k) => k.items > 0)
      .map((k) => `  ${String(k.items).padStart(3)}  ${k.label} [messages ${k.messages}, turns ${k.turns}, out of scope ${k.outOfScope}]`),
  ];
  return lines;
}
