/**
 * The chat widget's loader (GET /api/widget/script): the small classic script every page embeds. It
 * draws the launcher in a shadow root and, only when the traveller opens it, the dialog's frame and
 * the panel's code (panel.ts, an ES module with a content hash, fetched with import()).
 *
 *   <script src="https://lakbay.example/api/widget/script" defer data-theme="dark"></script>
 *   <script>window.LakbayChat = { primaryColor: "#0f766e" }</script>   (before it, or instead of data-*)
 *   LakbayChat.init({ … }) · LakbayChat.update({ … }) · LakbayChat.open() · LakbayChat.close()
 */
import { h as el, icon } from "./dom.ts";
import { configFromDataset, parseWidgetConfig, type WidgetConfig, type WidgetTheme } from "./config.ts";
import { LOADER_CSS, PHONE_QUERY } from "./loader-styles.ts";
import type { PanelHandle, PanelModule } from "./panel-types.ts";
import { palette, readStoredTheme, storeTheme } from "./theme.ts";
import { LOADER_WORDS } from "./words.ts";

/** The panel's file name (with its content hash), set by the build (server/widget-build.ts). */
declare const __LAKBAY_PANEL_FILE__: string;

type Api = {
  init(config?: Record<string, unknown>): void;
  update(config: Record<string, unknown>): void;
  open(): void;
  close(): void;
  destroy(): void;
  readonly config: WidgetConfig;
  readonly version: string;
};

const CHAT_ICON =
  "M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm5 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z";
const CLOSE_ICON = "M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6Z";

function mountWidget(raw: Record<string, unknown>, scriptOrigin: string, panelUrl: string): Api {
  let rawConfig = { ...raw };
  let config = parseWidgetConfig(rawConfig, scriptOrigin);
  let theme: WidgetTheme = readStoredTheme() ?? config.theme;
  const darkQuery = window.matchMedia("(prefers-color-scheme: dark)");
  const phoneQuery = window.matchMedia(PHONE_QUERY);

  const host = document.createElement("lakbay-chat");
  host.setAttribute("style", "all:initial");
  const shadow = host.attachShadow({ mode: "open" });
  const style = el("style");
  style.textContent = LOADER_CSS;
  const root = el("div", { class: "lc" });
  const word = (key: keyof typeof LOADER_WORDS) => config.words[key] ?? LOADER_WORDS[key];
  const launcher = el("button", { type: "button", class: "launcher", "aria-expanded": "false", "aria-controls": "lc-dialog" });
  const launcherLabel = el("span", { class: "sr" }, word("launcher"));
  launcher.append(icon(CHAT_ICON), launcherLabel);
  root.append(launcher);
  shadow.append(style, root);
  document.body.append(host);

  let dialog: HTMLElement | null = null;
  let body: HTMLElement | null = null;
  let actions: HTMLElement | null = null;
  let panel: PanelHandle | null = null;
  let loading: Promise<void> | null = null;
  let isOpen = false;

  function paint() {
    const dark = theme === "dark" || (theme === "system" && darkQuery.matches);
    root.dataset.theme = dark ? "dark" : "light";
    root.dataset.position = config.position;
    const colours = palette(dark, config.primaryColor);
    for (const [k, v] of Object.entries(colours)) root.style.setProperty(`--lc-${k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`, v);
    root.style.colorScheme = dark ? "dark" : "light";
  }

  function setModal() {
    // Full-screen on a phone: a modal dialog (focus kept inside); a floating panel beside the page otherwise.
    if (dialog) dialog.setAttribute("aria-modal", String(phoneQuery.matches));
  }

  function buildDialog() {
    dialog = el("div", { class: "dialog", id: "lc-dialog", role: "dialog", "aria-labelledby": "lc-title" });
    const head = el("div", { class: "head" });
    const title = el("h2", { id: "lc-title" }, word("title"));
    actions = el("div", { class: "actions" });
    const close = el("button", { type: "button", class: "icon-btn", "aria-label": word("close") });
    close.append(icon(CLOSE_ICON));
    close.addEventListener("click", () => closeWidget());
    head.append(title, actions, close);
    body = el("div", { class: "body" });
    dialog.append(head, body);
    dialog.hidden = true;
    root.append(dialog);
    setModal();
  }

  function showFailure() {
    if (!body) return;
    const box = el("div", { class: "status", role: "alert" });
    box.append(el("p", {}, word("failed")));
    const retry = el("button", { type: "button", class: "btn" }, word("retry"));
    retry.addEventListener("click", () => void loadPanel().then(() => panel?.focus()));
    box.append(retry);
    body.replaceChildren(box);
    retry.focus();
  }

  function loadPanel(): Promise<void> {
    if (panel) return Promise.resolve();
    if (loading) return loading;
    body?.replaceChildren(el("p", { class: "status", role: "status" }, word("loading")));
    loading = (import(/* @vite-ignore */ panelUrl) as Promise<PanelModule>)
      .then((mod) => {
        if (!body || !actions) return;
        body.replaceChildren();
        panel = mod.mount({
          shadow,
          body,
          actions,
          config,
          get theme() {
            return theme;
          },
          conversationId: pageConversation(),
          setTheme(next) {
            theme = next;
            storeTheme(next);
            paint();
          },
        });
      })
      .catch(() => showFailure())
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /**
   * A conversation the page shows and offers to continue (Lakbay's /dashboard/chatbot marks it with
   * `data-chat-conversation`). Only an id: the API opens it only for its owner.
   */
  function pageConversation(): string | null {
    const id = document.querySelector<HTMLElement>("[data-chat-conversation]")?.dataset.chatConversation ?? "";
    return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) ? id : null;
  }

  /** `focus`: false when the page opens it by itself (autoOpen): the traveller's focus stays where it is. */
  function openWidget(focus = true) {
    if (!dialog) buildDialog();
    if (isOpen) {
      // Already open (another conversation on screen): the one the page offers to continue takes its place.
      const wanted = pageConversation();
      if (wanted) panel?.continueConversation(wanted);
      if (focus) panel?.focus();
      return;
    }
    isOpen = true;
    dialog!.hidden = false;
    root.dataset.open = "";
    launcher.setAttribute("aria-expanded", "true");
    if (panel) {
      const wanted = pageConversation();
      if (wanted) panel.continueConversation(wanted);
      if (focus) panel.focus();
      return;
    }
    dialog!.setAttribute("tabindex", "-1");
    if (focus) dialog!.focus();
    void loadPanel().then(() => {
      if (isOpen && focus) panel?.focus();
    });
  }

  function closeWidget() {
    if (!isOpen || !dialog) return;
    isOpen = false;
    dialog.hidden = true;
    delete root.dataset.open;
    launcher.setAttribute("aria-expanded", "false");
    launcher.focus();
  }

  launcher.addEventListener("click", () => (isOpen ? closeWidget() : openWidget()));
  root.addEventListener("keydown", (e) => {
    if (!isOpen || !dialog) return;
    if (e.key === "Escape") {
      e.preventDefault();
      closeWidget();
    } else if (e.key === "Tab" && dialog.getAttribute("aria-modal") === "true") {
      // The modal (phone) dialog keeps focus inside it.
      const focusable = [...dialog.querySelectorAll<HTMLElement>("button,a[href],textarea,select,input")].filter(
        (n) => !n.hidden && !(n as HTMLButtonElement).disabled,
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = shadow.activeElement;
      if (e.shiftKey && (active === first || active === dialog)) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && active === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  });
  darkQuery.addEventListener("change", paint);
  phoneQuery.addEventListener("change", setModal);
  paint();
  if (config.autoOpen) openWidget(false);

  return {
    init(next) {
      this.update(next ?? {});
    },
    update(next) {
      rawConfig = { ...rawConfig, ...next };
      const before = config;
      config = parseWidgetConfig(rawConfig, scriptOrigin);
      // A theme the host sets now is a choice, kept like the traveller's own.
      if (next && "theme" in next && config.theme !== before.theme) {
        theme = config.theme;
        storeTheme(theme);
      }
      paint();
      launcherLabel.textContent = word("launcher");
      panel?.update(config);
      if (config.autoOpen && !before.autoOpen) openWidget(false);
    },
    open: () => openWidget(),
    close: closeWidget,
    destroy() {
      darkQuery.removeEventListener("change", paint);
      phoneQuery.removeEventListener("change", setModal);
      host.remove();
    },
    get config() {
      return config;
    },
    version: __LAKBAY_PANEL_FILE__,
  };
}

(() => {
  const w = window as unknown as { LakbayChat?: unknown };
  // Loaded twice (a host that also copied our snippet): the first one stays.
  if (w.LakbayChat && typeof (w.LakbayChat as Api).open === "function") return;
  const script = document.currentScript as HTMLScriptElement | null;
  const src = script?.src || `${location.origin}/api/widget/script`;
  const preset = w.LakbayChat && typeof w.LakbayChat === "object" ? (w.LakbayChat as Record<string, unknown>) : {};
  const raw = { ...preset, ...configFromDataset(script?.dataset ?? {}) };
  const panelUrl = new URL(__LAKBAY_PANEL_FILE__, src).href;
  const start = () => {
    if (w.LakbayChat && typeof (w.LakbayChat as Api).open === "function") return;
    w.LakbayChat = mountWidget(raw, new URL(src).origin, panelUrl);
  };
  // The launcher is drawn when the browser is idle (within 2 s), never in the page's own start-up work.
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 50));
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", whenIdle, { once: true });
  else whenIdle();
})();
