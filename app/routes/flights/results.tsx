import { useEffect } from "react";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/results";
import {
  addDays,
  CABIN_LABELS,
  FLIGHT_SORTS,
  flightSearchParams,
  manilaToday,
  parseFlightSearchQuery,
  TIME_WINDOW_HOURS,
  TIME_WINDOWS,
  type FlightSearchQuery,
  type FlightSort,
  type TimeWindow,
} from "../../../contracts/flights.ts";
import { partyLabel } from "../../../contracts/party.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { FormAlert } from "../../components/forms/form-alert.tsx";
import { Button } from "../../components/ui/button.tsx";
import { saveFlightState } from "../../features/flights/flight-state.ts";
import { FareTerms, fareView, LegSummary } from "../../features/flights/itinerary.tsx";
import { localDate, longLocalDate } from "../../features/flights/format.ts";
import { FlightSearchForm, type SearchFormValues } from "../../features/flights/search-form.tsx";
import { searchFormValues } from "../../features/flights/search-values.ts";
import { flightErrorMessage } from "../../lib/flights.server.ts";
import { titleMeta } from "../../lib/meta.ts";
import { here, services } from "../../lib/session.server.ts";
import { cn } from "../../lib/utils.ts";
import { readForm } from "../../lib/form-body.server.ts";

const PAGE_SIZE = 15;

export function meta({ loaderData }: Route.MetaArgs) {
  if (loaderData?.ok) {
    const { legs } = loaderData.query.search;
    return titleMeta(
      `Flights ${legs[0].origin} to ${legs[0].destination}`,
      `Flights from ${legs[0].origin} to ${legs[0].destination} on ${longLocalDate(legs[0].date)}, with the whole price in pesos.`,
    );
  }
  return titleMeta("Flight results", "Search flights around the Philippines and abroad, with the whole price in pesos.");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const flights = services(context).flights;
  const today = manilaToday();
  // Cities and codes only here (the form is folded away on this page): a lighter page.
  const airports = flights.airports().map(({ code, city, country }) => ({ code, city, name: "", country }));
  const lastDate = addDays(today, 360);

  // Typed names ("Cebu", "manila") from the plain form become codes, then the canonical URL.
  const canonical = resolveAirportNames(url.searchParams, (text) => flights.suggestAirports(text, 1)[0]?.code);
  if (canonical) throw redirect(`${url.pathname}?${canonical}`);

  const parsed = parseFlightSearchQuery(url.searchParams, today);
  if (!parsed.ok) {
    return data(
      { ok: false as const, airports, today, lastDate, values: searchFormValues(url.searchParams), errors: parsed.errors },
      { status: 400 },
    );
  }
  const query = parsed.data;
  const show = Math.min(Number(url.searchParams.get("show")) || PAGE_SIZE, 500);
  const [result, calendar] = await Promise.all([
    flights.search(query),
    query.search.tripType === "oneway" ? flights.fareCalendar(query.search, 3) : Promise.resolve([]),
  ]);
  const airlineNames = Object.fromEntries(flights.airlines().map((a) => [a.code, a.name]));
  const byCode = new Map(airports.map((a) => [a.code, a]));
  const place = (code: string) => byCode.get(code);
  return {
    ok: true as const,
    airports,
    today,
    lastDate,
    values: searchFormValues(url.searchParams),
    query,
    sessionId: result.sessionId,
    totalCount: result.totalCount,
    matching: result.filteredCount,
    fareItineraries: result.fareItineraries.slice(0, show).map((fare) => fareView(fare, place)),
    airlineOptions: result.filterOptions.airlines,
    calendar,
    airlineNames,
    show,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const code = form.get("fareSourceCode");
  if (typeof code !== "string" || !code || code.length > 2000) {
    return data({ selectError: "Choose a flight first.", priceChange: null }, { status: 400 });
  }
  const flights = services(context).flights;
  try {
    const revalidation = await flights.revalidate(code);
    if (!revalidation.isValid || !revalidation.fareItinerary) {
      return data({ selectError: revalidation.message || "Failed to revalidate flight", priceChange: null }, { status: 409 });
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
        { status: 409 },
      );
    }
    const { sessionId } = await services(context).flightCheckout.start(revalidation.fareSourceCode, here(request));
    throw redirect(`/flights/passengers?s=${encodeURIComponent(sessionId)}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    return data({ selectError: flightErrorMessage(error, "Failed to revalidate flight"), priceChange: null }, { status: 409 });
  }
}

/** Query with airport names replaced by codes, or null when nothing needed (or could be) resolved. */
function resolveAirportNames(params: URLSearchParams, resolve: (text: string) => string | undefined): string | null {
  let changed = false;
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if ((key === "origin" || key === "destination") && value.trim() && !/^[A-Za-z]{3}$/.test(value.trim()) && value.length <= 60) {
      const code = resolve(value.trim());
      if (code) {
        next.append(key, code);
        changed = true;
        continue;
      }
    }
    next.append(key, value);
  }
  return changed ? next.toString() : null;
}

export default function FlightResults({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const location = useLocation();
  const criteria = loaderData.ok ? loaderData.query.search : null;
  useEffect(() => {
    if (criteria) saveFlightState({ searchCriteria: criteria, flightQueryUrl: location.pathname + location.search });
  }, [criteria, location.pathname, location.search]);
  if (!loaderData.ok) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight">Search flights</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">Please check the highlighted fields.</p>
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
  const { query, fareItineraries, airlineNames } = loaderData;
  const { search } = query;
  const first = search.legs[0];
  const pax = search.passengers;
  const travellers = pax.adults + pax.children + pax.infants;
  const busy = navigation.state !== "idle";

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <details className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
        <summary className="cursor-pointer list-none">
          <h1 className="text-xl font-bold tracking-tight sm:text-2xl">
            {search.tripType === "multicity"
              ? search.legs.map((l) => l.origin).join(" → ") + ` → ${search.legs.at(-1)?.destination}`
              : `${first.origin} → ${first.destination}${search.tripType === "return" ? " and back" : ""}`}
          </h1>
          <span className="block text-sm text-slate-600 dark:text-slate-400">
            {search.legs.map((l) => localDate(l.date)).join(" – ")} · {partyLabel(pax)} · {CABIN_LABELS[search.cabin]} ·{" "}
            <span className="font-medium text-brand-700 underline dark:text-brand-300">Change search</span>
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

      {loaderData.calendar.length ? <FareCalendar query={query} days={loaderData.calendar} /> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <section aria-labelledby="results-heading" aria-busy={busy}>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="results-heading" className="text-lg font-semibold" aria-live="polite">
              {loaderData.matching === 0
                ? "No flights match"
                : `${loaderData.matching} ${loaderData.matching === 1 ? "flight" : "flights"}${loaderData.matching < loaderData.totalCount ? ` of ${loaderData.totalCount}` : ""}`}
            </h2>
            <SortLinks query={query} />
            <a href="#filters" className="text-sm font-medium text-brand-700 underline lg:hidden dark:text-brand-300">
              Filters
            </a>
          </div>
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {travellers === 1 ? "Prices are for 1 traveller" : `Prices are for all ${travellers} travellers`}, in pesos, with taxes and
            fees. Times are local to each airport.
          </p>
          <FormAlert messages={actionData?.selectError ? [actionData.selectError] : null} />
          {actionData?.priceChange ? (
            <div
              role="alert"
              className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              <p className="font-semibold">The price of this flight has changed.</p>
              <p>
                It was {formatMoney(actionData.priceChange.previous)} and is now {formatMoney(actionData.priceChange.current)} for everyone.
              </p>
              <Form method="post" className="mt-3 flex flex-wrap gap-2">
                <input type="hidden" name="fareSourceCode" value={actionData.priceChange.fareSourceCode} />
                <input type="hidden" name="acceptPrice" value={actionData.priceChange.current.amount} />
                <Button type="submit">Continue at {formatMoney(actionData.priceChange.current)}</Button>
              </Form>
            </div>
          ) : null}
          {loaderData.matching === 0 ? (
            <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
              {loaderData.totalCount
                ? "No flight matches these filters. Loosen a filter to see more."
                : "No flights on this route that day. Try a day around it, or a nearby airport."}
            </p>
          ) : (
            <ol className="mt-4 space-y-3">
              {fareItineraries.map((fare) => (
                <li
                  key={fare.fareSourceCode}
                  className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
                >
                  <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
                    <div className="space-y-3">
                      {fare.legs.map((leg, i) => (
                        <LegSummary
                          key={i}
                          leg={leg}
                          airlines={airlineNames}
                          label={
                            search.tripType === "oneway"
                              ? undefined
                              : search.tripType === "return"
                                ? i === 0
                                  ? "Outbound"
                                  : "Return"
                                : `Flight ${i + 1}`
                          }
                        />
                      ))}
                      <FareTerms fare={fare} />
                    </div>
                    <div className="flex flex-row items-end justify-between gap-3 border-t border-slate-200 pt-3 sm:flex-col sm:border-0 sm:pt-0 dark:border-slate-800">
                      <div className="sm:text-right">
                        <p className="text-xl font-bold tabular-nums">{formatMoney(fare.totalFare, { compact: true })}</p>
                        <p className="text-xs text-slate-600 dark:text-slate-400">
                          {fare.fareFamilyName}
                          {fare.seatsRemaining <= 5 ? ` · ${fare.seatsRemaining} left at this price` : ""}
                        </p>
                      </div>
                      <div className="flex flex-col items-end gap-1">
                        <Form method="post">
                          <input type="hidden" name="fareSourceCode" value={fare.fareSourceCode} />
                          <Button
                            type="submit"
                            disabled={busy}
                            aria-label={`Select ${fare.legs.map((l) => `${l.segments[0].marketingAirline} ${l.segments[0].flightNumber}`).join(" and ")} for ${formatMoney(fare.totalFare)}`}
                          >
                            Select
                          </Button>
                        </Form>
                        <Link
                          to={`/flights/fare-rules/${encodeURIComponent(fare.fareSourceCode)}`}
                          className="text-xs text-brand-700 underline dark:text-brand-300"
                        >
                          Fare rules
                        </Link>
                      </div>
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          )}
          {loaderData.matching > fareItineraries.length ? (
            <p className="mt-4 text-center">
              <Link
                to={`?${withParam(query, "show", String(loaderData.show + PAGE_SIZE))}`}
                preventScrollReset
                className="inline-flex min-h-11 items-center rounded-md border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
              >
                Show more flights
              </Link>
            </p>
          ) : null}
        </section>
        <Filters query={query} airlineOptions={loaderData.airlineOptions} airlineNames={airlineNames} />
      </div>
    </div>
  );
}

function withParam(query: FlightSearchQuery, key: string, value: string | null): string {
  const params = flightSearchParams(query);
  if (value === null) params.delete(key);
  else params.set(key, value);
  return params.toString();
}

const SORT_LABELS: Record<FlightSort, string> = {
  cheapest: "Cheapest",
  fastest: "Fastest",
  best: "Best",
  earliest: "Earliest",
  latest: "Latest",
};

function SortLinks({ query }: { query: FlightSearchQuery }) {
  return (
    <nav aria-label="Sort flights">
      <ul className="flex flex-wrap gap-1 text-sm">
        {FLIGHT_SORTS.map((sort) => {
          const current = query.sort === sort;
          return (
            <li key={sort}>
              <Link
                to={`?${flightSearchParams({ ...query, sort }).toString()}`}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={cn(
                  "inline-flex min-h-9 items-center rounded-full border px-3",
                  current
                    ? "border-brand-800 bg-brand-900 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-brand-950"
                    : "border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800",
                )}
              >
                {SORT_LABELS[sort]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function FareCalendar({
  query,
  days,
}: {
  query: FlightSearchQuery;
  days: { date: string; cheapest: { amount: number; currency: string } | null }[];
}) {
  const chosen = query.search.legs[0].date;
  const cheapest = Math.min(...days.filter((d) => d.cheapest).map((d) => d.cheapest?.amount ?? Number.POSITIVE_INFINITY));
  return (
    <nav aria-label="Cheapest fare by day" className="mt-4 overflow-x-auto">
      <ol className="flex min-w-max gap-2">
        {days.map((day) => {
          const search = { ...query.search, legs: [{ ...query.search.legs[0], date: day.date }] };
          const current = day.date === chosen;
          return (
            <li key={day.date}>
              <Link
                to={`?${flightSearchParams({ ...query, search }).toString()}`}
                aria-current={current ? "date" : undefined}
                className={cn(
                  "flex min-w-24 flex-col items-center rounded-lg border px-3 py-2 text-sm",
                  current
                    ? "border-brand-800 bg-brand-50 font-semibold dark:border-brand-300 dark:bg-brand-950"
                    : "border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800",
                )}
              >
                <span>{localDate(day.date)}</span>
                <span className={cn("tabular-nums", day.cheapest?.amount === cheapest && "text-emerald-700 dark:text-emerald-400")}>
                  {day.cheapest ? formatMoney(day.cheapest, { compact: true }) : "No flights"}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const WINDOW_LABELS: Record<TimeWindow, string> = {
  early: "Early morning",
  morning: "Morning",
  afternoon: "Afternoon",
  evening: "Evening",
};

function Filters({
  query,
  airlineOptions,
  airlineNames,
}: {
  query: FlightSearchQuery;
  airlineOptions: { code: string; cheapest: { amount: number; currency: string } }[];
  airlineNames: Record<string, string>;
}) {
  const { filters } = query;
  const base = flightSearchParams({ search: query.search, sort: query.sort });
  return (
    // After the flights in the page (first on a phone, with a link down to here); the left column from lg up.
    <aside id="filters" aria-labelledby="filters-heading" className="lg:order-first">
      <Form
        method="get"
        preventScrollReset
        className="space-y-5 rounded-xl border border-slate-200 p-4 text-sm dark:border-slate-800"
        onChange={(e) => {
          // Boxes and buttons apply at once; the price applies on Enter or "Apply filters".
          if ((e.target as unknown as HTMLInputElement).type !== "number") e.currentTarget.requestSubmit();
        }}
      >
        <h2 id="filters-heading" className="text-base font-semibold">
          Filters
        </h2>
        {[...base].map(([k, v], i) => (
          <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
        ))}
        <fieldset>
          <legend className="font-medium">Stops</legend>
          {[
            ["", "Any"],
            ["0", "Direct only"],
            ["1", "1 stop at most"],
          ].map(([value, label]) => (
            <label key={value} className="mt-2 flex min-h-8 items-center gap-2">
              <input
                type="radio"
                name="stops"
                value={value}
                defaultChecked={String(filters.maxStops ?? "") === value}
                className="size-4 accent-brand-700"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {airlineOptions.length > 1 ? (
          <fieldset>
            <legend className="font-medium">Airlines</legend>
            {airlineOptions.map((a) => (
              <label key={a.code} className="mt-2 flex min-h-8 items-center gap-2">
                <input
                  type="checkbox"
                  name="airlines"
                  value={a.code}
                  defaultChecked={filters.airlines.includes(a.code)}
                  className="size-4 accent-brand-700"
                />
                <span className="flex-1">{airlineNames[a.code] ?? a.code}</span>
                <span className="tabular-nums text-slate-600 dark:text-slate-400">{formatMoney(a.cheapest, { compact: true })}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        {(["depart", "arrive"] as const).map((param) => (
          <fieldset key={param}>
            <legend className="font-medium">{param === "depart" ? "Departure time" : "Arrival time"}</legend>
            {TIME_WINDOWS.map((w) => (
              <label key={w} className="mt-2 flex min-h-8 items-center gap-2">
                <input
                  type="checkbox"
                  name={param}
                  value={w}
                  defaultChecked={(param === "depart" ? filters.departWindows : filters.arriveWindows).includes(w)}
                  className="size-4 accent-brand-700"
                />
                {WINDOW_LABELS[w]}{" "}
                <span className="text-slate-600 dark:text-slate-400">
                  ({String(TIME_WINDOW_HOURS[w][0]).padStart(2, "0")}:00–{String(TIME_WINDOW_HOURS[w][1] % 24).padStart(2, "0")}:00)
                </span>
              </label>
            ))}
          </fieldset>
        ))}
        <div>
          <label htmlFor="filter-max-price" className="font-medium">
            Highest total price (₱)
          </label>
          <input
            id="filter-max-price"
            name="maxPrice"
            type="number"
            inputMode="numeric"
            min={0}
            step={100}
            defaultValue={filters.maxPrice !== undefined ? filters.maxPrice / 100 : ""}
            className="mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 dark:border-slate-600 dark:bg-slate-900"
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="font-medium">Fare</legend>
          <label className="flex min-h-8 items-center gap-2">
            <input type="checkbox" name="baggage" value="1" defaultChecked={filters.baggageIncluded} className="size-4 accent-brand-700" />
            Checked bag included
          </label>
          <label className="flex min-h-8 items-center gap-2">
            <input
              type="checkbox"
              name="refundable"
              value="1"
              defaultChecked={filters.refundableOnly}
              className="size-4 accent-brand-700"
            />
            Refundable
          </label>
        </fieldset>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm">
            Apply filters
          </Button>
          <Link to={`?${base.toString()}`} className="inline-flex h-8 items-center px-2 text-brand-700 underline dark:text-brand-300">
            Clear
          </Link>
        </div>
      </Form>
    </aside>
  );
}
