/**
 * The flight search form of /flights, the home page and the results page. A plain GET form to
 * /flights/results: it works without JavaScript (native date inputs, an airport list the browser
 * suggests from, every field visible); with JavaScript it hides what the chosen trip type does not
 * need, adds multi-city rows and swaps From and To.
 */
import { useEffect, useId, useRef, useState } from "react";
import { CABINS, MAX_MULTICITY_LEGS, MAX_SEATS, type Cabin, type TripType } from "../../../contracts/flights.ts";
import { Button } from "../../components/ui/button.tsx";
import { FieldError, inputClass, Label, LabelledControl } from "../../components/ui/input.tsx";
import { cn } from "../../lib/utils.ts";
import { savedPosition } from "../location/location-client.ts";
import { nearestAirport } from "../location/nearest-airport.ts";
import { useFlightWords } from "./words.tsx";
import { useI18n } from "../../lib/i18n.tsx";

export type AirportOption = { code: string; city: string; name: string; country: string };

export type SearchFormValues = {
  tripType: TripType;
  legs: { origin: string; destination: string; date: string }[];
  returnDate: string;
  adults: number;
  children: number;
  infants: number;
  cabin: Cabin;
};

export const EMPTY_SEARCH: SearchFormValues = {
  tripType: "oneway",
  legs: [{ origin: "", destination: "", date: "" }],
  returnDate: "",
  adults: 1,
  children: 0,
  infants: 0,
  cabin: "economy",
};

type Props = {
  airports: readonly AirportOption[];
  /** YYYY-MM-DD, Philippine time: the earliest date offered. */
  today: string;
  /** The latest date offered. */
  lastDate: string;
  values?: SearchFormValues;
  errors?: Record<string, string[]>;
  /** Heading level and layout: the home page shows it in a card, results above the list. */
  heading?: string;
  className?: string;
};

const TRIP_TYPES_SHOWN: readonly TripType[] = ["oneway", "return", "multicity"];

export function FlightSearchForm({ airports, today, lastDate, values = EMPTY_SEARCH, errors = {}, heading, className }: Props) {
  const id = useId();
  const t = useFlightWords();
  // A plain form: its address keeps the page's language itself (a <Form> would through the router).
  const { localize } = useI18n();
  const listId = `${id}-airports`;
  const [hydrated, setHydrated] = useState(false);
  const [tripType, setTripType] = useState<TripType>(values.tripType);
  const [legs, setLegs] = useState(() => padLegs(values));
  const formRef = useRef<HTMLFormElement>(null);
  // Pages draw before their JavaScript arrives (decision 021): what was typed or picked before then
  // is taken over by the controlled fields instead of being reset to the values the page came with.
  useEffect(() => {
    const form = formRef.current;
    if (form) {
      const data = new FormData(form);
      const origins = data.getAll("origin").map(String);
      const destinations = data.getAll("destination").map(String);
      const dates = data.getAll("departureDate").map(String);
      setLegs((current) =>
        current.map((leg, i) => ({
          origin: origins[i] ?? leg.origin,
          destination: destinations[i] ?? leg.destination,
          date: dates[i] ?? leg.date,
        })),
      );
      const type = data.get("tripType");
      if (type === "oneway" || type === "return" || type === "multicity") setTripType(type);
    }
    setHydrated(true);
  }, []);
  // Default origin: the Philippine airport nearest the position saved in this tab, only while the
  // traveller has not chosen one (docs/decisions/018). Once, on mount.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on mount
  useEffect(() => {
    if (values.legs[0]?.origin) return;
    const here = savedPosition();
    if (!here) return;
    const airport = nearestAirport({ lat: here.latitude, lng: here.longitude }, new Set(airports.map((a) => a.code)));
    if (airport) setLegs((current) => current.map((leg, i) => (i === 0 && !leg.origin ? { ...leg, origin: airport.code } : leg)));
  }, []);

  // Before hydration (or without JavaScript) every field shows: the server ignores what a trip type
  // does not use. Afterwards only the fields of the chosen trip type show.
  const showReturn = !hydrated || tripType === "return";
  const multi = tripType === "multicity";
  const visibleLegs = multi ? legs : legs.slice(0, 1);

  function updateLeg(index: number, patch: Partial<SearchFormValues["legs"][number]>) {
    setLegs((current) => current.map((leg, i) => (i === index ? { ...leg, ...patch } : leg)));
  }

  function swap(index: number) {
    const leg = legs[index];
    updateLeg(index, { origin: leg.destination, destination: leg.origin });
  }

  return (
    <form
      ref={formRef}
      method="get"
      action={localize("/flights/results")}
      className={cn("space-y-4", className)}
      aria-label={heading ?? t("flights.search.form.label")}
    >
      {heading ? <h2 className="text-lg font-semibold">{heading}</h2> : null}
      <datalist id={listId}>
        {airports.map((a) => (
          <option
            key={a.code}
            value={a.code}
            label={`${a.city}${a.name ? ` — ${a.name}` : ""}${a.country === "PH" ? "" : `, ${a.country}`}`}
          />
        ))}
      </datalist>

      <fieldset>
        <legend className="sr-only">{t("flights.search.form.tripType")}</legend>
        <div className="flex flex-wrap gap-2">
          {TRIP_TYPES_SHOWN.map((type) => (
            <label
              key={type}
              className={cn(
                "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-medium",
                "has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900",
                "dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-brand-950 dark:has-[:checked]:text-brand-100",
                "border-slate-300 dark:border-slate-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500",
              )}
            >
              <input
                type="radio"
                name="tripType"
                value={type}
                checked={tripType === type}
                onChange={() => setTripType(type)}
                className="size-4 accent-brand-700"
              />
              {t(`flights.search.form.trip.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>

      {visibleLegs.map((leg, i) => {
        const suffix = multi ? ` ${t("flights.search.form.legSuffix", { n: i + 1 })}` : "";
        return (
          <div key={i} className="grid gap-3 sm:grid-cols-[1fr_auto_1fr_1fr] sm:items-end">
            <AirportField
              name="origin"
              label={`${t("flights.common.from")}${suffix}`}
              listId={listId}
              value={leg.origin}
              onChange={(origin) => updateLeg(i, { origin })}
              errors={i === 0 ? errors.origin : undefined}
              required
            />
            {hydrated ? (
              <button
                type="button"
                onClick={() => swap(i)}
                className="mb-0.5 hidden size-10 items-center justify-center self-end rounded-full border border-slate-300 text-slate-700 hover:bg-slate-50 sm:inline-flex dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800"
                aria-label={`${t("flights.search.form.swap")}${suffix}`}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6">
                  <path d="M4 7h12m0 0-3-3m3 3-3 3M16 13H4m0 0 3-3m-3 3 3 3" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </button>
            ) : (
              <span className="hidden sm:block" />
            )}
            <AirportField
              name="destination"
              label={`${t("flights.common.to")}${suffix}`}
              listId={listId}
              value={leg.destination}
              onChange={(destination) => updateLeg(i, { destination })}
              errors={i === 0 ? errors.destination : undefined}
              required
            />
            <DateField
              name="departureDate"
              label={`${t("flights.search.form.departure")}${suffix}`}
              value={leg.date}
              onChange={(date) => updateLeg(i, { date })}
              min={i > 0 && legs[i - 1].date ? legs[i - 1].date : today}
              max={lastDate}
              errors={i === 0 ? errors.departureDate : undefined}
              required
            />
          </div>
        );
      })}

      {hydrated && multi ? (
        <div className="flex flex-wrap gap-2">
          {legs.length < MAX_MULTICITY_LEGS ? (
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setLegs((current) => [...current, { origin: current.at(-1)?.destination ?? "", destination: "", date: "" }])}
            >
              {t("flights.search.form.addLeg")}
            </Button>
          ) : null}
          {legs.length > 2 ? (
            <Button type="button" variant="secondary" size="sm" onClick={() => setLegs((current) => current.slice(0, -1))}>
              {t("flights.search.form.removeLeg")}
            </Button>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        {showReturn ? (
          <DateField
            name="returnDate"
            label={hydrated ? t("flights.search.form.return") : t("flights.search.form.returnNoScript")}
            value={values.returnDate}
            min={legs[0].date || today}
            max={lastDate}
            errors={errors.returnDate}
            required={hydrated}
          />
        ) : null}
        <CountField name="adults" label={t("flights.search.form.adults")} min={1} value={values.adults} errors={errors.adults} />
        <CountField name="children" label={t("flights.search.form.children")} min={0} value={values.children} errors={errors.children} />
        <CountField name="infants" label={t("flights.search.form.infants")} min={0} value={values.infants} errors={errors.infants} />
        <div>
          <Label htmlFor={`${id}-cabin`}>{t("flights.search.form.cabin")}</Label>
          <select id={`${id}-cabin`} name="cabin" defaultValue={values.cabin} className={cn(inputClass, "mt-1 appearance-auto pr-8")}>
            {CABINS.map((c) => (
              <option key={c} value={c}>
                {t(`flights.common.cabin.${c}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {errors.form ? <FieldError id={`${id}-form`} messages={errors.form} /> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {t("flights.search.form.submit")}
      </Button>
    </form>
  );
}

function padLegs(values: SearchFormValues) {
  const legs = values.legs.length ? [...values.legs] : [{ origin: "", destination: "", date: "" }];
  while (legs.length < 2) legs.push({ origin: legs.at(-1)?.destination ?? "", destination: "", date: "" });
  return legs;
}

/** What every field of the form takes: its name, its label (with the flight's number), its messages. */
type FieldProps = { name: string; label: string; errors?: string[]; required?: boolean };

function AirportField(props: FieldProps & { listId: string; value: string; onChange: (value: string) => void }) {
  const t = useFlightWords();
  return (
    <LabelledControl name={props.name} id={useId()} label={props.label} errors={props.errors}>
      {(wiring) => (
        <input
          {...wiring}
          name={props.name}
          list={props.listId}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          placeholder={t("flights.search.form.airportPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          maxLength={60}
          required={props.required}
          className={cn(inputClass, "mt-1")}
        />
      )}
    </LabelledControl>
  );
}

function DateField(props: FieldProps & { value: string; onChange?: (value: string) => void; min: string; max: string }) {
  return (
    <LabelledControl name={props.name} id={useId()} label={props.label} errors={props.errors}>
      {(wiring) => (
        <input
          {...wiring}
          type="date"
          name={props.name}
          {...(props.onChange ? { value: props.value, onChange: (e) => props.onChange?.(e.target.value) } : { defaultValue: props.value })}
          min={props.min}
          max={props.max}
          required={props.required}
          className={cn(inputClass, "mt-1 min-h-11 sm:min-h-10")}
        />
      )}
    </LabelledControl>
  );
}

function CountField(props: Omit<FieldProps, "required"> & { min: number; value: number }) {
  return (
    <LabelledControl name={props.name} id={useId()} label={props.label} errors={props.errors}>
      {(wiring) => (
        <select {...wiring} name={props.name} defaultValue={String(props.value)} className={cn(inputClass, "mt-1 appearance-auto pr-8")}>
          {Array.from({ length: MAX_SEATS - props.min + 1 }, (_, i) => props.min + i).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
  );
}
