import { useEffect } from "react";
import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/results";
import { HOTEL_STORAGE_KEY, type HotelSearchResult, nightsBetween } from "../../../contracts/hotels.ts";
import { Button } from "../../components/ui/button.tsx";
import { coastNear, placeFilters, resultsSearch } from "../../server/hotels.server.ts";
import { PlaceChips } from "../../features/hotels/place-chips.tsx";
import { HotelSearchForm } from "../../features/hotels/hotel-search-form.tsx";
import { ResultCard } from "../../features/hotels/hotel-ui.tsx";
import { FiltersSheet, FiltersSidebar, SortForm } from "../../features/hotels/results-controls.tsx";
import { ResultsMap } from "../../features/hotels/results-map.tsx";
import { criteriaFromParams, criteriaParams, parseFilters, parseSort } from "../../features/hotels/search-url.ts";
import { titleMeta } from "../../lib/meta.ts";
import type { CoastDetail } from "../../server/hotels.server.ts";
import { formatStayDates } from "../../lib/format.ts";
import { pageStatus } from "../../server/outcome.server.ts";
import { pageMessages, requestLocale } from "../../server/language.server.ts";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { HotelWords, partyText, roomsText, useHotelT } from "../../features/hotels/hotel-words.tsx";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  const place = loaderData && "criteria" in loaderData && loaderData.criteria ? loaderData.placeLabel : null;
  return titleMeta(
    place ? t("hotels.results.meta.title", { place }) : t("hotels.results.meta.titleNone"),
    t("hotels.results.meta.description"),
  );
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const messages = pageMessages(request, "hotels");
  const t = createTranslator(requestLocale(request), messages);
  const raw = criteriaFromParams(url.searchParams);
  const sortAsked = parseSort(url.searchParams.get("sort"));
  const place = placeFilters(
    { searchType: raw.searchType ?? "destination", destination: raw.destination ?? "" },
    parseFilters(url.searchParams),
  );
  const { filters } = place;
  const sort = place.near && !url.searchParams.get("sort") ? { by: "distance" as const, order: "asc" as const } : sortAsked;
  const pages = Math.min(10, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  // The criteria are read once, by hotels.results (issue 25): checked, or the form's messages.
  const searched = await resultsSearch(context, raw, { pages, filters, sort });
  if (!searched.ok)
    return data(
      { criteria: null, raw, errors: searched.errors, page: null, placeLabel: null, error: null, coast: [], place: null, messages },
      { status: pageStatus("invalid") },
    );
  const { criteria, found } = searched;
  const placeLabel =
    criteria.searchType === "destination"
      ? criteria.destination.split(", ")[0]
      : criteria.searchType === "code"
        ? t("hotels.results.placeCode", { code: criteria.hotelCode })
        : t("hotels.results.placeChosen");
  // The map's detailed coast, only when the map is shown.
  const coast = found.ok && url.searchParams.get("view") === "map" ? coastNear(found.value.searchResults) : [];
  if (found.ok) return { criteria, raw: null, errors: null, page: found.value, placeLabel, error: null, coast, place, messages };
  return data(
    { criteria, raw: null, errors: null, page: null, placeLabel, error: found.error.message, coast: [], place, messages },
    { status: pageStatus("invalid") },
  );
}

export default function HotelResults({ loaderData }: Route.ComponentProps) {
  return (
    <HotelWords messages={loaderData.messages}>
      <HotelResultsPage loaderData={loaderData} />
    </HotelWords>
  );
}

function HotelResultsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useHotelT();
  const { criteria, raw, errors, page, placeLabel, error, coast } = loaderData;
  useEffect(() => {
    if (!criteria || !page) return;
    // Spec §4: hotel data kept in session storage under hotelDetailsData and restored on reload.
    try {
      const previous = JSON.parse(sessionStorage.getItem(HOTEL_STORAGE_KEY) ?? "{}");
      sessionStorage.setItem(
        HOTEL_STORAGE_KEY,
        JSON.stringify({
          ...previous,
          searchCriteria: criteria,
          searchResults: page.searchResults.map((r) => ({
            hotelId: r.hotelId,
            hotelName: r.hotelName,
            basePrice: r.basePrice,
            starRating: r.starRating,
            distance: r.distance,
            amenities: r.amenities,
          })),
          currentPage: page.currentPage,
          totalPages: page.totalPages,
          totalCount: page.totalCount,
          hasMoreResults: page.hasMoreResults,
          sessionId: page.sessionId,
        }),
      );
    } catch {
      // Private mode or full storage: the URL still holds the search.
    }
  }, [criteria, page]);

  if (!criteria || !page) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("hotels.results.checkSearch")}</h1>
        {error ? (
          <p
            role="alert"
            className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-200"
          >
            {error}
          </p>
        ) : null}
        <div className="mt-6 rounded-2xl bg-white p-5 shadow-lg dark:bg-slate-900">
          <HotelSearchForm defaults={(criteria ?? raw ?? {}) as never} errors={errors} />
        </div>
      </div>
    );
  }

  const detailsHref = (r: HotelSearchResult) => {
    const p = criteriaParams({
      checkInDate: criteria.checkInDate,
      checkOutDate: criteria.checkOutDate,
      rooms: criteria.rooms,
      adults: criteria.adults,
      children: criteria.children,
    });
    p.set("sessionId", page.sessionId);
    p.set("productId", r.productId);
    p.set("tokenId", r.tokenId);
    return `/hotels/${r.hotelId}?${p}`;
  };
  return <ResultsView loaderData={{ criteria, page, placeLabel, coast, place: loaderData.place }} detailsHref={detailsHref} />;
}

function ResultsView({
  loaderData,
  detailsHref,
}: {
  loaderData: {
    criteria: NonNullable<Route.ComponentProps["loaderData"]["criteria"]>;
    page: NonNullable<Route.ComponentProps["loaderData"]["page"]>;
    placeLabel: string | null;
    coast: CoastDetail[];
    place: Route.ComponentProps["loaderData"]["place"];
  };
  detailsHref: (r: HotelSearchResult) => string;
}) {
  const { criteria, page, placeLabel, coast, place } = loaderData;
  const t = useHotelT();
  const { locale } = useI18n();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <details className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <summary className="cursor-pointer font-medium">
          {t("hotels.results.summary", {
            dates: formatStayDates(criteria.checkInDate, criteria.checkOutDate, locale),
            rooms: roomsText(t, criteria.rooms),
            party: partyText(t, criteria),
          })}
        </summary>
        <div className="mt-4">
          <HotelSearchForm defaults={criteria} />
        </div>
      </details>
      <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{t("hotels.results.heading", { place: placeLabel ?? "" })}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300" role="status">
        {page.totalCount === 0
          ? t("hotels.results.noResults")
          : t("hotels.results.found", { count: page.totalCount, shown: page.searchResults.length })}
      </p>
      {place ? <PlaceChips area={place.area} near={place.near} unknown={place.unknown} placeLabel={placeLabel ?? ""} /> : null}
      <div className="mt-4 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <FiltersSidebar />
        <div>
          <h2 className="sr-only">{t("hotels.results.results")}</h2>
          <div className="flex flex-wrap items-end gap-3">
            <SortForm />
            <FiltersSheet />
            <ViewTabs />
          </div>
          <ResultsBody
            page={page}
            detailsHref={detailsHref}
            nights={nightsBetween(criteria.checkInDate, criteria.checkOutDate)}
            rooms={criteria.rooms}
            coast={coast}
            nearLabel={place?.near}
          />
        </div>
      </div>
    </div>
  );
}

function useParams(): URLSearchParams {
  return useSearchParams()[0];
}

function ViewTabs() {
  const t = useHotelT();
  const params = useParams();
  const view = params.get("view") === "map" ? "map" : "list";
  const withView = (v: string) => {
    const p = new URLSearchParams(params);
    p.set("view", v);
    return `?${p}`;
  };
  const tab = "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-medium";
  return (
    <nav aria-label={t("hotels.results.view")} className="ml-auto flex gap-2">
      <Link
        to={withView("list")}
        aria-current={view === "list" ? "page" : undefined}
        className={`${tab} ${view === "list" ? "bg-brand-900 text-white dark:bg-brand-300 dark:text-brand-950" : "border border-slate-300 dark:border-slate-600"}`}
      >
        {t("hotels.results.list")}
      </Link>
      <Link
        to={withView("map")}
        aria-current={view === "map" ? "page" : undefined}
        className={`${tab} ${view === "map" ? "bg-brand-900 text-white dark:bg-brand-300 dark:text-brand-950" : "border border-slate-300 dark:border-slate-600"}`}
      >
        {t("hotels.results.map")}
      </Link>
    </nav>
  );
}

function ResultsBody({
  page,
  detailsHref,
  nights,
  rooms,
  coast,
  nearLabel,
}: {
  page: NonNullable<Route.ComponentProps["loaderData"]["page"]>;
  detailsHref: (r: HotelSearchResult) => string;
  nights: number;
  rooms: number;
  coast: CoastDetail[];
  nearLabel?: string;
}) {
  const t = useHotelT();
  const params = useParams();
  const view = params.get("view") === "map" ? "map" : "list";
  const more = new URLSearchParams(params);
  more.set("page", String(page.currentPage + 1));
  return (
    <>
      {view === "map" ? <ResultsMap results={page.searchResults} hrefFor={detailsHref} coast={coast} /> : null}
      <ol className="mt-4 space-y-4" aria-label={t("hotels.results.hotels")}>
        {page.searchResults.map((r, i) => (
          <ResultCard key={r.hotelId} result={r} index={i} href={detailsHref(r)} nights={nights} rooms={rooms} nearLabel={nearLabel} />
        ))}
      </ol>
      {page.hasMoreResults ? (
        <div className="mt-6 text-center">
          <Button asChild variant="secondary" size="lg">
            <Link to={`?${more}`} preventScrollReset>
              {t("hotels.results.more")}
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}
