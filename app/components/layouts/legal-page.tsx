import type { ReactNode } from "react";

/** The frame of the privacy notice and the terms: a readable column with headings styled by `.legal`. */
export function LegalPage({ title, updated, intro, children }: { title: string; updated: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="legal mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Last updated {updated}</p>
      <div className="mt-6 text-lg text-slate-700 dark:text-slate-300">{intro}</div>
      {children}
    </article>
  );
}
