/** /travel-itinerary/shared/:token — a saved plan, read-only, for whoever has its link. */
import { Link } from "react-router";
import type { Route } from "./+types/shared";
import { planToSearch } from "../../../contracts/itinerary-plan.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { PlanView } from "../../features/itinerary/plan-view.tsx";
import { PrintButton } from "../../features/itinerary/plan-actions.tsx";
import { titleMeta } from "../../lib/meta.ts";
import { loadSharedPlan } from "../../server/travel.server.ts";
import { createTranslator } from "../../../i18n/format.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { pagesWords } from "../../server/page-words.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return [
    ...(loaderData ? titleMeta(loaderData.title, t("pages.itinerary.shared.description")) : titleMeta("Shared plan")),
    { name: "robots", content: "noindex" },
  ];
}

// The link is the secret: keep the page out of shared caches and don't pass the URL on.
export const headers = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { saved, built } = await loadSharedPlan(context, params.token);
  return {
    messages: pagesWords(request, "pages.itinerary."),
    title: saved.title,
    plan: "plan" in built ? built.plan : null,
    problems: "problems" in built ? built.problems : [],
    copyUrl: `/travel-itinerary?${planToSearch(saved.state)}`,
  };
}

export default function SharedPlan({ loaderData }: Route.ComponentProps) {
  const { title, plan, problems, copyUrl } = loaderData;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <p className="text-sm text-slate-700 dark:text-slate-300 print:hidden">{t("pages.itinerary.shared.eyebrow")}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <PrintButton label={t("pages.itinerary.print")} />
        <Link
          to={copyUrl}
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 px-4 text-sm font-medium dark:border-slate-600"
        >
          {t("pages.itinerary.shared.open")}
        </Link>
      </div>
      <div className="mt-8">{plan ? <PlanView plan={plan} w={{ t, locale }} /> : <FormAlert messages={problems} />}</div>
    </div>
  );
}
