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

export function meta({}: Route.MetaArgs) {
  return titleMeta(
    "Travel itinerary planner",
    "Pick Philippine destinations and days and get a day-by-day plan from our guides, with the flights, ferries and roads between them. Save, share and print it.",
  );
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
    notice: built.notice,
    shareUrl: absoluteUrl(context, request, `/travel-itinerary?${planToSearch(built.plan.state)}`),
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
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Travel itinerary planner</h1>
      <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
        Choose where you start, the destinations you want and how many days at each. We lay out each day from our travel guides and add the
        flights, ferries and roads between places, with typical travel times.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[20rem_1fr]">
        <Form method="get" className="space-y-4 print:hidden" aria-labelledby="builder-heading">
          <h2 id="builder-heading" className="text-lg font-semibold">
            Your trip
          </h2>
          <div>
            <label htmlFor="from" className="block text-sm font-medium">
              Starting from
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
            <legend className="text-sm font-medium">Days at each destination</legend>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Leave at 0 to skip. Up to {ITINERARY_LIMITS.maxStops} destinations and {ITINERARY_LIMITS.maxTotalDays} days.
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
              First day (optional)
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
            Build my plan
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
                    label="Name this plan"
                    title={`${plan.days.length} days: ${[...new Set(plan.days.map((d) => d.destinationName))].join(", ")}`}
                    submit="Save to my plans"
                    titleErrors={errors.title}
                  >
                    {errors.form ? <FormAlert messages={errors.form} /> : null}
                  </PlanTitleForm>
                ) : (
                  <p className="text-sm">
                    <Link to={loginHref} className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-200">
                      Log in to save this plan
                    </Link>{" "}
                    — or keep its link: the link alone opens the same plan.
                  </p>
                )}
                {shareUrl ? <ShareLink url={shareUrl} label="Link to this plan" /> : null}
                <PrintButton />
              </div>
              <PlanView
                plan={plan}
                controls={(position, last) => (
                  <>
                    {position > 0 ? (
                      <Link
                        to={moveHref(state, position, -1)}
                        preventScrollReset
                        className="rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-600"
                        aria-label={`Move day ${position + 1} earlier`}
                      >
                        ↑ Earlier
                      </Link>
                    ) : null}
                    {!last ? (
                      <Link
                        to={moveHref(state, position, 1)}
                        preventScrollReset
                        className="rounded-md border border-slate-300 px-2 py-1 text-sm dark:border-slate-600"
                        aria-label={`Move day ${position + 1} later`}
                      >
                        ↓ Later
                      </Link>
                    ) : null}
                  </>
                )}
              />
            </>
          ) : problems.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
              <p className="font-medium">No plan yet</p>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                Choose days for one or more destinations and press “Build my plan”.
              </p>
            </div>
          ) : null}

          {saved ? (
            <section aria-labelledby="saved-heading" className="mt-10 print:hidden">
              <h2 id="saved-heading" className="text-lg font-semibold">
                Your saved plans
              </h2>
              {saved.length === 0 ? (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Plans you save appear here.</p>
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
                      <span className="text-sm text-slate-700 dark:text-slate-300">Saved {formatManilaDate(p.updatedAt)}</span>
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
