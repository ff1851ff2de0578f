/**
 * The page tests of the assistant's conversations (chatbot-page.http.test.ts, contact-conversation.http.test.ts)
 * through the whole HTTP host and React Router's production build (`npm test` builds first): the host with a
 * chat application whose assistant answers one scripted reply, and a page request as a browser sends it (its
 * own client address each time, the site's origin, a cookie, a form posted).
 */
import type { ChatReply } from "../contracts/assistant.ts";
import { createChatApplication } from "../core/application/chat.ts";
import type { ChatTurn } from "../core/application/chat-responder.ts";
import { createChatStore } from "../db/repositories/chat-store.ts";
import { type HttpTestApp, openBuiltHttpTestApp } from "./test-http-app.ts";

/** The built app, its chat answered by `reply` (the turn's own conversation context is not kept). */
export async function openBuiltAppWithScriptedChat(reply: (turn: ChatTurn) => ChatReply): Promise<HttpTestApp> {
  const t = await openBuiltHttpTestApp();
  t.services.apps.chat = createChatApplication({
    store: createChatStore(t.services.database.db),
    rateLimiter: t.services.rateLimiter,
    responder: { respond: async (turn) => ({ reply: reply(turn), context: {} }) },
  });
  return t;
}

/** A page request (GET, or POST of `form`) from a new address under `network` (e.g. "198.18.7"), not following redirects. */
export function pageRequests(t: () => HttpTestApp, network: string) {
  let ip = 0;
  return (url: string, init: { cookie?: string; form?: Record<string, string> } = {}) => {
    const app = t();
    const headers = new Headers({ "x-forwarded-for": `${network}.${++ip}`, origin: app.services.env.appUrl, accept: "text/html" });
    if (init.cookie) headers.set("cookie", init.cookie);
    const body = init.form ? new URLSearchParams(init.form) : undefined;
    if (body) headers.set("content-type", "application/x-www-form-urlencoded");
    return app.app.request(new URL(url, app.services.env.appUrl).href, {
      method: body ? "POST" : "GET",
      headers,
      body,
      redirect: "manual",
    });
  };
}
