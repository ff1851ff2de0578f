import type { ReactNode } from "react";

/**
 * The frame of the privacy notice and the terms: a readable column with headings styled by `.legal`.
 * On a page in another language the legal text stays in English (`contentLang="en"`), with `note`
 * saying so in the page's language above it; `updatedLine` is the "Last updated" line in that language.
 */
export function LegalPage({
  title,
  updated,
  updatedLine,
  intro,
  note,
  contentLang,
  children,
}: {
  title: string;
  updated: string;
  updatedLine?: string;
  intro: ReactNode;
  note?: string;
  contentLang?: string;
  children: ReactNode;
}) {
  return (
    <article className="legal mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{updatedLine ?? `Last updated ${updated}`}</p>
      {note ? (
        <p className="mt-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">{note}</p>
      ) : null}
      <div className="mt-6 text-lg text-slate-700 dark:text-slate-300" lang={contentLang}>
        {intro}
      </div>
      {contentLang ? <div lang={contentLang}>{children}</div> : children}
    </article>
  );
}
