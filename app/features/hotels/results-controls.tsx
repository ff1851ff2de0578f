/**
 * Sorting and filtering the hotel results (issue 17). Sort applies as soon as it changes (a "Sort"
 * button stands in until JavaScript runs); filters sit in the left column from lg up and, on a phone,
 * behind a "Filters" button that opens them in a sheet: a modal <dialog> (focus kept inside, Esc
 * closes, focus back on the button). Without JavaScript the button is a link to the same page with
 * the sheet open, and its "Close" link leads back.
 */
import { useEffect, useRef, useState } from "react";
import { Form, Link, useSearchParams, useSubmit } from "react-router";
import { HOTEL_AMENITIES } from "../../../contracts/hotels.ts";
import { Button } from "../../components/ui/button.tsx";
import { Field } from "../../components/ui/input.tsx";
import { NativeSelect } from "../../components/ui/select.tsx";
import { SORT_OPTIONS } from "./search-url.ts";
import { AmenityCheckboxes } from "./amenity-checkboxes.tsx";
import { useHotelT } from "./hotel-words.tsx";

const FILTER_KEYS = ["minPrice", "maxPrice", "minRating", "amenity"];
/** Not carried by the forms: a new sort or filter starts again at page 1, with the sheet closed. */
const DROPPED = ["page", "filters"];

/**
 * What a form's own fields show, as a key: the form is drawn afresh when these change in the URL (back,
 * the other copy of the filters) and only then, so a sort applied while the traveller picks a filter
 * never resets the filter they picked. Carried values are hidden inputs whose value follows the URL.
 */
export function fieldsKey(params: URLSearchParams, keys: readonly string[]): string {
  return keys.map((k) => `${k}=${params.getAll(k).join(",")}`).join("&");
}

/** The current URL's parameters except `except` (and the page), as hidden inputs. */
function Carried({ params, except }: { params: URLSearchParams; except: string[] }) {
  return (
    <>
      {[...params]
        .filter(([k]) => !except.includes(k) && !DROPPED.includes(k))
        .map(([k, v]) => (
          <input key={`${k}=${v}`} type="hidden" name={k} value={v} />
        ))}
    </>
  );
}

export function activeFilterCount(params: URLSearchParams): number {
  const set = (k: string) => (params.get(k) ?? "").trim() !== "" && params.get(k) !== "0";
  return ["minPrice", "maxPrice", "minRating"].filter(set).length + params.getAll("amenity").length;
}

export function SortForm() {
  const t = useHotelT();
  return (
    <AutoSortForm
      label={t("hotels.sort.label")}
      formLabel={t("hotels.sort.form")}
      name="sort"
      id="results-sort"
      options={SORT_OPTIONS.map((o) => ({ value: o.value, label: t(`hotels.sort.${o.value}`) }))}
      fallback="price-asc"
    />
  );
}

/**
 * A sort that applies as soon as it changes: a GET form of its own carrying the rest of the URL, whose
 * select submits it on change; until JavaScript runs (or without it) a "Sort" button submits it.
 */
export function AutoSortForm({
  label,
  formLabel,
  name,
  id,
  options,
  fallback,
}: {
  label: string;
  formLabel: string;
  name: string;
  id: string;
  options: readonly { value: string; label: string }[];
  fallback: string;
}) {
  const t = useHotelT();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Form method="get" aria-label={formLabel} preventScrollReset className="flex items-end gap-2" key={fieldsKey(params, [name])}>
      <Carried params={params} except={[name]} />
      <div className="min-w-0 flex-1 sm:w-60 sm:flex-none">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <select
          id={id}
          name={name}
          defaultValue={params.get(name) ?? fallback}
          onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
          className="mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {hydrated ? null : (
        <Button type="submit" variant="secondary">
          {t("hotels.sort.button")}
        </Button>
      )}
    </Form>
  );
}

/** The filter fields; `prefix` keeps the ids of the sidebar's and the sheet's copies apart. */
function FilterFields({ prefix, params, columns }: { prefix: string; params: URLSearchParams; columns: 1 | 2 }) {
  const t = useHotelT();
  const get = (k: string) => params.get(k) ?? undefined;
  const amenities = params.getAll("amenity");
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Field
          id={`${prefix}-minPrice`}
          name="minPrice"
          label={t("hotels.minPerNight")}
          inputMode="numeric"
          defaultValue={get("minPrice")}
        />
        <Field
          id={`${prefix}-maxPrice`}
          name="maxPrice"
          label={t("hotels.maxPerNight")}
          inputMode="numeric"
          defaultValue={get("maxPrice")}
        />
      </div>
      <NativeSelect
        id={`${prefix}-minRating`}
        name="minRating"
        label={t("hotels.filters.minStars")}
        defaultValue={get("minRating") ?? "0"}
        options={[
          { value: "0", label: t("hotels.any") },
          { value: "3", label: t("hotels.filters.stars3") },
          { value: "4", label: t("hotels.filters.stars4") },
          { value: "5", label: t("hotels.filters.stars5") },
        ]}
      />
      <AmenityCheckboxes
        legend={t("hotels.filters.amenities")}
        name="amenity"
        options={HOTEL_AMENITIES}
        checked={amenities}
        columns={columns}
      />
    </>
  );
}

/** The left column from lg up (hidden on smaller screens, where the sheet has the same fields). */
export function FiltersSidebar() {
  const t = useHotelT();
  const [params] = useSearchParams();
  return (
    <aside className="hidden lg:block" aria-labelledby="filters-sidebar-heading">
      <Form
        method="get"
        aria-labelledby="filters-sidebar-heading"
        preventScrollReset
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
        key={fieldsKey(params, FILTER_KEYS)}
      >
        <h2 id="filters-sidebar-heading" className="text-base font-semibold">
          {t("hotels.filters.heading")}
        </h2>
        <Carried params={params} except={FILTER_KEYS} />
        <FilterFields prefix="side" params={params} columns={1} />
        <Button type="submit" className="w-full">
          {t("hotels.applyFilters")}
        </Button>
      </Form>
    </aside>
  );
}

/** Below lg: the "Filters" button and its sheet. */
export function FiltersSheet() {
  const t = useHotelT();
  const [params] = useSearchParams();
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const openedByUrl = params.get("filters") === "open";
  const count = activeFilterCount(params);
  const withSheet = new URLSearchParams(params);
  withSheet.set("filters", "open");
  const withoutSheet = new URLSearchParams(params);
  withoutSheet.delete("filters");
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    // Focus goes back to the button however the sheet closes (Esc, Close, applying).
    const back = () => trigger.current?.focus();
    d.addEventListener("close", back);
    return () => d.removeEventListener("close", back);
  }, []);
  const close = (e: React.MouseEvent) => {
    const d = dialog.current;
    if (!d || openedByUrl) return; // Opened by the link (no JavaScript then): the Close link reloads without it.
    e.preventDefault();
    d.close();
  };
  return (
    <div className="lg:hidden">
      <Link
        ref={trigger}
        to={`?${withSheet}`}
        preventScrollReset
        aria-haspopup="dialog"
        onClick={(e) => {
          if (!dialog.current || openedByUrl) return;
          e.preventDefault();
          dialog.current.showModal();
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium dark:border-slate-600 dark:bg-slate-900"
      >
        {t("hotels.filters.button")}
        {count ? (
          <>
            <span className="sr-only">{t("hotels.filters.chosen", { count })}</span>
            <span aria-hidden="true" className="rounded-full bg-brand-900 px-2 text-xs text-white dark:bg-brand-300 dark:text-brand-950">
              {count}
            </span>
          </>
        ) : null}
      </Link>
      <dialog
        ref={dialog}
        open={openedByUrl || undefined}
        aria-labelledby="filters-sheet-heading"
        className="fixed inset-x-0 bottom-0 top-auto z-50 m-0 max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-2xl border-t border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <Form method="get" preventScrollReset key={fieldsKey(params, FILTER_KEYS)} onSubmit={() => dialog.current?.close()}>
          <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-900">
            <h2 id="filters-sheet-heading" className="text-lg font-semibold">
              {t("hotels.filters.button")}
            </h2>
            <Link
              to={`?${withoutSheet}`}
              preventScrollReset
              onClick={close}
              className="inline-flex min-h-11 items-center px-2 text-sm font-medium text-brand-700 underline dark:text-brand-300"
            >
              {t("hotels.filters.close")}
            </Link>
          </div>
          <div className="space-y-4 px-4 py-4">
            <Carried params={params} except={FILTER_KEYS} />
            <FilterFields prefix="sheet" params={params} columns={2} />
          </div>
          <div className="sticky bottom-0 border-t border-slate-200 bg-white px-4 py-3 dark:border-slate-700 dark:bg-slate-900">
            <Button type="submit" className="w-full">
              {t("hotels.filters.show")}
            </Button>
          </div>
        </Form>
      </dialog>
    </div>
  );
}
