/**
 * The assistant with a language model through the whole HTTP host (CHAT_LLM_* set to a local
 * OpenAI-compatible stub): POST /api/chat/messages answers with the model's wording (source "llm")
 * when the model looked the price up with our real flight search and stated it, and with the engine's
 * answer when the model server fails. The key goes out as Bearer and no log line holds it or the message.
 */
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, manilaToday } from "../contracts/flights.ts";
import { formatMoney } from "../contracts/money.ts";
import { invoke } from "../core/application/use-case.ts";
import { type OpenAiStub, type StubAnswer, type StubRequest, startOpenAiStub } from "../tests/support/openai-stub.ts";
import { type HttpTestApp, openHttpTestApp } from "./test-http-app.ts";

const API_KEY = "sk-lakbay-test-3c1e7a44";
const departureDate = addDays(manilaToday(), 30);
const MESSAGE = `flights from Manila to Cebu on ${departureDate} for 2 adults`;
let t: HttpTestApp;
let stub: OpenAiStub;
let script: (request: StubRequest) => StubAnswer = () => ({ status: 500 });
const logLines: string[] = [];
let ip = 0;

beforeAll(async () => {
  stub = await startOpenAiStub((request) => script(request));
  const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });
  t = await openHttpTestApp({ CHAT_LLM_BASE_URL: stub.url, CHAT_LLM_MODEL: "stub-model", CHAT_LLM_API_KEY: API_KEY }, { logger });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

function send(message: string) {
  return t.app.request("/api/chat/messages", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      origin: t.services.env.appUrl,
      "x-forwarded-for": `203.0.113.${++ip}`,
    },
    body: JSON.stringify({ message }),
  });
}

/** The cheapest fare of the flight search result the stub was sent back, as a traveller reads it. */
function cheapestPrice(request: StubRequest): string {
  const tool = request.body.messages.findLast((m: { role: string }) => m.role === "tool");
  return formatMoney(JSON.parse(tool.content).fareItineraries[0].totalFare);
}

describe("POST /api/chat/messages with a language model", () => {
  it("answers with the model's words when it searched flights with our tool and stated a price from the result", async () => {
    let price = "";
    script = (request) => {
      if (request.round === 0)
        return {
          toolCalls: [
            {
              name: "flights_search",
              arguments: JSON.stringify({ origin: "MNL", destination: "CEB", departureDate, adults: 2, limit: 3 }),
            },
          ],
        };
      price = cheapestPrice(request);
      return { text: `The cheapest Manila to Cebu fare that day is ${price} for both of you. Tap a flight below to book it.` };
    };
    const res = await send(MESSAGE);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(price).toMatch(/^₱\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(data.reply.source).toBe("llm");
    expect(data.reply.text).toContain(price);

    // Our real search answered the tool call.
    const search = await invoke(
      t.services.flightsApp.search,
      { origin: "MNL", destination: "CEB", departureDate, adults: 2, limit: 3 },
      { userId: null, clientIp: "203.0.113.250" },
    );
    if (!search.ok) throw new Error(search.error.message);
    expect(price).toBe(formatMoney(search.value.fareItineraries[0].totalFare));

    const [first] = stub.requests;
    expect(first.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(first.body.tools.map((tool: { function: { name: string } }) => tool.function.name)).toEqual(
      expect.arrayContaining(["flights_search", "hotels_search", "bookings_find", "content_search"]),
    );
    const logs = logLines.join("\n");
    expect(logs).toContain('"assistant":"llm"');
    expect(logs).not.toContain(API_KEY);
    expect(logs).not.toContain(MESSAGE);
    expect(logs).not.toContain(price);
  });

  it("answers with the built-in engine when the model server fails", async () => {
    script = () => ({ status: 500 });
    const res = await send(MESSAGE);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.reply.source).toBe("engine");
    expect(data.reply.text).toBeTruthy();
    expect(logLines.join("\n")).toMatch(/"assistant":"engine","reason":"http_500"/);
  });
});
