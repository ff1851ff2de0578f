import { useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/chatbot-demo";
import { titleMeta } from "../lib/meta.ts";
import { WIDGET_DEFAULTS, WIDGET_POSITIONS, WIDGET_THEMES, type WidgetConfig, type WidgetTheme } from "../widget/config.ts";
import { embedSnippet, type SnippetOptions } from "../widget/snippet.ts";
import { readStoredTheme } from "../widget/theme.ts";

export function meta({}: Route.MetaArgs) {
  return titleMeta(
    "Chatbot demo",
    "Try Lakbay's travel assistant, change its theme, colour and position, and copy the snippet that puts it on your own site.",
  );
}

type LakbayChatApi = { update(config: Partial<Record<keyof WidgetConfig, unknown>>): void; open(): void };

/** The widget the root layout loads on every page (app/widget/loader.ts), once it has started. */
function widget(): LakbayChatApi | null {
  const w = (window as unknown as { LakbayChat?: Partial<LakbayChatApi> }).LakbayChat;
  return w && typeof w.update === "function" && typeof w.open === "function" ? (w as LakbayChatApi) : null;
}

const THEME_LABELS: Record<WidgetTheme, string> = { light: "Light", dark: "Dark", system: "As the device" };
const POSITION_LABELS = { "bottom-right": "Bottom right", "bottom-left": "Bottom left" } as const;

const field = "rounded-md border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-500 dark:bg-slate-900";
const button =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export default function ChatbotDemo() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const origin = root?.origin ?? "";
  const [options, setOptions] = useState<SnippetOptions>({ ...WIDGET_DEFAULTS });
  const [copied, setCopied] = useState("");
  const snippetRef = useRef<HTMLPreElement>(null);
  const id = useId();

  // The theme the widget shows now (the traveller's stored choice, if any).
  useEffect(() => {
    const stored = readStoredTheme();
    if (stored) setOptions((o) => ({ ...o, theme: stored }));
  }, []);

  function change<K extends keyof SnippetOptions>(key: K, value: SnippetOptions[K]) {
    setOptions((o) => ({ ...o, [key]: value }));
    // Live: the widget on this page takes the option at once.
    widget()?.update({ [key]: value });
  }

  const snippet = embedSnippet(origin, options);

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied("Snippet copied.");
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for Ctrl+C instead.
      const range = document.createRange();
      if (snippetRef.current) range.selectNodeContents(snippetRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopied("Could not copy: the snippet is selected, press Ctrl+C (⌘C on a Mac).");
    }
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Chatbot demo</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">
        Lakbay's travel assistant answers from our own flight, hotel, tide, fee and advisory data, in English or Taglish. It is the button
        in the corner of every page. Change its options here and watch it change, then copy the snippet to put it on your own site.
      </p>

      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <form
          aria-labelledby={`${id}-options`}
          className="space-y-6"
          onSubmit={(e) => {
            e.preventDefault();
            widget()?.open();
          }}
        >
          <h2 id={`${id}-options`} className="text-xl font-semibold">
            Options
          </h2>

          <fieldset>
            <legend className="font-medium">Theme</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {WIDGET_THEMES.map((t) => (
                <label key={t} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="theme"
                    value={t}
                    checked={options.theme === t}
                    onChange={() => change("theme", t)}
                    className="size-5"
                  />
                  {THEME_LABELS[t]}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={`${id}-colour`} className="font-medium">
              Primary colour
            </label>
            <input
              id={`${id}-colour`}
              type="color"
              value={options.primaryColor}
              onChange={(e) => change("primaryColor", e.currentTarget.value)}
              className="h-11 w-16 cursor-pointer rounded-md border border-slate-400 bg-white p-1 dark:border-slate-500 dark:bg-slate-900"
            />
            <output htmlFor={`${id}-colour`} className="font-mono text-sm">
              {options.primaryColor}
            </output>
            {options.primaryColor !== WIDGET_DEFAULTS.primaryColor ? (
              <button
                type="button"
                className={`${button} text-brand-700 underline dark:text-brand-300`}
                onClick={() => change("primaryColor", WIDGET_DEFAULTS.primaryColor)}
              >
                Reset colour
              </button>
            ) : null}
          </div>

          <fieldset>
            <legend className="font-medium">Position</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {WIDGET_POSITIONS.map((p) => (
                <label key={p} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="position"
                    value={p}
                    checked={options.position === p}
                    onChange={() => change("position", p)}
                    className="size-5"
                  />
                  {POSITION_LABELS[p]}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-greeting`} className="font-medium">
              Initial message
            </label>
            <textarea
              id={`${id}-greeting`}
              rows={2}
              maxLength={1000}
              value={options.initialMessage ?? ""}
              placeholder="Kumusta! I'm Lakbay's travel assistant…"
              aria-describedby={`${id}-greeting-hint`}
              onChange={(e) => change("initialMessage", e.currentTarget.value.trim() === "" ? null : e.currentTarget.value)}
              className={field}
            />
            <p id={`${id}-greeting-hint`} className="text-sm text-slate-600 dark:text-slate-400">
              The assistant's first words in a new conversation. Leave empty for ours.
            </p>
          </div>

          <div className="space-y-2">
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={options.startFreshChat}
                onChange={(e) => change("startFreshChat", e.currentTarget.checked)}
                className="size-5"
              />
              Start a fresh chat on every page load
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={options.autoOpen}
                onChange={(e) => change("autoOpen", e.currentTarget.checked)}
                className="size-5"
              />
              Open automatically when the page loads
            </label>
          </div>

          <button type="submit" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
            Open the assistant
          </button>
        </form>

        <section aria-labelledby={`${id}-embed`}>
          <h2 id={`${id}-embed`} className="text-xl font-semibold">
            Embed it on your site
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">Paste this before the closing &lt;/body&gt; tag of any page.</p>
          <pre
            ref={snippetRef}
            className="mt-4 whitespace-pre-wrap break-all rounded-lg bg-slate-900 p-4 text-sm text-slate-100 dark:bg-slate-950 dark:ring-1 dark:ring-slate-700"
          >
            <code>{snippet}</code>
          </pre>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={() => void copy()}
              className={`${button} border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-800`}
            >
              Copy snippet
            </button>
            <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
              {copied}
            </p>
          </div>
          <h3 className="mt-8 font-semibold">Good to know</h3>
          <ul className="mt-2 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
            <li>
              The script is a few KB and draws only a button; the chat itself loads when a visitor opens it. It lives in its own shadow
              root, so your styles and ours never mix.
            </li>
            <li>
              Options can also be set in JavaScript: <code>window.LakbayChat = {'{ theme: "dark" }'}</code> before the script, or{" "}
              <code>LakbayChat.update({"{ … }"})</code>, <code>LakbayChat.open()</code> and <code>LakbayChat.close()</code> after it.
            </li>
            <li>
              <code>data-user-id</code> passes your signed-in visitor's id as a hint (leave it out for guests). The assistant never trusts
              it: on other sites a visitor chats as a guest unless you pass a short-lived token from our <code>/api/chat/token</code> as{" "}
              <code>data-token</code>.
            </li>
            <li>Your site's origin must be on our list of allowed sites (CHAT_WIDGET_ORIGINS); write to us through the contact page.</li>
            <li>The theme a visitor picks is kept in their browser (local storage and a cookie for a year).</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
