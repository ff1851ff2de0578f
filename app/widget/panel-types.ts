/**
 * What the loader (loader.ts, on every page) hands the panel (panel.ts, fetched when the traveller
 * opens the widget), and what the panel gives back; and the one message both may show.
 */
import type { WidgetConfig, WidgetTheme } from "./config.ts";

export type PanelContext = {
  shadow: ShadowRoot;
  /** The dialog's body, where the panel draws the conversation and the composer. */
  body: HTMLElement;
  /** A slot in the dialog's header for the panel's buttons (new chat, theme). */
  actions: HTMLElement;
  config: WidgetConfig;
  /** The theme chosen now (stored choice, else the config's). */
  readonly theme: WidgetTheme;
  /** The traveller picked a theme: apply it and store it. */
  setTheme(theme: WidgetTheme): void;
  /** A conversation the page asks to continue (Lakbay's /dashboard/chatbot), instead of the stored one. */
  conversationId: string | null;
};

export type PanelHandle = {
  /** Put focus where typing starts (the message box). */
  focus(): void;
  /** The host changed the configuration (LakbayChat.update). */
  update(config: WidgetConfig): void;
  /** Show and continue this conversation (when it is not the one shown). */
  continueConversation(id: string): void;
};

export type PanelModule = { mount(ctx: PanelContext): PanelHandle };

/** Spec §8, verbatim: the panel's code or the chat service cannot be reached. */
export const FAILED_TO_LOAD = "Failed to load chatbot.";
