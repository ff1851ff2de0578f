/**
 * The hotel search form (spec §3 searchCriteria names), a plain GET form to /hotels/results that
 * works without JavaScript. With it: only the chosen search type's fields show, the destination and
 * hotel code fields suggest as you type (the §7 suggest calls), "Use my location" fills the
 * coordinates, and the §5 messages show before the round trip.
 *
 * For the home page: `<HotelSearchForm compact />` (defaults: two nights two weeks ahead).
 */
import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import type { FieldErrors } from "../../../contracts/forms.ts";
import { checkHotelSearchCriteria, type HotelSearchCriteria, HOTEL_LIMITS } from "../../../contracts/hotels.ts";
import { useFormErrors } from "../../components/forms/use-form-errors.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { NativeSelect } from "../../components/ui/select.tsx";
import { HOTEL_GEOLOCATION_TIMEOUT_MS } from "../../../contracts/location.ts";
import { browserDeps } from "../location/location-client.ts";
import { getPosition, isReusable, readSaved, saveLocal } from "../location/rules.ts";
import { cn } from "../../lib/utils.ts";
import { suggestCodes, suggestLocations } from "./hotel-api.ts";
import { defaultStay } from "./search-url.ts";
import { useHotelT } from "./hotel-words.tsx";

const SEARCH_TYPES = ["destination", "code", "location"] as const;

/**
 * Before hydration (and without JavaScript) every search type's fields are in the page; CSS shows only
 * the chosen type's, so nothing moves when hydration then leaves out the others (no layout shift).
 */
const ONLY_WHEN = {
  destination: "[form:has([name=searchType]:not([value=destination]):checked)_&]:hidden",
  code: "[form:has([name=searchType]:not([value=code]):checked)_&]:hidden",
  location: "[form:has([name=searchType]:not([value=location]):checked)_&]:hidden",
} as const;

/** Popular destinations, offered before the first keystroke (and without JavaScript). */
export const POPULAR_DESTINATIONS = [
  "Boracay, Philippines",
  "El Nido, Philippines",
  "Coron, Philippines",
  "Bohol, Philippines",
  "Cebu, Philippines",
  "Siargao, Philippines",
  "Metro Manila, Philippines",
  "Baguio, Philippines",
  "Davao, Philippines",
  "Tagaytay, Philippines",
  "Puerto Princesa, Philippines",
  "Iloilo, Philippines",
  "Legazpi, Philippines",
];

/** The §5 checks in the browser (plain, without zod); today is read when the form is sent. */
const check = (values: Record<string, string>) => checkHotelSearchCriteria(values);

function count(n: number, label: (i: number) => string) {
  return Array.from({ length: n }, (_, i) => ({ value: String(i), label: label(i) }));
}

export function HotelSearchForm({
  defaults,
  errors: serverErrors,
  compact = false,
  className,
}: {
  defaults?: Partial<HotelSearchCriteria>;
  errors?: FieldErrors | null;
  compact?: boolean;
  className?: string;
}) {
  const t = useHotelT();
  const stay = defaultStay();
  const [searchType, setSearchType] = useState<string>(defaults?.searchType ?? "destination");
  const [hydrated, setHydrated] = useState(false);
  const { errors, onSubmit } = useFormErrors(check, serverErrors);
  const [places, setPlaces] = useState<string[]>(POPULAR_DESTINATIONS);
  const [codes, setCodes] = useState<{ value: string; label: string }[]>([]);
  const [geoMessage, setGeoMessage] = useState<string | null>(null);
  const latRef = useRef<HTMLInputElement>(null);
  const lonRef = useRef<HTMLInputElement>(null);
  const uid = useId();
  useEffect(() => setHydrated(true), []);

  const show = (type: string) => !hydrated || searchType === type;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);

  function suggest(kind: "place" | "code", q: string) {
    clearTimeout(timer.current);
    if (q.trim().length < 2) return;
    timer.current = setTimeout(async () => {
      controller.current?.abort();
      controller.current = new AbortController();
      try {
        if (kind === "place") {
          const list = await suggestLocations(q, controller.current.signal);
          if (list.length) setPlaces(list.map((s) => s.label));
        } else {
          const list = await suggestCodes(q, controller.current.signal);
          setCodes(list.map((s) => ({ value: s.hotelCode, label: `${s.hotelName}, ${s.city}` })));
        }
      } catch {
        // Suggestions are a convenience: typing on works without them.
      }
    }, 200);
  }

  /**
   * "Near me": a position saved in this tab within the hour is used as it is (spec §4); otherwise
   * the device is asked with the hotel search's 5-second timeout (spec §9), and the answer saved.
   */
  async function locate() {
    setGeoMessage(null);
    const fill = (p: { latitude: number; longitude: number }) => {
      if (latRef.current) latRef.current.value = p.latitude.toFixed(5);
      if (lonRef.current) lonRef.current.value = p.longitude.toFixed(5);
    };
    const deps = browserDeps(() => {});
    const saved = readSaved(deps.storage);
    if (isReusable(saved, Date.now())) return fill(saved);
    const result = await getPosition(deps, HOTEL_GEOLOCATION_TIMEOUT_MS);
    if (!result.ok) return setGeoMessage(result.message);
    saveLocal(deps.storage, result.position);
    fill(result.position);
  }

  return (
    <Form
      method="get"
      action="/hotels/results"
      noValidate
      onSubmit={onSubmit}
      aria-label={t("hotels.searchHotels")}
      className={cn("space-y-4", className)}
    >
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{t("hotels.form.searchBy")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SEARCH_TYPES.map((value) => (
            <label
              key={value}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold dark:border-slate-600 dark:has-checked:border-brand-300 dark:has-checked:bg-brand-950"
            >
              <input
                type="radio"
                name="searchType"
                value={value}
                defaultChecked={(defaults?.searchType ?? "destination") === value}
                onChange={() => setSearchType(value)}
                className="accent-brand-700"
              />
              {t(`hotels.form.type.${value}`)}
            </label>
          ))}
        </div>
        {errors.searchType ? <p className="mt-1 text-sm text-red-700 dark:text-red-400">{errors.searchType[0]}</p> : null}
      </fieldset>

      <div className={cn("grid gap-4", compact ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-2")}>
        {show("destination") ? (
          <div className={cn("sm:col-span-2", ONLY_WHEN.destination)}>
            <Field
              name="destination"
              label={t("hotels.form.type.destination")}
              list={`${uid}-places`}
              autoComplete="off"
              placeholder="Boracay, Philippines"
              defaultValue={defaults?.destination}
              errors={errors.destination}
              onChange={(e) => suggest("place", e.currentTarget.value)}
            />
            <datalist id={`${uid}-places`}>
              {places.map((p) => (
                <option key={p} value={p} />
              ))}
            </datalist>
          </div>
        ) : null}
        {show("code") ? (
          <div className={cn("sm:col-span-2", ONLY_WHEN.code)}>
            <Field
              name="hotelCode"
              label={t("hotels.form.type.code")}
              hint={t("hotels.form.hotelCodeHint")}
              list={`${uid}-codes`}
              autoComplete="off"
              defaultValue={defaults?.hotelCode}
              errors={errors.hotelCode}
              onChange={(e) => suggest("code", e.currentTarget.value)}
            />
            <datalist id={`${uid}-codes`}>
              {codes.map((c) => (
                <option key={c.value} value={c.value} label={c.label} />
              ))}
            </datalist>
          </div>
        ) : null}
        {show("location") ? (
          <div className={cn("grid gap-4 sm:col-span-2 sm:grid-cols-2", ONLY_WHEN.location)}>
            <Field
              ref={latRef}
              name="latitude"
              label={t("hotels.form.latitude")}
              inputMode="decimal"
              placeholder="11.9674"
              defaultValue={defaults?.latitude}
              errors={errors.latitude}
            />
            <Field
              ref={lonRef}
              name="longitude"
              label={t("hotels.form.longitude")}
              inputMode="decimal"
              placeholder="121.9248"
              defaultValue={defaults?.longitude}
              errors={errors.longitude}
            />
            {hydrated ? (
              <div className="sm:col-span-2">
                <Button type="button" variant="secondary" onClick={locate}>
                  {t("hotels.form.useLocation")}
                </Button>
                {geoMessage ? (
                  <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
                    {geoMessage}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}
        <Field
          name="checkInDate"
          type="date"
          label={t("hotels.checkIn")}
          defaultValue={defaults?.checkInDate ?? stay.checkInDate}
          errors={errors.checkInDate}
        />
        <Field
          name="checkOutDate"
          type="date"
          label={t("hotels.checkOut")}
          defaultValue={defaults?.checkOutDate ?? stay.checkOutDate}
          errors={errors.checkOutDate}
        />
        <NativeSelect
          name="rooms"
          label={t("hotels.rooms")}
          defaultValue={String(defaults?.rooms ?? 1)}
          options={count(HOTEL_LIMITS.maxRooms + 1, (i) => t("hotels.count.rooms", { count: i })).slice(1)}
          errors={errors.rooms}
        />
        <NativeSelect
          name="adults"
          label={t("hotels.adults")}
          defaultValue={String(defaults?.adults ?? 2)}
          options={count(17, (i) => t("hotels.count.adults", { count: i })).slice(1)}
          errors={errors.adults}
        />
        <NativeSelect
          name="children"
          label={t("hotels.children")}
          hint={t("hotels.form.childrenHint")}
          defaultValue={String(defaults?.children ?? 0)}
          options={count(9, (i) => t("hotels.count.children", { count: i }))}
          errors={errors.children}
        />
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-auto">
        {t("hotels.searchHotels")}
      </Button>
    </Form>
  );
}
