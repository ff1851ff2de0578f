import { useEffect } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/results";
import { addDays, type FareItinerary, manilaToday } from "../../../contracts/flights.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { FAMILY_CODE, groupByDeparture, LEG_KEY, legKey, outboundChoices, returnChoices } from "../../features/flights/departures.ts";
import { daysBetween, monthView, searchOn, stripRange } from "../../features/flights/fare-calendar.ts";
import { saveFlightState } from "../../features/flights/flight-state.ts";
import { fareView, type LegView } from "../../features/flights/itinerary.tsx";
import { localDate, longLocalDate } from "../../features/flights/format.ts";
import { DepartureCard, type DepartureView, type FareOption, fareOption } from "../../features/flights/results/departure-card.tsx";
import { DayStrip, MonthGrid } from "../../features/flights/results/fare-calendar-view.tsx";
import { Filters } from "../../features/flights/results/filters.tsx";
import { EMPTY_STATE, type PageState, pageHref } from "../../features/flights/results/page-links.ts";
import { ReturnSteps } from "../../features/flights/results/return-steps.tsx";
import { SortLinks } from "../../features/flights/results/sort-links.tsx";
import { FlightSearchForm, type SearchFormValues } from "../../features/flights/search-form.tsx";
import { searchFormValues } from "../../features/flights/search-values.ts";
import {
  airlineNames as airlineNamesOf,
  airportList,
  fareCalendar,
  flightErrorMessage,
  resultsSearch,
  revalidateFare,
  searchResults,
  selectFare,
} from "../../server/flights.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator, type Translate } from "../../../i18n/format.ts";
import { countKey, FlightWords, useFlightWords } from "../../features/flights/words.tsx";
import { flightTranslator, flightWords } from "../../server/flight-words.server.ts";
import { here } from "../../server/session.server.ts";
import { readForm } from "../../server/form-body.server.ts";
import { pageStatus } from "../../server/outcome.server.ts";

const PAGE_SIZE = 15;

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const locale = localeOfMatches(matches);
  const t = createTranslator(locale, loaderData?.messages ?? {});
  if (loaderData?.ok) {
    const { legs } = loaderData.query.search;
    const route = { from: legs[0].origin, to: legs[0].destination };
    return titleMeta(
      t("flights.results.meta.title", route),
      t("flights.results.meta.description", { ...route, date: longLocalDate(legs[0].date, locale) }),
    );
  }
  if (!loaderData) return titleMeta("Flight results");
  return titleMeta(t("flights.results.meta.fallbackTitle"), t("flights.results.meta.fallbackDescription"));
}

/** "2 adults, 1 child and 1 infant" in the page's words. */
function partyText(t: Translate, party: { adults: number; children: number; infants: number }): string {
  const parts = [
    party.adults ? t(countKey("flights.common.party.adults", party.adults), { count: party.adults }) : "",
    party.children ? t(countKey("flights.common.party.children", party.children), { count: party.children }) : "",
    party.infants ? t(countKey("flights.common.party.infants", party.infants), { count: party.infants }) : "",
  ].filter(Boolean);
  return parts.length <= 1
    ? (parts[0] ?? "")
    : t("flights.common.party.list", { first: parts.slice(0, -1).join(", "), last: parts.at(-1) ?? "" });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const today = manilaToday();
  // Cities and codes only here (the form is folded away on this page): a lighter page.
  const airports = (await airportList(context)).map(({ code, city, country }) => ({ code, city, name: "", country }));
  const lastDate = addDays(today, 360);

  // Typed names ("Cebu", "manila") from the plain form become codes, then the canonical URL.
  const parsed = await resultsSearch(context, url);
  if (!parsed.ok) {
    return data(
      {
        ok: false as const,
        messages: flightWords(request, "search", "results"),
        airports,
        today,
        lastDate,
        values: searchFormValues(url.searchParams),
        errors: parsed.errors,
      },
      { status: pageStatus("invalid") },
    );
  }
  const query = parsed.query;
  const { search } = query;
  const show = Math.min(Math.max(1, Math.floor(Number(url.searchParams.get("show"))) || PAGE_SIZE), 500);
  const isReturn = search.tripType === "return";
  const out = url.searchParams.get("out");
  const outFare = url.searchParams.get("outFare");
  const state: PageState = {
    out: isReturn && out && LEG_KEY.test(out) ? out : null,
    outFare: isReturn && outFare && FAMILY_CODE.test(outFare) ? outFare : null,
    calendar: url.searchParams.get("calendar") === "month" ? "month" : null,
    month: null,
  };
  const month = state.calendar ? monthView(url.searchParams.get("month"), search.legs[0].date, today, lastDate) : null;
  state.month = month?.month ?? null;
  // Every fare (grouped here by departure); without filters too when some are on, to count what they hide.
  const [{ result, unfiltered }, calendar] = await Promise.all([
    searchResults(context, url),
    search.tripType === "multicity"
      ? Promise.resolve([])
      : fareCalendar(context, url, month ? month.range : stripRange(search.legs[0].date, today, lastDate)),
  ]);
  const airlineNames = airlineNamesOf(context);
  const byCode = new Map(airports.map((a) => [a.code, a]));
  const place = (code: string) => byCode.get(code);
  const legsOf = (fare: FareItinerary) => fareView(fare, place).legs;

  let step: "flights" | "outbound" | "return" = isReturn ? "outbound" : "flights";
  let departures: DepartureView[] = [];
  let matching = 0;
  let total = 0;
  let outbound: { legs: LegView[]; fare: FareOption } | null = null;
  let notice: "gone" | null = null;
  if (isReturn && state.out && state.outFare) {
    const pairs = returnChoices(result.fareItineraries, state.out, state.outFare, query.sort);
    const anyPairs = unfiltered ? returnChoices(unfiltered.fareItineraries, state.out, state.outFare, query.sort) : pairs;
    const chosen = pairs[0] ?? anyPairs[0];
    if (chosen) {
      step = "return";
      outbound = { legs: legsOf(chosen).slice(0, 1), fare: fareOption(chosen) };
      matching = pairs.length;
      total = anyPairs.length;
      departures = pairs.slice(0, show).map((p) => ({ key: legKey(p.legs[1]), legs: legsOf(p).slice(1), fares: [fareOption(p)] }));
    } else {
      notice = "gone";
      state.out = null;
      state.outFare = null;
    }
  } else if (state.out || state.outFare) {
    state.out = null;
    state.outFare = null;
  }
  if (step !== "return") {
    const group = (fares: FareItinerary[]) => (isReturn ? outboundChoices(fares) : groupByDeparture(fares));
    const groups = group(result.fareItineraries);
    matching = groups.length;
    total = unfiltered ? group(unfiltered.fareItineraries).length : groups.length;
    departures = groups.slice(0, show).map((g) => ({
      key: g.key,
      legs: isReturn ? legsOf(g.fares[0]).slice(0, 1) : legsOf(g.fares[0]),
      fares: g.fares.map(fareOption),
    }));
  }
  return {
    ok: true as const,
    messages: flightWords(request, "search", "results"),
    airports,
    today,
    lastDate,
    values: searchFormValues(url.searchParams),
    query,
    state,
    step,
    outbound,
    notice,
    sessionId: result.sessionId,
    totalCount: total,
    matching,
    departures,
    airlineOptions: result.filterOptions.airlines,
    calendar,
    month,
    airlineNames,
    show,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const code = form.get("fareSourceCode");
  if (typeof code !== "string" || !code || code.length > 2000) {
    return data(
      { selectError: flightTranslator(request)("flights.results.chooseFirst"), priceChange: null },
      { status: pageStatus("invalid") },
    );
  }
  try {
    const checked = await revalidateFare(context, code);
    if (!checked.ok) return data({ selectError: checked.message, priceChange: null }, { status: pageStatus("conflict") });
    const revalidation = checked.value;
    if (!revalidation.isValid || !revalidation.fareItinerary) {
      return data(
        { selectError: revalidation.message || "Failed to revalidate flight", priceChange: null },
        { status: pageStatus("conflict") },
      );
    }
    if (revalidation.priceChanged && form.get("acceptPrice") !== revalidation.fareItinerary.totalFare.amount.toString()) {
      return data(
        {
          selectError: null,
          priceChange: {
            previous: revalidation.previousTotal,
            current: revalidation.fareItinerary.totalFare,
            fareSourceCode: revalidation.fareSourceCode,
          },
        },
        { status: pageStatus("conflict") },
      );
    }
    const started = await selectFare(context, revalidation.fareSourceCode, here(request));
    if (!started.ok) return data({ selectError: started.message, priceChange: null }, { status: pageStatus("conflict") });
    throw redirect(`/flights/passengers?s=${encodeURIComponent(started.value.session_id)}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return data(
      { selectError: flightErrorMessage(error, "Failed to revalidate flight"), priceChange: null },
      { status: pageStatus("conflict") },
    );
  }
}

/** Query with airport names replaced by codes, or null when nothing needed (or could be) resolved. */
export default function FlightResults({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <FlightWords messages={loaderData.messages}>
      <ResultsPage loaderData={loaderData} actionData={actionData} />
    </FlightWords>
  );
}

function ResultsPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const t = useFlightWords();
  const { locale } = useI18n();
  const navigation = useNavigation();
  const location = useLocation();
  const criteria = loaderData.ok ? loaderData.query.search : null;
  useEffect(() => {
    if (criteria) saveFlightState({ searchCriteria: criteria, flightQueryUrl: location.pathname + location.search });
  }, [criteria, location.pathname, location.search]);
  if (!loaderData.ok) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight">{t("flights.search.form.submit")}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t("flights.results.checkFields")}</p>
        <FlightSearchForm
          className="mt-6 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
          airports={loaderData.airports}
          today={loaderData.today}
          lastDate={loaderData.lastDate}
          values={loaderData.values}
          errors={loaderData.errors}
        />
      </div>
    );
  }
  const { query, state, step, departures, airlineNames, outbound } = loaderData;
  const { search } = query;
  const first = search.legs[0];
  const pax = search.passengers;
  const travellers = pax.adults + pax.children + pax.infants;
  const busy = navigation.state !== "idle";
  const isReturn = search.tripType === "return";
  const nights = isReturn ? daysBetween(search.legs[0].date, search.legs[1].date) : 0;
  const noun = step === "outbound" ? "outbound" : step === "return" ? "return" : "flight";
  const dayHref = (date: string) => pageHref(query, EMPTY_STATE, { search: searchOn(search, date) });
  const caption = isReturn
    ? t(countKey("flights.results.caption.return", nights), { count: nights })
    : search.tripType === "oneway"
      ? t("flights.results.caption.oneway")
      : "";
  const legLabels = search.tripType === "multicity" ? search.legs.map((_, i) => t("flights.common.legLabel", { n: i + 1 })) : undefined;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <summary className="cursor-pointer list-none">
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
            {search.tripType === "multicity"
              ? search.legs.map((l) => l.origin).join(" → ") + ` → ${search.legs.at(-1)?.destination}`
              : `${first.origin} → ${first.destination}${isReturn ? ` ${t("flights.results.andBack")}` : ""}`}
          </h1>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {search.legs.map((l) => localDate(l.date, locale)).join(" – ")} · {partyText(t, pax)} ·{" "}
            {t(`flights.common.cabin.${search.cabin}`)} ·{" "}
            <span className="font-medium text-brand-700 underline dark:text-brand-300">{t("flights.results.changeSearch")}</span>
          </span>
        </summary>
        <FlightSearchForm
          className="mt-4"
          airports={loaderData.airports}
          today={loaderData.today}
          lastDate={loaderData.lastDate}
          values={loaderData.values as SearchFormValues}
        />
      </details>

      {loaderData.calendar.length && caption ? (
        loaderData.month ? (
          <MonthGrid
            days={loaderData.calendar}
            chosen={first.date}
            dayHref={dayHref}
            caption={caption}
            view={loaderData.month}
            monthHref={(month) => pageHref(query, state, { month })}
            stripHref={pageHref(query, state, { calendar: null, month: null })}
          />
        ) : (
          <DayStrip
            days={loaderData.calendar}
            chosen={first.date}
            dayHref={dayHref}
            caption={caption}
            monthHref={pageHref(query, state, { calendar: "month" })}
          />
        )
      ) : null}

      {isReturn ? <ReturnSteps step={step} query={query} outbound={outbound} airlineNames={airlineNames} /> : null}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        <Filters query={query} state={state} airlineOptions={loaderData.airlineOptions} airlineNames={airlineNames} />
        <section aria-labelledby="results-heading" aria-busy={busy}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
              {loaderData.matching === 0
                ? t(`flights.results.count.${noun}.none`)
                : loaderData.matching < loaderData.totalCount
                  ? t(countKey(`flights.results.count.${noun}.of`, loaderData.matching), {
                      count: loaderData.matching,
                      total: loaderData.totalCount,
                    })
                  : t(countKey(`flights.results.count.${noun}`, loaderData.matching), { count: loaderData.matching })}
            </h2>
            <SortLinks query={query} state={state} />
          </div>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {t(`flights.results.pricesFor.${travellers === 1 ? "one" : "other"}${isReturn ? ".both" : ""}`, { count: travellers })}
          </p>
          <FormAlert messages={loaderData.notice ? [t("flights.results.outboundGone")] : null} />
          <FormAlert messages={actionData?.selectError ? [actionData.selectError] : null} />
          {actionData?.priceChange ? (
            <div
              role="alert"
              className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              <p className="font-semibold">{t("flights.results.priceChanged")}</p>
              <p>
                {t("flights.results.priceChanged.detail", {
                  previous: formatMoney(actionData.priceChange.previous),
                  current: formatMoney(actionData.priceChange.current),
                })}
              </p>
              <Form method="post" className="mt-3 flex flex-wrap gap-2">
                <input type="hidden" name="fareSourceCode" value={actionData.priceChange.fareSourceCode} />
                <input type="hidden" name="acceptPrice" value={actionData.priceChange.current.amount} />
                <Button type="submit">{t("flights.results.continueAt", { price: formatMoney(actionData.priceChange.current) })}</Button>
              </Form>
            </div>
          ) : null}
          {loaderData.matching === 0 ? (
            <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
              {loaderData.totalCount ? t("flights.results.emptyFiltered") : t("flights.results.empty")}
            </p>
          ) : (
            <ol className="mt-4 space-y-3">
              {departures.map((departure) => (
                <DepartureCard
                  key={departure.key}
                  departure={departure}
                  airlines={airlineNames}
                  legLabels={legLabels}
                  priceNote={isReturn ? t("flights.results.roundTrip") : undefined}
                  choose={
                    step === "outbound" ? (fare) => pageHref(query, state, { out: departure.key, outFare: fare.fareFamily }) : undefined
                  }
                  busy={busy}
                />
              ))}
            </ol>
          )}
          {loaderData.matching > departures.length ? (
            <p className="mt-4 text-center">
              <Link
                to={pageHref(query, state, { show: loaderData.show + PAGE_SIZE })}
                preventScrollReset
                className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                {t("flights.results.showMore")}
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
