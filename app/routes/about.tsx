import type { Route } from "./+types/about";
import { createTranslator } from "../../i18n/format.ts";
import { titleMeta } from "../lib/meta.ts";
import { localeOfMatches, usePageTranslator } from "../lib/i18n.tsx";
import { pagesWords } from "../server/page-words.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData ? titleMeta(t("pages.about.meta.title"), t("pages.about.meta.description")) : titleMeta("About");
}

export function loader({ request }: Route.LoaderArgs) {
  return { messages: pagesWords(request, "pages.about.") };
}

const BELIEFS = ["price", "sea", "change", "fast"] as const;

export default function About({ loaderData }: Route.ComponentProps) {
  const t = usePageTranslator(loaderData.messages);
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("pages.about.heading")}</h1>
      <p className="mt-6 text-lg text-slate-700 dark:text-slate-300">
        <em>Lakbay</em> {t("pages.about.lead")}
      </p>
      <h2 className="mt-10 text-xl font-semibold">{t("pages.about.beliefs.heading")}</h2>
      <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700 dark:text-slate-300">
        {BELIEFS.map((b) => (
          <li key={b}>{t(`pages.about.beliefs.${b}`)}</li>
        ))}
      </ul>
      <h2 className="mt-10 text-xl font-semibold">{t("pages.about.times.heading")}</h2>
      <p className="mt-4 text-slate-700 dark:text-slate-300">{t("pages.about.times.body")}</p>
    </article>
  );
}
