/**
 * The travel assistant (issue 19), two parts:
 *
 * 1. Quality: the evaluation set (tests/assistant-eval) through the built-in engine in this process, on
 *    a fresh test database: intent accuracy, slot F1, multi-turn success, groundedness, leaks and the
 *    replies' must / must-not checks, each against its aim (tests/assistant-eval/aims.ts).
 * 2. Latency over HTTP against the running app: `POST /api/chat/messages` with the evaluation set's
 *    single messages (flights, hotels, tides, fees, guides, bookings… 43 % Taglish, in a fixed shuffled
 *    order) at a fixed rate, answered whole as JSON, then streamed (SSE, timed to the `done` event).
 *    Same method as flights and hotels (bench/fixed-rate.ts): latency from when each request was due,
 *    each request from its own client address (the chat API allows 20 messages a minute per address)
 *    and in a new guest conversation (60 an hour per conversation), so no limit refuses the bench.
 */
import { clientAddress, measured, type Percentiles, percentiles, type RateRun } from "./fixed-rate.ts";
import { ASSISTANT_AIMS, type AimRow, latencyPass, qualityRows } from "../tests/assistant-eval/aims.ts";
import { EVAL_MESSAGES } from "../tests/assistant-eval/evaluate.ts";

export type AssistantQualityReport = {
  rows: AimRow[];
  seconds: number;
  replies: number;
  holdout: { intentAccuracy: number; slotF1: number };
  attackSafety: number;
  /** One reply of the engine in this process (wall clock), and understanding alone (CPU time), in ms. */
  engineReplyMs: { p50: number; p95: number };
  understandMs: { p50: number; p95: number };
  /** The first few failures of each kind (which message, what went wrong). */
  failures: string[];
};

export type AssistantBench = {
  quality: AssistantQualityReport | { error: string } | null;
  mix: { messages: number; taglishShare: number; byIntent: Record<string, number> };
  json: RateRun & { byIntent: IntentTimes };
  sse: RateRun & { byIntent: IntentTimes };
  aim: { p95Ms: number; jsonPass: boolean; ssePass: boolean };
};

/** Per intent of the message: how many were measured and their time from sending to the whole answer, in ms. */
export type IntentTimes = Record<string, { count: number } & Percentiles>;

/** The evaluation's single messages in a fixed shuffled order, so that any stretch of them is a mix. */
export function messageMix(): { text: string; intent: string; taglish: boolean }[] {
  const all = EVAL_MESSAGES.messages.map((m) => ({ text: m.text, intent: m.intent, taglish: m.tags.includes("tl") }));
  // A step coprime with the count walks every message once, spread over the set's topics.
  const step = [37, 41, 43, 47].find((s) => all.length % s !== 0) ?? 1;
  return all.map((_, i) => all[(i * step) % all.length]!);
}

async function quality(): Promise<AssistantQualityReport> {
  const started = performance.now();
  // Loaded only when measured: the services and a test database (PGlite) in this process.
  const { evaluateAssistant } = await import("../tests/assistant-eval/run.ts");
  const e = await evaluateAssistant();
  const u = e.understanding;
  const failures = [
    ...u.failures.messages.slice(0, 3).map((f) => `message ${f.id} "${f.text}": got ${f.got.intent}`),
    ...u.failures.turns.slice(0, 3).map((f) => `conversation ${f.id} turn ${f.turn} "${f.text}": got ${f.got.intent}`),
    ...u.failures.attacks.slice(0, 3).map((a) => `attack ${a}`),
    ...e.replies.failures.slice(0, 5).map((f) => `reply ${f.id} "${f.text}": ${f.problem}`),
  ];
  return {
    rows: qualityRows(e.quality),
    seconds: (performance.now() - started) / 1000,
    replies: e.replies.replies,
    holdout: u.holdout,
    attackSafety: u.attackSafety,
    engineReplyMs: e.replies.replyMs,
    understandMs: u.perMessageMs,
    failures,
  };
}

/** The `count` intents slowest at p95, as "intent p95 ms". */
export function slowestIntents(times: IntentTimes, count = 4): string[] {
  return Object.entries(times)
    .sort(([, a], [, b]) => b.p95 - a.p95)
    .slice(0, count)
    .map(([intent, t]) => `${intent} ${t.p95 >= 100 ? t.p95.toFixed(0) : t.p95.toFixed(1)} ms`);
}

/** The HTTP response with its body read, or a 599 when the body is not a whole reply. */
async function checked(res: Response, complete: (body: string) => boolean): Promise<Response> {
  const body = await res.text();
  let whole = false;
  try {
    whole = complete(body);
  } catch {
    // not JSON: not a reply
  }
  if (res.status === 200 && !whole) return new Response(`incomplete reply: ${body.slice(0, 200)}`, { status: 599 });
  return new Response(body, { status: res.status });
}

export async function assistantBench(
  base: string,
  options: { rate: number; seconds: number; warmupSeconds?: number; evaluate: boolean },
): Promise<AssistantBench> {
  let report: AssistantBench["quality"] = null;
  if (options.evaluate) {
    try {
      report = await quality();
    } catch (err) {
      report = { error: err instanceof Error ? err.message : String(err) };
    }
  }

  const mix = messageMix();
  const byIntent: Record<string, number> = {};
  for (const m of mix) byIntent[m.intent] = (byIntent[m.intent] ?? 0) + 1;
  const post = (i: number, accept: string) =>
    fetch(`${base}/api/chat/messages`, {
      method: "POST",
      // No cookie and no conversationId: a new guest and a new conversation each time, from a new address.
      headers: { "content-type": "application/json", accept, origin: base, "x-forwarded-for": clientAddress() },
      body: JSON.stringify({ message: mix[i % mix.length]!.text }),
    });
  const warmup = options.warmupSeconds ?? 2;
  // Beside the run's latency (from when each request was due), each intent's time from sending, so
  // that a slow kind of answer shows even when the server fell behind.
  const run = async (accept: string, complete: (body: string) => boolean) => {
    const times = new Map<string, number[]>();
    const firstMeasured = Math.round(options.rate * warmup);
    const result = await measured(options.rate, options.seconds, warmup, async (i) => {
      const sent = performance.now();
      const res = await checked(await post(i, accept), complete);
      if (i >= firstMeasured) {
        const intent = mix[i % mix.length]!.intent;
        const list = times.get(intent) ?? [];
        list.push(performance.now() - sent);
        times.set(intent, list);
      }
      return res;
    });
    const byIntent: IntentTimes = {};
    for (const [intent, list] of [...times].sort(([a], [b]) => a.localeCompare(b))) {
      byIntent[intent] = { count: list.length, ...percentiles(list) };
    }
    return { ...result, byIntent };
  };
  const json = await run("application/json", (body) => {
    const parsed = JSON.parse(body) as { data?: { reply?: { text?: string } } };
    return typeof parsed.data?.reply?.text === "string";
  });
  const sse = await run("text/event-stream", (body) => /^event: done$/m.test(body));
  return {
    quality: report,
    mix: { messages: mix.length, taglishShare: mix.filter((m) => m.taglish).length / mix.length, byIntent },
    json,
    sse,
    aim: { p95Ms: ASSISTANT_AIMS.replyP95Ms, jsonPass: latencyPass(json), ssePass: latencyPass(sse) },
  };
}
