import { Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/details";
import type { RoomRate } from "../../../contracts/hotels.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { Button } from "../../components/ui/button.tsx";
import { AmenityCheckboxes } from "../../features/hotels/amenity-checkboxes.tsx";
import { calendarDay, HotelWords, Label, labelOf, partyText, roomsText, useHotelT } from "../../features/hotels/hotel-words.tsx";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { pageMessages } from "../../server/language.server.ts";
import { Field } from "../../components/ui/input.tsx";
import { NativeSelect } from "../../components/ui/select.tsx";
import { filterRooms, loadHotelWithRates, sortRooms } from "../../server/hotels.server.ts";
import { Stars } from "../../features/hotels/hotel-ui.tsx";
import { RatesFreshness } from "../../features/hotels/rates-freshness.tsx";
import { AutoSortForm, fieldsKey } from "../../features/hotels/results-controls.tsx";
import { galleryCellClasses } from "../../features/hotels/gallery-layout.ts";
import { stayLinkParams, defaultStay, parseRoomFilters, parseRoomSort, ROOM_SORT_OPTIONS } from "../../features/hotels/search-url.ts";
import { titleMeta } from "../../lib/meta.ts";
import { formatStayDates } from "../../lib/format.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  if (!loaderData) return titleMeta(t("hotels.details.notFound"));
  const { hotel } = loaderData;
  return titleMeta(
    hotel.hotelName,
    t("hotels.details.meta.description", {
      rating: hotel.starRating,
      type: labelOf(t, "propertyType", hotel.propertyType) ?? hotel.propertyType,
      area: hotel.area,
      city: hotel.city,
    }),
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = pageMessages(request, "hotels");
  const { hotel, session, rates: all, staleOnServer } = await loadHotelWithRates(context, request, params.hotelId);
  if (!session || !all) return { hotel, stay: null, rates: null, allRates: null, sessionId: null, staleOnServer: false, messages };
  const url = new URL(request.url);
  const rates = sortRooms(filterRooms(all, parseRoomFilters(url.searchParams)), parseRoomSort(url.searchParams.get("roomSort")));
  return { hotel, stay: session.criteria, rates, allRates: all, sessionId: session.sessionId, staleOnServer, messages };
}

export default function HotelDetails({ loaderData }: Route.ComponentProps) {
  return (
    <HotelWords messages={loaderData.messages}>
      <DetailsPage loaderData={loaderData} />
    </HotelWords>
  );
}

function DetailsPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useHotelT();
  const { locale } = useI18n();
  const { hotel, stay, rates, allRates, sessionId, staleOnServer } = loaderData;
  const [params] = useSearchParams();
  const stayQuery = stay ? stayLinkParams(stay, sessionId) : null;
  const refresh = new URLSearchParams(params);
  refresh.delete("sessionId");
  refresh.set("refresh", "1");
  const cells = galleryCellClasses(hotel.photos.length);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <nav aria-label={t("hotels.details.breadcrumb")} className="text-sm">
        <Link to="/hotels" className="text-brand-700 underline dark:text-brand-300">
          {t("hotels.search.heading")}
        </Link>{" "}
        / {hotel.city}
      </nav>
      <header className="mt-3">
        <h1 className="text-3xl font-bold tracking-tight">{hotel.hotelName}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <Stars rating={hotel.starRating} /> · <Label group="propertyType" value={hotel.propertyType} /> · {hotel.address} ·{" "}
          {t("hotels.code", { code: hotel.hotelId })}
        </p>
      </header>
      <ul
        className="mt-6 grid auto-rows-[7rem] grid-cols-2 gap-2 sm:auto-rows-[9rem] sm:grid-cols-4"
        aria-label={t("hotels.details.photos")}
      >
        {hotel.photos.map((p, i) => (
          <li key={p.alt} className={cells[i]} lang="en">
            <img
              src={p.src}
              alt={p.alt}
              width={640}
              height={400}
              loading={i === 0 ? "eager" : "lazy"}
              decoding="async"
              className="h-full w-full rounded-lg object-cover"
            />
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-xl font-semibold">
            {t("hotels.details.about", { type: labelOf(t, "propertyType", hotel.propertyType) ?? hotel.propertyType })}
          </h2>
          {locale === "en" ? null : <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t("hotels.englishNote")}</p>}
          <p lang="en" className="mt-2 text-slate-700 dark:text-slate-300">
            {hotel.description}
          </p>
          <h3 className="mt-6 font-semibold">{t("hotels.details.amenities")}</h3>
          <ul className="mt-2 grid grid-cols-2 gap-1 text-sm text-slate-700 sm:grid-cols-3 dark:text-slate-300">
            {hotel.amenities.map((a) => (
              <li key={a}>
                ✓ <Label group="amenity" value={a} />
              </li>
            ))}
          </ul>
          <h3 className="mt-6 font-semibold">{t("hotels.details.policies")}</h3>
          <ul lang="en" className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {hotel.policies.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
        <aside aria-labelledby="location-heading" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h2 id="location-heading" className="font-semibold">
            {t("hotels.details.location")}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {hotel.area}, {hotel.city}, {hotel.province}
          </p>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {hotel.latitude.toFixed(4)}° N, {hotel.longitude.toFixed(4)}° E
          </p>
          <a
            href={`https://www.openstreetmap.org/?mlat=${hotel.latitude}&mlon=${hotel.longitude}#map=16/${hotel.latitude}/${hotel.longitude}`}
            rel="noopener noreferrer"
            target="_blank"
            className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline dark:text-brand-300"
          >
            {t("hotels.details.osm")}
          </a>
          <p className="mt-2 text-sm">{t("hotels.details.times", { checkIn: hotel.checkInTime, checkOut: hotel.checkOutTime })}</p>
        </aside>
      </div>

      <section aria-labelledby="rooms-heading" className="mt-10">
        <h2 id="rooms-heading" className="text-2xl font-semibold">
          {t("hotels.details.rooms")}
        </h2>
        {!stay || !rates || !allRates || !sessionId || !stayQuery ? (
          <StayForm />
        ) : (
          <>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {t("hotels.details.stay", {
                dates: formatStayDates(stay.checkInDate, stay.checkOutDate, locale),
                rooms: roomsText(t, stay.rooms),
                party: partyText(t, stay),
              })}
            </p>
            <div className="mt-4">
              <RatesFreshness hotelId={hotel.hotelId} sessionId={sessionId} staleOnServer={staleOnServer} refreshHref={`?${refresh}`} />
            </div>
            <div className="mt-4 grid gap-6 lg:grid-cols-[16rem_1fr]">
              <RoomFilters allRates={allRates} />
              <div>
                <AutoSortForm
                  label={t("hotels.details.sortRoomsBy")}
                  formLabel={t("hotels.details.sortRooms")}
                  name="roomSort"
                  id="room-sort"
                  options={ROOM_SORT_OPTIONS.map((o) => ({ value: o.value, label: t(`hotels.sort.${o.value}`) }))}
                  fallback="price-asc"
                />
                <ul className="mt-4 space-y-4" aria-label={t("hotels.details.roomRates")}>
                  {rates.length === 0 ? <li className="text-slate-700 dark:text-slate-300">{t("hotels.details.noMatch")}</li> : null}
                  {rates.map((r) => (
                    <RoomCard key={r.roomId} rate={r} hotelId={hotel.hotelId} stayQuery={stayQuery} />
                  ))}
                </ul>
              </div>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

function StayForm() {
  const t = useHotelT();
  const stay = defaultStay();
  return (
    <Form
      method="get"
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-3 dark:border-slate-700"
      aria-label={t("hotels.details.chooseStay")}
    >
      <p className="sm:col-span-3">{t("hotels.details.chooseDates")}</p>
      <Field name="checkInDate" type="date" label={t("hotels.checkIn")} defaultValue={stay.checkInDate} />
      <Field name="checkOutDate" type="date" label={t("hotels.checkOut")} defaultValue={stay.checkOutDate} />
      <Field name="rooms" type="number" min={1} max={8} label={t("hotels.rooms")} defaultValue="1" />
      <Field name="adults" type="number" min={1} max={32} label={t("hotels.adults")} defaultValue="2" />
      <Field name="children" type="number" min={0} max={24} label={t("hotels.children")} defaultValue="0" />
      <div className="flex items-end">
        <Button type="submit">{t("hotels.details.showRates")}</Button>
      </div>
    </Form>
  );
}

const ROOM_FILTER_KEYS = ["roomMinPrice", "roomMaxPrice", "roomType", "bedType", "cancellable", "roomAmenity"];

function RoomFilters({ allRates }: { allRates: RoomRate[] }) {
  const t = useHotelT();
  const [params] = useSearchParams();
  // The stay and the sort travel along; the sort has its own form, applied as soon as it changes.
  const keep = ["checkInDate", "checkOutDate", "rooms", "adults", "children", "sessionId", "productId", "tokenId", "roomSort"];
  const roomTypes = [...new Set(allRates.map((r) => r.roomType))];
  const bedTypes = [...new Set(allRates.map((r) => r.bedType))];
  const amenities = [...new Set(allRates.flatMap((r) => r.amenities))].sort();
  const chosen = params.getAll("roomAmenity");
  return (
    <Form
      method="get"
      preventScrollReset
      aria-label={t("hotels.details.filterRooms")}
      key={fieldsKey(params, ROOM_FILTER_KEYS)}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      {keep.map((k) => (params.get(k) ? <input key={k} type="hidden" name={k} value={params.get(k)!} /> : null))}
      <div className="grid grid-cols-2 gap-3">
        <Field
          name="roomMinPrice"
          label={t("hotels.minPerNight")}
          inputMode="numeric"
          defaultValue={params.get("roomMinPrice") ?? undefined}
        />
        <Field
          name="roomMaxPrice"
          label={t("hotels.maxPerNight")}
          inputMode="numeric"
          defaultValue={params.get("roomMaxPrice") ?? undefined}
        />
      </div>
      <NativeSelect
        name="roomType"
        label={t("hotels.details.roomType")}
        defaultValue={params.get("roomType") ?? "any"}
        options={[{ value: "any", label: t("hotels.any") }, ...roomTypes.map((r) => ({ value: r, label: r }))]}
      />
      <NativeSelect
        name="bedType"
        label={t("hotels.details.bedType")}
        defaultValue={params.get("bedType") ?? "any"}
        options={[{ value: "any", label: t("hotels.any") }, ...bedTypes.map((b) => ({ value: b, label: labelOf(t, "bed", b) ?? b }))]}
      />
      <NativeSelect
        name="cancellable"
        label={t("hotels.details.cancellation")}
        defaultValue={params.get("cancellable") ?? "any"}
        options={[
          { value: "any", label: t("hotels.any") },
          { value: "yes", label: t("hotels.freeCancellation") },
          { value: "no", label: t("hotels.nonRefundable") },
        ]}
      />
      <AmenityCheckboxes legend={t("hotels.details.roomAmenities")} name="roomAmenity" options={amenities} checked={chosen} />
      <Button type="submit" className="w-full">
        {t("hotels.applyFilters")}
      </Button>
    </Form>
  );
}

function RoomCard({ rate, hotelId, stayQuery }: { rate: RoomRate; hotelId: string; stayQuery: URLSearchParams }) {
  const t = useHotelT();
  const { locale } = useI18n();
  const checkout = new URLSearchParams(stayQuery);
  checkout.set("hotelId", hotelId);
  checkout.set("roomId", rate.roomId);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white sm:flex-row dark:border-slate-700 dark:bg-slate-900">
      <img
        src={rate.photo}
        alt=""
        width={320}
        height={200}
        loading="lazy"
        decoding="async"
        className="h-40 w-full object-cover sm:h-auto sm:w-48"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-lg font-semibold">{rate.roomType}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t("hotels.details.roomLine", {
                bed: labelOf(t, "bed", rate.bedType) ?? rate.bedType,
                size: rate.roomSize,
                guests: t("hotels.count.guests", { count: rate.maxOccupancy }),
                board: labelOf(t, "board", rate.board) ?? rate.board,
              })}
            </p>
          </div>
          <p className="text-right">
            <span className="block text-xl font-bold">{formatMoney(rate.rates.totalRate, { compact: true })}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {t("hotels.details.rateLine", {
                nights: t("hotels.count.nights", { count: rate.rates.nights }),
                rooms: roomsText(t, rate.rates.rooms),
                nightly: formatMoney(rate.rates.nightlyRate, { compact: true }),
              })}
            </span>
          </p>
        </div>
        <p
          className={`text-sm ${rate.cancellationPolicy.cancellable ? "text-emerald-800 dark:text-emerald-300" : "text-slate-700 dark:text-slate-300"}`}
        >
          {rate.cancellationPolicy.cancellable
            ? rate.cancellationPolicy.freeCancellationUntil
              ? t("hotels.freeCancellationUntil", { date: calendarDay(rate.cancellationPolicy.freeCancellationUntil, locale) })
              : t("hotels.freeCancellation")
            : t("hotels.nonRefundable")}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-3">
          {rate.available ? (
            <>
              <Button asChild>
                <Link to={`/hotels/checkout?${checkout}`} aria-label={t("hotels.details.selectRoom", { room: rate.roomType })}>
                  {t("hotels.details.select")}
                </Link>
              </Button>
              {rate.availableUnits <= 3 ? (
                <span className="text-sm font-medium text-red-700 dark:text-red-400">
                  {t("hotels.details.left", { count: rate.availableUnits })}
                </span>
              ) : null}
            </>
          ) : (
            <span className="text-sm font-medium text-slate-700 dark:text-slate-300">{t("hotels.details.notAvailable")}</span>
          )}
          <Link
            to={`/hotels/${hotelId}/rooms/${rate.roomId}?${stayQuery}`}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline dark:text-brand-300"
          >
            {t("hotels.details.roomDetails")}
            <span className="sr-only">: {rate.roomType}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
