/**
 * The chat API's tests (chat.test.ts, chat-origins.test.ts) on the whole HTTP host (PGlite and
 * PostgreSQL) with a fake responder that answers one tide reply (or fails, when told to), every log
 * line kept, and a request helper that sets the client address, origin, cookie and JSON body.
 */
import pino from "pino";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { ChatReply } from "../../contracts/assistant.ts";
import { createChatApplication } from "../../core/application/chat.ts";
import type { ChatResponder } from "../../core/application/chat-responder.ts";
import { createChatStore } from "../../db/repositories/chat-store.ts";
import { type HttpTestApp, openHttpTestApp } from "../test-http-app.ts";

export const WIDGET_SITE = "https://resort.example";

export const REPLY: Omit<ChatReply, "text"> = {
  intent: "tide",
  slots: { place: "coron" },
  cards: [
    { kind: "tide", href: "/stay-informed/tide?place=coron", station: "Coron", date: "2026-11-26", events: [] },
    { kind: "article", href: "/travel-circuits/coron-palawan", title: "Coron" },
  ],
  links: [{ href: "/stay-informed/tide?place=coron", label: "Tides in Coron" }],
  source: "engine",
};

export type Init = {
  method?: string;
  body?: string;
  json?: unknown;
  cookie?: string;
  origin?: string | null;
  headers?: Record<string, string>;
  address?: string;
};

/** The host, opened before the file's tests and closed after; `call` a request to it. */
export function chatApiSuite() {
  let host: HttpTestApp | undefined;
  let ip = 0;
  let failing = false;
  /** Every log line the app writes. */
  const logLines: string[] = [];

  const fake: ChatResponder = {
    async respond(turn) {
      if (failing) throw new Error("engine down");
      return {
        reply: { ...REPLY, text: `Low tide in Coron tomorrow is at 10:42 in the morning. You asked: ${turn.message}` },
        context: { lastIntent: "tide", slots: { place: "coron" } },
      };
    },
  };

  beforeAll(async () => {
    const logger = pino({ level: "debug" }, { write: (line: string) => void logLines.push(line) });
    host = await openHttpTestApp({ CHAT_WIDGET_ORIGINS: `${WIDGET_SITE}, http://localhost:5173` }, { logger });
    host.services.apps.chat = createChatApplication({
      store: createChatStore(host.services.database.db),
      responder: fake,
      rateLimiter: host.services.rateLimiter,
      logger: host.services.logger,
    });
  });
  afterAll(() => host?.close());
  beforeEach(() => {
    failing = false;
  });

  const suite = {
    get t(): HttpTestApp {
      if (!host) throw new Error("the host opens before the tests: use it inside a test");
      return host;
    },
    logLines,
    /** The assistant fails from now until the next test. */
    failNext() {
      failing = true;
    },
    call(url: string, init: Init = {}) {
      const t = suite.t;
      const headers = new Headers(init.headers);
      headers.set("x-forwarded-for", init.address ?? `198.51.100.${++ip % 250}`);
      if (init.origin !== null) headers.set("origin", init.origin ?? t.services.env.appUrl);
      if (init.cookie) headers.set("cookie", init.cookie);
      let body = init.body;
      if (init.json !== undefined) {
        if (!headers.has("content-type")) headers.set("content-type", "application/json");
        body = JSON.stringify(init.json);
      }
      return t.app.request(url, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body });
    },
  };
  return suite;
}

export const guestCookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("lakbay.chat_guest="))
    ?.split(";")[0];

/** The events of an SSE body, in order. */
export async function events(res: Response) {
  const text = await res.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = block
        .split("\n")
        .filter((l) => l.startsWith("data: "))
        .map((l) => l.slice(6))
        .join("\n");
      return { event, data: JSON.parse(data) };
    });
}
