/**
 * The chat panel (an ES module the loader imports when the traveller opens the widget): the
 * conversation in a `role="log"`, one polite live region that reads out each finished reply (not
 * every streamed chunk), the message box (Enter sends, Shift+Enter a new line), and the reply
 * streamed in as it comes. Plain DOM, all text through textContent.
 */
import type { ChatCard, ChatLink, ChatReply } from "../../contracts/assistant.ts";
import type { ChatMessageView } from "../../contracts/chat.ts";
import { renderCard, renderLinks, setCardLanguage } from "./cards.ts";
import { h, icon } from "./dom.ts";
import { loadConversation, type ReplyHandlers, sendMessage, Unreachable } from "./chat-client.ts";
import type { WidgetConfig, WidgetTheme } from "./config.ts";
import { PANEL_CSS } from "./panel-styles.ts";
import { DEFAULT_GREETING, PANEL_WORDS } from "./words.ts";
import type { PanelContext, PanelHandle } from "./panel-types.ts";

/** contracts/assistant.ts CHAT_MESSAGE_MAX (that module carries zod; a unit test keeps the two equal). */
export const MESSAGE_MAX = 1000;
/** The greeting of a new conversation when the host sets none (in English; the page's words give it in its language). */
export { DEFAULT_GREETING };

/** A pencil on a square: start over. */
const NEW_CHAT_ICON = "M5 4h8v2H6v12h12v-7h2v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm12.3-1.7 3.4 3.4L12.4 14H9v-3.4l8.3-8.3Z";

const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null) {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // storage blocked: the conversation lasts as long as the page
    }
  },
};

export function conversationKey(apiUrl: string): string {
  return `lakbay-chat-conversation:${apiUrl}`;
}

export function mount(ctx: PanelContext): PanelHandle {
  let config = ctx.config;
  const siteOrigin = () => new URL(config.apiUrl).origin;
  const convKey = () => conversationKey(config.apiUrl);
  const guestKey = () => `lakbay-chat-guest:${config.apiUrl}`;
  const session = { config, guestToken: storage.get(guestKey()) };
  if (config.startFreshChat) storage.set(convKey(), null);
  if (ctx.conversationId) storage.set(convKey(), ctx.conversationId);
  let conversationId = storage.get(convKey());
  let busy = false;
  /** While a stored conversation loads: a message sent meanwhile waits for it (else the history would wipe it). */
  let restoring: Promise<void> | null = null;
  let greeting: HTMLElement | null = null;
  const word = (key: keyof typeof PANEL_WORDS) => config.words[key] ?? PANEL_WORDS[key];
  setCardLanguage(config);

  const style = h("style");
  style.textContent = PANEL_CSS;
  ctx.shadow.append(style);

  // Header: a new conversation, and the theme.
  const fresh = h(
    "button",
    { type: "button", class: "icon-btn", title: word("newChat") },
    icon(NEW_CHAT_ICON),
    h("span", { class: "sr" }, word("newChat")),
  );
  fresh.addEventListener("click", () => startFresh(true));
  const theme = h("select", { class: "theme", "aria-label": word("theme") });
  for (const value of ["light", "dark", "system"] as const) {
    const o = h("option", { value }, word(value));
    if (value === ctx.theme) o.selected = true;
    theme.append(o);
  }
  theme.addEventListener("change", () => ctx.setTheme(theme.value as WidgetTheme));
  ctx.actions.replaceChildren(fresh, theme);

  const log = h("div", { class: "log", role: "log", "aria-live": "off", "aria-label": word("log"), tabindex: "0" });
  const live = h("div", { class: "sr", "aria-live": "polite", "aria-atomic": "true" });
  const input = h("textarea", {
    id: "lc-input",
    rows: "1",
    maxlength: String(MESSAGE_MAX),
    placeholder: word("placeholder"),
    "aria-describedby": "lc-hint",
    autocomplete: "off",
  });
  const send = h("button", { type: "submit", class: "btn btn-primary" }, word("send"));
  const form = h(
    "form",
    { class: "composer", "aria-label": word("form") },
    h("label", { class: "sr", for: "lc-input" }, word("message")),
    input,
    send,
  );
  const hint = h("p", { class: "hint", id: "lc-hint" }, word("hint"));
  ctx.body.replaceChildren(log, form, hint, live);

  function scroll() {
    log.scrollTop = log.scrollHeight;
  }

  /** Keeps a reply in view: its end while it fits, its start once it is taller than the log (read from the top). */
  function follow(box: HTMLElement) {
    if (box.offsetHeight <= log.clientHeight - 16) return scroll();
    log.scrollTop += box.getBoundingClientRect().top - log.getBoundingClientRect().top - 8;
  }

  function announce(text: string) {
    live.textContent = text;
  }

  function bubble(role: "user" | "bot", text: string): { box: HTMLElement; body: Text } {
    const body = document.createTextNode(text);
    const box = h(
      "div",
      { class: `msg msg-${role}` },
      h("span", { class: "who" }, role === "user" ? word("you") : "Lakbay"),
      h("p", {}, body),
    );
    log.append(box);
    scroll();
    return { box, body };
  }

  /** `said`: the reply's text (a question it already asks is not written again above its choices). */
  function attach(box: HTMLElement, cards: readonly ChatCard[], links: readonly ChatLink[], said: string) {
    if (cards.length > 0) box.append(h("ul", { class: "cards" }, ...cards.map((c) => renderCard(c, siteOrigin(), ask, said))));
    const list = renderLinks([...links], siteOrigin());
    if (list) box.append(list);
  }

  function failure(retry: () => void) {
    const box = h("div", { class: "msg msg-error", role: "alert" }, h("p", {}, word("failed")));
    const again = h("button", { type: "button", class: "btn" }, word("retry"));
    again.addEventListener("click", () => {
      box.remove();
      retry();
    });
    box.append(again);
    log.append(box);
    scroll();
  }

  function greet() {
    greeting = bubble("bot", config.initialMessage ?? word("greeting")).box;
  }

  function startFresh(focus: boolean) {
    conversationId = null;
    storage.set(convKey(), null);
    log.replaceChildren();
    announce("");
    greet();
    if (focus) input.focus();
  }

  function showHistory(messages: ChatMessageView[]) {
    log.replaceChildren();
    greet();
    for (const m of messages) {
      if (m.role === "user") bubble("user", m.text);
      else {
        const { box } = bubble("bot", m.reply?.text ?? m.text);
        if (m.reply) attach(box, m.reply.cards ?? [], m.reply.links ?? [], m.reply.text ?? m.text);
      }
    }
  }

  async function load(id: string) {
    log.replaceChildren(h("p", { class: "typing" }, word("restoring")));
    try {
      const conversation = await loadConversation(session, id);
      if (conversation) showHistory(conversation.messages);
      else startFresh(false);
    } catch {
      log.replaceChildren();
      failure(() => void restore());
    }
  }

  async function restore() {
    if (!conversationId) return greet();
    const loading = load(conversationId);
    restoring = loading;
    await loading;
    if (restoring === loading) restoring = null;
  }

  async function ask(message: string) {
    const text = message.trim();
    if (busy || text === "") return;
    busy = true;
    send.disabled = true;
    if (restoring) await restoring;
    bubble("user", text);
    const { box, body } = bubble("bot", "");
    const typing = h("span", { class: "typing" }, word("typing"));
    box.append(typing);
    const streamed: ChatCard[] = [];
    let failed = false;
    const handlers: ReplyHandlers = {
      meta(meta) {
        if (meta.conversationId) {
          conversationId = meta.conversationId;
          storage.set(convKey(), conversationId);
        }
        if (meta.guestToken) {
          session.guestToken = meta.guestToken;
          storage.set(guestKey(), meta.guestToken);
        }
      },
      text(chunk) {
        typing.remove();
        body.data += chunk;
        follow(box);
      },
      card(card) {
        streamed.push(card);
      },
      done(reply: Partial<ChatReply> | null) {
        typing.remove();
        if (!body.data && reply?.text) body.data = reply.text;
        attach(box, streamed.length > 0 ? streamed : (reply?.cards ?? []), reply?.links ?? [], body.data);
        follow(box);
        announce(word("says").replace("{text}", () => body.data));
      },
      error(msg) {
        failed = true;
        box.remove();
        const err = h("div", { class: "msg msg-error", role: "alert" }, h("p", {}, msg || word("failed")));
        log.append(err);
        scroll();
      },
    };
    try {
      await sendMessage(session, { message: text, ...(conversationId ? { conversationId } : {}) }, handlers);
    } catch (err) {
      box.remove();
      if (!failed) failure(() => void ask(text));
      if (!(err instanceof Unreachable)) throw err;
    } finally {
      busy = false;
      send.disabled = false;
    }
  }

  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value;
    if (text.trim() === "" || busy) return;
    input.value = "";
    grow();
    void ask(text);
  });
  input.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      form.requestSubmit();
    }
  });
  function grow() {
    input.style.height = "auto";
    input.style.height = `${Math.min(input.scrollHeight + 2, 132)}px`;
  }
  input.addEventListener("input", grow);

  void restore();

  return {
    focus() {
      input.focus();
    },
    continueConversation(id: string) {
      if (id === conversationId || busy) return;
      conversationId = id;
      storage.set(convKey(), id);
      void restore();
    },
    update(next: WidgetConfig) {
      const before = config;
      config = next;
      session.config = next;
      setCardLanguage(next);
      theme.value = ctx.theme;
      if (next.startFreshChat && !before.startFreshChat) startFresh(false);
      else if (greeting && next.initialMessage !== before.initialMessage) {
        const p = greeting.querySelector("p");
        if (p) p.textContent = next.initialMessage ?? word("greeting");
      }
    },
  };
}
