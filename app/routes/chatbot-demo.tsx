import { useEffect, useId, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";
import type { Route } from "./+types/chatbot-demo";
import { titleMeta } from "../lib/meta.ts";
import { WIDGET_DEFAULTS, WIDGET_POSITIONS, WIDGET_THEMES, type WidgetConfig } from "../widget/config.ts";
import { embedSnippet, type SnippetOptions } from "../widget/snippet.ts";
import { readStoredTheme } from "../widget/theme.ts";
import { createTranslator } from "../../i18n/format.ts";
import { localeOfMatches, usePageTranslator } from "../lib/i18n.tsx";
import { pagesWords } from "../server/page-words.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("pages.demo.meta.title"), t("pages.demo.meta.description")) : titleMeta("Chatbot demo");
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pagesWords(request, "pages.demo.") };
}

type LakbayChatApi = { update(config: Partial<Record<keyof WidgetConfig, unknown>>): void; open(): void };

/** The widget the root layout loads on every page (app/widget/loader.ts), once it has started. */
function widget(): LakbayChatApi | null {
  const w = (window as unknown as { LakbayChat?: Partial<LakbayChatApi> }).LakbayChat;
  return w && typeof w.update === "function" && typeof w.open === "function" ? (w as LakbayChatApi) : null;
}

const field = "rounded-md border border-slate-400 bg-white px-3 py-2 text-base dark:border-slate-500 dark:bg-slate-900";
const button =
  "inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export default function ChatbotDemo({ loaderData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
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
      setCopied(t("pages.demo.copied"));
    } catch {
      // No clipboard (an insecure origin, a refused permission): select it for Ctrl+C instead.
      const range = document.createRange();
      if (snippetRef.current) range.selectNodeContents(snippetRef.current);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      setCopied(t("pages.demo.copyFailed"));
    }
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("pages.demo.heading")}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{t("pages.demo.lead")}</p>

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
            {t("pages.demo.options")}
          </h2>

          <fieldset>
            <legend className="font-medium">{t("pages.demo.theme")}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {WIDGET_THEMES.map((theme) => (
                <label key={theme} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="theme"
                    value={theme}
                    checked={options.theme === theme}
                    onChange={() => change("theme", theme)}
                    className="size-5"
                  />
                  {t(`pages.demo.theme.${theme}`)}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={`${id}-colour`} className="font-medium">
              {t("pages.demo.colour")}
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
                {t("pages.demo.resetColour")}
              </button>
            ) : null}
          </div>

          <fieldset>
            <legend className="font-medium">{t("pages.demo.position")}</legend>
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
                  {t(`pages.demo.position.${p}`)}
                </label>
              ))}
            </div>
          </fieldset>

          <div className="flex flex-col gap-2">
            <label htmlFor={`${id}-greeting`} className="font-medium">
              {t("pages.demo.greeting")}
            </label>
            <textarea
              id={`${id}-greeting`}
              rows={2}
              maxLength={1000}
              value={options.initialMessage ?? ""}
              placeholder={t("pages.demo.greetingPlaceholder")}
              aria-describedby={`${id}-greeting-hint`}
              onChange={(e) => change("initialMessage", e.currentTarget.value.trim() === "" ? null : e.currentTarget.value)}
              className={field}
            />
            <p id={`${id}-greeting-hint`} className="text-sm text-slate-600 dark:text-slate-400">
              {t("pages.demo.greetingHint")}
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
              {t("pages.demo.fresh")}
            </label>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={options.autoOpen}
                onChange={(e) => change("autoOpen", e.currentTarget.checked)}
                className="size-5"
              />
              {t("pages.demo.autoOpen")}
            </label>
          </div>

          <button type="submit" className={`${button} bg-brand-700 text-white hover:bg-brand-800`}>
            {t("pages.demo.open")}
          </button>
        </form>

        <section aria-labelledby={`${id}-embed`}>
          <h2 id={`${id}-embed`} className="text-xl font-semibold">
            {t("pages.demo.embed")}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t("pages.demo.paste", { tag: "</body>" })}</p>
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
              {t("pages.demo.copy")}
            </button>
            <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
              {copied}
            </p>
          </div>
          <h3 className="mt-8 font-semibold">{t("pages.demo.good")}</h3>
          <ul className="mt-2 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
            <li>{t("pages.demo.good.size")}</li>
            <li>
              {t("pages.demo.good.js")} <code>window.LakbayChat = {'{ theme: "dark" }'}</code> {t("pages.demo.good.jsBefore")}{" "}
              <code>LakbayChat.update({"{ … }"})</code>, <code>LakbayChat.open()</code> {t("pages.demo.good.and")}{" "}
              <code>LakbayChat.close()</code> {t("pages.demo.good.jsAfter")}
            </li>
            <li>
              <code>data-user-id</code> {t("pages.demo.good.user")} <code>/api/chat/token</code> {t("pages.demo.good.as")}{" "}
              <code>data-token</code>.
            </li>
            <li>{t("pages.demo.good.origins")}</li>
            <li>{t("pages.demo.good.theme")}</li>
          </ul>
        </section>
      </div>
    </div>
  );
}
