/**
 * /travel-itinerary: pick destinations and days, get a day-by-day plan from the guides with the travel
 * legs between them. The whole plan lives in the URL (a plain GET form builds it, links reorder it), so it
 * works without JavaScript and any plan can be shared by its link; signed-in travellers save it.
 */
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/planner";
import { planToSearch, moveDay, identityOrder, totalDays, ITINERARY_LIMITS, type PlanState } from "../../../contracts/itinerary-plan.ts";
import { parsePlanSearch, stopsFromBuilderForm } from "../../../contracts/itinerary.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { PlanTitleForm } from "../../features/itinerary/plan-title-form.tsx";
import { PlanView } from "../../features/itinerary/plan-view.tsx";
import { PrintButton, ShareLink } from "../../features/itinerary/plan-actions.tsx";
import { invalid } from "../../server/auth-actions.server.ts";
import { formatManilaDate } from "../../lib/format.ts";
import { titleMeta } from "../../lib/meta.ts";
import { getCurrentSession, here } from "../../server/session.server.ts";
import { absoluteUrl, planFor, planner, savedPlanList, savePlan } from "../../server/travel.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { createTranslator } from "../../../i18n/format.ts";
import { localizePath } from "../../../i18n/locales.ts";
import { requestLocale } from "../../server/language.server.ts";
import { localeOfMatches, useI18n, usePageTranslator } from "../../lib/i18n.tsx";
import { pagesTranslator, pagesWords } from "../../server/page-words.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  return loaderData
    ? titleMeta(t("pages.itinerary.meta.title"), t("pages.itinerary.meta.description"))
    : titleMeta("Travel itinerary planner");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const deps = planner(context);
  // The builder form sends one days-<slug> field per destination: turn it into a plan link.
  if ([...params.keys()].some((k) => k.startsWith("days-"))) {
    const stops = stopsFromBuilderForm(
      params,
      deps.destinations.map((d) => d.slug),
    );
    const state: PlanState = { from: params.get("from") ?? "", stops };
    const start = params.get("start");
    if (start) state.start = start;
    throw redirect(`/travel-itinerary?${planToSearch(state)}`);
  }
  const session = await getCurrentSession(context, request);
  const saved = session ? await savedPlanList(context, request) : null;
  const base = {
    messages: pagesWords(request, "pages.itinerary."),
    destinations: deps.destinations.map((d) => ({ slug: d.slug, name: d.name })),
    origins: deps.origins.map((o) => ({ id: o.id, name: o.name })),
    saved,
    signedIn: !!session,
    loginHref: `/login?redirectTo=${encodeURIComponent(here(request))}`,
  };
  const parsed = parsePlanSearch(params);
  if (!parsed) return { ...base, state: null, plan: null, problems: [] as string[], notice: undefined, shareUrl: null };
  if (!parsed.ok) {
    return { ...base, state: null, plan: null, problems: Object.values(parsed.errors).flat(), notice: undefined, shareUrl: null };
  }
  const built = planFor(context, parsed.state);
  if ("problems" in built) return { ...base, state: parsed.state, plan: null, problems: built.problems, notice: undefined, shareUrl: null };
  return {
    ...base,
    state: built.plan.state,
    plan: built.plan,
    problems: [] as string[],
    // The one notice the planner gives (core/itinerary/planner-deps.ts), in the page's language.
    notice: built.notice ? pagesTranslator(request)("pages.itinerary.notice.orderReset") : undefined,
    // The link keeps the page's language (/fil/travel-itinerary?… on a Filipino page).
    shareUrl: absoluteUrl(context, request, localizePath(requestLocale(request), `/travel-itinerary?${planToSearch(built.plan.state)}`)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const session = await getCurrentSession(context, request);
  const params = new URL(request.url).searchParams;
  if (!session) throw redirect(`/login?redirectTo=${encodeURIComponent(`/travel-itinerary?${params}`)}`);
  const saved = await savePlan(context, request, form, params);
  if ("errors" in saved) return invalid(saved.errors, saved.status);
  throw redirect(`/travel-itinerary/${saved.id}`);
}

function moveHref(state: PlanState, position: number, direction: -1 | 1) {
  const order = moveDay(state.order ?? identityOrder(totalDays(state)), position, direction);
  return `/travel-itinerary?${planToSearch({ ...state, order })}`;
}

export default function Planner({ loaderData, actionData }: Route.ComponentProps) {
  const { destinations, origins, state, plan, problems, notice, saved, signedIn, shareUrl, loginHref } = loaderData;
  const errors = actionData?.errors ?? {};
  const daysOf = (slug: string) => state?.stops.find((s) => s.slug === slug)?.days ?? 0;
  const t = usePageTranslator(loaderData.messages);
  const { locale } = useI18n();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{t("pages.itinerary.heading")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">{t("pages.itinerary.lead")}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <Form method="get" className="space-y-4 print:hidden" aria-labelledby="builder-heading">
          <h2 id="builder-heading" className="text-lg font-semibold">
            {t("pages.itinerary.builder.heading")}
          </h2>
          <div>
            <label htmlFor="from" className="block text-sm font-medium">
              {t("pages.itinerary.builder.from")}
            </label>
            <select
              id="from"
              name="from"
              defaultValue={state?.from ?? "manila"}
              className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
            >
              {origins.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="text-sm font-medium">{t("pages.itinerary.builder.days")}</legend>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t("pages.itinerary.builder.daysHint", { stops: ITINERARY_LIMITS.maxStops, days: ITINERARY_LIMITS.maxTotalDays })}
            </p>
            <div className="mt-2 space-y-2">
              {destinations.map((d) => (
                <div key={d.slug} className="flex items-center justify-between gap-3">
                  <label htmlFor={`days-${d.slug}`} className="text-sm">
                    {d.name}
                  </label>
                  <select
                    id={`days-${d.slug}`}
                    name={`days-${d.slug}`}
                    defaultValue={String(daysOf(d.slug))}
                    className="h-9 w-20 rounded-lg border border-slate-300 bg-white px-2 dark:border-slate-600 dark:bg-slate-900"
                  >
                    {Array.from({ length: ITINERARY_LIMITS.maxDaysPerStop + 1 }, (_, n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor="start" className="block text-sm font-medium">
              {t("pages.itinerary.builder.start")}
            </label>
            <input
              id="start"
              name="start"
              type="date"
              defaultValue={state?.start ?? ""}
              className="mt-1 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 dark:border-slate-600 dark:bg-slate-900"
            />
          </div>
          <Button type="submit" className="w-full">
            {t("pages.itinerary.builder.submit")}
          </Button>
        </Form>

        <div>
          {problems.length > 0 ? <FormAlert messages={problems} /> : null}
          {notice ? (
            <p role="status" className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-100">
              {notice}
            </p>
          ) : null}
          {plan && state ? (
            <>
              <div className="mb-6 space-y-4 rounded-xl bg-slate-50 p-4 print:hidden dark:bg-slate-900">
                {signedIn ? (
                  <PlanTitleForm
                    label={t("pages.itinerary.save.label")}
                    title={t("pages.itinerary.save.title", {
                      count: plan.days.length,
                      places: [...new Set(plan.days.map((d) => d.destinationName))].join(", "),
                    })}
                    submit={t("pages.itinerary.save.submit")}
                    titleErrors={errors.title}
                  >
                    {errors.form ? <FormAlert messages={errors.form} /> : null}
                  </PlanTitleForm>
                ) : (
                  <p className="text-sm">
                    <Link to={loginHref} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200">
                      {t("pages.itinerary.save.logIn")}
                    </Link>{" "}
                    {t("pages.itinerary.save.orLink")}
                  </p>
                )}
                {shareUrl ? (
                  <ShareLink
                    url={shareUrl}
                    label={t("pages.itinerary.share.label")}
                    copy={t("pages.itinerary.share.copy")}
                    copied={t("pages.itinerary.share.copied")}
                  />
                ) : null}
                <PrintButton label={t("pages.itinerary.print")} />
              </div>
              <PlanView
                plan={plan}
                w={{ t, locale }}
                controls={(position, last) => (
                  <>
                    {position > 0 ? (
                      <Link
                        to={moveHref(state, position, -1)}
                        preventScrollReset
                        className="rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-600"
                        aria-label={t("pages.itinerary.move.earlierLabel", { n: position + 1 })}
                      >
                        ↑ {t("pages.itinerary.move.earlier")}
                      </Link>
                    ) : null}
                    {!last ? (
                      <Link
                        to={moveHref(state, position, 1)}
                        preventScrollReset
                        className="rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-600"
                        aria-label={t("pages.itinerary.move.laterLabel", { n: position + 1 })}
                      >
                        ↓ {t("pages.itinerary.move.later")}
                      </Link>
                    ) : null}
                  </>
                )}
              />
            </>
          ) : problems.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
              <p className="font-medium">{t("pages.itinerary.empty.heading")}</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("pages.itinerary.empty.body")}</p>
            </div>
          ) : null}

          {saved ? (
            <section aria-labelledby="saved-heading" className="mt-10 print:hidden">
              <h2 id="saved-heading" className="text-lg font-semibold">
                {t("pages.itinerary.saved.heading")}
              </h2>
              {saved.length === 0 ? (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("pages.itinerary.saved.empty")}</p>
              ) : (
                <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700">
                  {saved.map((p) => (
                    <li key={p.id} className="flex justify-between gap-4 py-2">
                      <Link
                        to={`/travel-itinerary/${p.id}`}
                        className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200"
                      >
                        {p.title}
                      </Link>
                      <span className="text-sm text-slate-700 dark:text-slate-300">
                        {t("pages.itinerary.saved.on", { date: formatManilaDate(p.updatedAt, locale) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
