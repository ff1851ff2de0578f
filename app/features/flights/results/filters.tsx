/**
 * The results filters: before the flights in the page and in tab order. On a phone they fold into
 * "Filters" (open it to change them); from lg up they are always shown in the left column (the
 * details' content is made visible by CSS, ::details-content, so this works without JavaScript too).
 */
import { Form, Link } from "react-router";
import { type FlightSearchQuery, TIME_WINDOW_HOURS, TIME_WINDOWS, type TimeWindow } from "../../../../contracts/flights.ts";
import { formatMoney } from "../../../../contracts/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useFlightWords } from "../words.tsx";
import { type PageState, pageParams } from "./page-links.ts";

export function Filters({
  query,
  state,
  airlineOptions,
  airlineNames,
}: {
  query: FlightSearchQuery;
  /** Kept through a change of filters (the outbound chosen, the calendar view). */
  state: PageState;
  airlineOptions: { code: string; cheapest: { amount: number; currency: string } }[];
  airlineNames: Record<string, string>;
}) {
  const t = useFlightWords();
  const { filters } = query;
  const base = pageParams(
    { ...query, filters: { airlines: [], departWindows: [], arriveWindows: [], baggageIncluded: false, refundableOnly: false } },
    state,
  );
  const active =
    (filters.maxStops !== undefined ? 1 : 0) +
    filters.airlines.length +
    filters.departWindows.length +
    filters.arriveWindows.length +
    (filters.maxPrice !== undefined ? 1 : 0) +
    (filters.baggageIncluded ? 1 : 0) +
    (filters.refundableOnly ? 1 : 0);
  return (
    <aside id="filters" aria-labelledby="filters-heading">
      <details className="group rounded-xl lg:details-content:[content-visibility:visible] border border-slate-200 text-sm dark:border-slate-800">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-2 px-4 lg:pointer-events-none lg:cursor-default">
          <h2 id="filters-heading" className="text-base font-semibold">
            {active ? t("flights.results.filters.headingOn", { count: active }) : t("flights.results.filters.heading")}
          </h2>
          <span aria-hidden="true" className="text-brand-700 lg:hidden dark:text-brand-300">
            <span className="group-open:hidden">{t("flights.results.filters.show")} ▾</span>
            <span className="hidden group-open:inline">{t("flights.results.filters.hide")} ▴</span>
          </span>
        </summary>
        <Form
          method="get"
          preventScrollReset
          className="space-y-5 px-4 pb-4"
          onChange={(e) => {
            // Boxes and buttons apply at once; the price applies on Enter or "Apply filters".
            if ((e.target as unknown as HTMLInputElement).type !== "number") e.currentTarget.requestSubmit();
          }}
        >
          {[...base].map(([k, v], i) => (
            <input key={`${k}-${i}`} type="hidden" name={k} value={v} />
          ))}
          <fieldset>
            <legend className="font-medium">{t("flights.results.filters.stops")}</legend>
            {[
              ["", t("flights.results.filters.stops.any")],
              ["0", t("flights.results.filters.stops.direct")],
              ["1", t("flights.results.filters.stops.one")],
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
              <legend className="font-medium">{t("flights.results.filters.airlines")}</legend>
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
              <legend className="font-medium">
                {param === "depart" ? t("flights.results.filters.depart") : t("flights.results.filters.arrive")}
              </legend>
              {TIME_WINDOWS.map((w) => (
                <label key={w} className="mt-2 flex min-h-8 items-center gap-2">
                  <input
                    type="checkbox"
                    name={param}
                    value={w}
                    defaultChecked={(param === "depart" ? filters.departWindows : filters.arriveWindows).includes(w)}
                    className="size-4 accent-brand-700"
                  />
                  {t(`flights.results.filters.window.${w satisfies TimeWindow}`)}{" "}
                  <span className="text-slate-600 dark:text-slate-400">
                    ({String(TIME_WINDOW_HOURS[w][0]).padStart(2, "0")}:00–{String(TIME_WINDOW_HOURS[w][1] % 24).padStart(2, "0")}:00)
                  </span>
                </label>
              ))}
            </fieldset>
          ))}
          <div>
            <label htmlFor="filter-max-price" className="font-medium">
              {t("flights.results.filters.maxPrice")}
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
            <legend className="font-medium">{t("flights.results.filters.fare")}</legend>
            <label className="flex min-h-8 items-center gap-2">
              <input
                type="checkbox"
                name="baggage"
                value="1"
                defaultChecked={filters.baggageIncluded}
                className="size-4 accent-brand-700"
              />
              {t("flights.results.filters.baggage")}
            </label>
            <label className="flex min-h-8 items-center gap-2">
              <input
                type="checkbox"
                name="refundable"
                value="1"
                defaultChecked={filters.refundableOnly}
                className="size-4 accent-brand-700"
              />
              {t("flights.results.filters.refundable")}
            </label>
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm">
              {t("flights.results.filters.apply")}
            </Button>
            <Link to={`?${base.toString()}`} className="inline-flex h-8 items-center px-2 text-brand-700 underline dark:text-brand-300">
              {t("flights.results.filters.clear")}
            </Link>
          </div>
        </Form>
      </details>
    </aside>
  );
}
