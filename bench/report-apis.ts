/**
 * The API half of the bench's printed report: flight search and booking, hotels, the assistant's
 * evaluation and chat latency, Lighthouse, and the run's problems.
 */
import {
  FLIGHT_SEARCH_P95_AIM_MS,
  flightSearchPass,
  HOTEL_AIM_RATE,
  HOTEL_P95_AIM_MS,
  hotelRoomRatesPass,
  hotelSearchPass,
  type LighthouseRuns,
} from "./api-runs.ts";
import { type AssistantBench, slowestIntents } from "./assistant.ts";
import type { FlightBench } from "./flights.ts";
import type { HotelBench } from "./hotels.ts";
import type { PageResult } from "./page-runs.ts";
import { rateTable } from "./rate-table.ts";
import { int, ms, table } from "./report.ts";

export function flightsReport(f: FlightBench): string[] {
  const { search, booking } = f;
  return [
    "",
    `Flight search (GET /api/booking/flight/search, domestic one-way, ${search.rate} req/s scheduled for ${search.seconds} s, each from its own client address; latency from when each request was due)`,
    table(
      ["sent", "200", "failed", "p50 ms", "p95 ms", "p99 ms", "max ms", `aim p95 ≤ ${FLIGHT_SEARCH_P95_AIM_MS} ms at 200/s`].map(
        (title) => ({ title }),
      ),
      [
        [
          int(search.sent),
          int(search.ok),
          int(search.failed),
          ms(search.latencyMs.p50),
          ms(search.latencyMs.p95),
          ms(search.latencyMs.p99),
          ms(search.latencyMs.max),
          flightSearchPass(f) ? "pass" : "FAIL",
        ],
      ],
    ),
    "",
    `Flight booking (${booking.clients} clients, each: search → set-flight-expiry → POST /api/booking/flight/booking with 1–3 adults; a hold on real seats)`,
    table(
      ["bookings", "failed", "bookings/s", "booking p50 ms", "p95 ms", "p99 ms"].map((title) => ({ title })),
      [
        [
          int(booking.bookings),
          int(booking.failed),
          booking.bookingsPerSecond.toFixed(1),
          ms(booking.latencyMs.p50),
          ms(booking.latencyMs.p95),
          ms(booking.latencyMs.p99),
        ],
      ],
    ),
  ];
}

export function hotelsReport(h: HotelBench): string[] {
  const { search, roomRates } = h;
  return [
    "",
    `Hotels (${h.distinctSearches} distinct destination searches over every destination, check-in 1–6 weeks out, 1–3 nights, 1–3 adults; room rates for ${roomRates.distinctHotels} hotels of their answers; ${search.seconds} s each at a fixed rate, each request from its own client address; latency from when each request was due)`,
    rateTable("call", `aim p95 ≤ ${HOTEL_P95_AIM_MS} ms`, [
      { name: "POST hotel-search (destination)", run: search, pass: hotelSearchPass(h) },
      { name: "POST room-rates", run: roomRates, pass: hotelRoomRatesPass(h) },
    ]),
    `(the search aim is at ${HOTEL_AIM_RATE} requests/s: BENCH_HOTEL_RATE below that cannot pass)`,
  ];
}

export function assistantReport(a: AssistantBench): string[] {
  const out: string[] = [""];
  const q = a.quality;
  if (q === null) out.push("Assistant evaluation: skipped (BENCH_ASSISTANT_EVAL=0)");
  else if ("error" in q) out.push(`Assistant evaluation: failed: ${q.error}`);
  else {
    out.push(
      `Assistant evaluation (tests/assistant-eval: the built-in engine in the bench process on a test database, ${q.replies} replies, ${q.seconds.toFixed(0)} s)`,
      table(
        [{ title: "metric", align: "left" }, { title: "value" }, { title: "aim" }, { title: "pass/fail", align: "left" }],
        q.rows.map((row) => [row.metric, row.shown, row.aim, row.pass ? "pass" : "FAIL"]),
      ),
      `Aims met: ${q.rows.filter((row) => row.pass).length} of ${q.rows.length}; held-out messages: intent ${(q.holdout.intentAccuracy * 100).toFixed(1)}%, slot F1 ${q.holdout.slotF1.toFixed(3)}; attacks read as harmless: ${(q.attackSafety * 100).toFixed(1)}%`,
      `In process: one reply p50 ${ms(q.engineReplyMs.p50)} ms, p95 ${ms(q.engineReplyMs.p95)} ms (wall clock, services on PGlite); understanding alone p95 ${ms(q.understandMs.p95)} ms CPU`,
    );
    for (const f of q.failures) out.push(`  ${f}`);
  }
  out.push(
    "",
    `Assistant replies over HTTP (POST /api/chat/messages with the ${a.mix.messages} evaluation messages in a mixed order, ${(a.mix.taglishShare * 100).toFixed(0)}% Taglish; ${a.json.seconds} s each at a fixed rate, each message from its own client address in a new conversation; latency from when each request was due; SSE until the done event)`,
    rateTable("answer", `aim p95 ≤ ${a.aim.p95Ms} ms`, [
      { name: "JSON", run: a.json, pass: a.aim.jsonPass },
      { name: "SSE (to done)", run: a.sse, pass: a.aim.ssePass },
    ]),
    `Slowest intents, p95 from sending (JSON): ${slowestIntents(a.json.byIntent).join(", ")}; (SSE): ${slowestIntents(a.sse.byIntent).join(", ")}`,
  );
  return out;
}

export function lighthouseReport(lighthouse: LighthouseRuns): string[] {
  if (lighthouse.results.length === 0) return [`lighthouse: ${lighthouse.status}`];
  const out = [`Lighthouse ${lighthouse.version} (mobile emulation, simulated slow 4G + 4× CPU slowdown; scores 0-100)`];
  out.push(
    table(
      [
        { title: "path", align: "left" },
        { title: "perf" },
        { title: "a11y" },
        { title: "best-pr" },
        { title: "seo" },
        { title: "FCP" },
        { title: "LCP" },
        { title: "TBT" },
        { title: "CLS" },
        { title: "SI" },
        { title: "run s" },
      ],
      lighthouse.results.map((l) => {
        const s = (c: string) => (l.scores[c] ?? "-") as string | number;
        const m = (id: string) => l.metrics[id]?.display.replace(/\u00a0/g, " ") || "-";
        return [
          l.url.replace(/^https?:\/\/[^/]+/, ""),
          s("performance"),
          s("accessibility"),
          s("best-practices"),
          s("seo"),
          m("first-contentful-paint"),
          m("largest-contentful-paint"),
          m("total-blocking-time"),
          m("cumulative-layout-shift"),
          m("speed-index"),
          l.seconds.toFixed(0),
        ];
      }),
    ),
  );
  for (const l of lighthouse.results) {
    const p = l.url.replace(/^https?:\/\/[^/]+/, "");
    if (l.error) out.push(`  ${p}: ${l.error}`);
    if (l.failedAudits.length > 0) out.push(`  ${p} failing audits: ${l.failedAudits.map((a) => `${a.id} (${a.category})`).join(", ")}`);
  }
  return out;
}

export function problemsReport(results: PageResult[], warnings: string[]): string[] {
  const problems = results.filter((p) => p.errors.length > 0);
  if (problems.length === 0 && warnings.length === 0) return [];
  const out = ["", "Problems"];
  for (const p of problems) for (const e of p.errors) out.push(`  ${p.path}: ${e}`);
  for (const w of warnings) out.push(`  ${w}`);
  return out;
}
