import { Form, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/details";
import { freeCancellationText } from "../../../contracts/hotel-policy-text.ts";
import type { RoomRate } from "../../../contracts/hotels.ts";
import { partyLabel, plural } from "../../../contracts/party.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxGroup } from "../../components/ui/checkbox-group.tsx";
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

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return titleMeta("Hotel not found");
  return titleMeta(
    loaderData.hotel.hotelName,
    `${loaderData.hotel.starRating}-star ${loaderData.hotel.propertyType} in ${loaderData.hotel.area}, ${loaderData.hotel.city}: photos, amenities, policies and room rates in pesos.`,
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { hotel, session, rates: all, staleOnServer } = await loadHotelWithRates(context, request, params.hotelId);
  if (!session || !all) return { hotel, stay: null, rates: null, allRates: null, sessionId: null, staleOnServer: false };
  const url = new URL(request.url);
  const rates = sortRooms(filterRooms(all, parseRoomFilters(url.searchParams)), parseRoomSort(url.searchParams.get("roomSort")));
  return { hotel, stay: session.criteria, rates, allRates: all, sessionId: session.sessionId, staleOnServer };
}

export default function HotelDetails({ loaderData }: Route.ComponentProps) {
  const { hotel, stay, rates, allRates, sessionId, staleOnServer } = loaderData;
  const [params] = useSearchParams();
  const stayQuery = stay ? stayLinkParams(stay, sessionId) : null;
  const refresh = new URLSearchParams(params);
  refresh.delete("sessionId");
  refresh.set("refresh", "1");
  const cells = galleryCellClasses(hotel.photos.length);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link to="/hotels" className="text-brand-700 underline dark:text-brand-300">
          Hotels
        </Link>{" "}
        / {hotel.city}
      </nav>
      <header className="mt-3">
        <h1 className="text-3xl font-bold tracking-tight">{hotel.hotelName}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">
          <Stars rating={hotel.starRating} /> · {hotel.propertyType} · {hotel.address} · code {hotel.hotelId}
        </p>
      </header>
      <ul className="mt-6 grid auto-rows-[7rem] grid-cols-2 gap-2 sm:auto-rows-[9rem] sm:grid-cols-4" aria-label="Photos">
        {hotel.photos.map((p, i) => (
          <li key={p.alt} className={cells[i]}>
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
            About this {hotel.propertyType}
          </h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{hotel.description}</p>
          <h3 className="mt-6 font-semibold">Amenities</h3>
          <ul className="mt-2 grid grid-cols-2 gap-1 text-sm text-slate-700 sm:grid-cols-3 dark:text-slate-300">
            {hotel.amenities.map((a) => (
              <li key={a}>✓ {a}</li>
            ))}
          </ul>
          <h3 className="mt-6 font-semibold">Policies</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
            {hotel.policies.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </section>
        <aside aria-labelledby="location-heading" className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h2 id="location-heading" className="font-semibold">
            Location
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
            Open in OpenStreetMap (new tab)
          </a>
          <p className="mt-2 text-sm">
            Check-in from {hotel.checkInTime} · check-out until {hotel.checkOutTime}
          </p>
        </aside>
      </div>

      <section aria-labelledby="rooms-heading" className="mt-10">
        <h2 id="rooms-heading" className="text-2xl font-semibold">
          Rooms and rates
        </h2>
        {!stay || !rates || !allRates || !sessionId || !stayQuery ? (
          <StayForm />
        ) : (
          <>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {formatStayDates(stay.checkInDate, stay.checkOutDate)} · {plural(stay.rooms, "room")} ·{" "}
              {partyLabel({ adults: stay.adults, children: stay.children })}
            </p>
            <div className="mt-4">
              <RatesFreshness hotelId={hotel.hotelId} sessionId={sessionId} staleOnServer={staleOnServer} refreshHref={`?${refresh}`} />
            </div>
            <div className="mt-4 grid gap-6 lg:grid-cols-[16rem_1fr]">
              <RoomFilters allRates={allRates} />
              <div>
                <AutoSortForm
                  label="Sort rooms by"
                  formLabel="Sort rooms"
                  name="roomSort"
                  id="room-sort"
                  options={ROOM_SORT_OPTIONS}
                  fallback="price-asc"
                />
                <ul className="mt-4 space-y-4" aria-label="Room rates">
                  {rates.length === 0 ? <li className="text-slate-700 dark:text-slate-300">No room matches these filters.</li> : null}
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
  const stay = defaultStay();
  return (
    <Form
      method="get"
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-3 dark:border-slate-700"
      aria-label="Choose your stay"
    >
      <p className="sm:col-span-3">Choose your dates to see room rates.</p>
      <Field name="checkInDate" type="date" label="Check-in" defaultValue={stay.checkInDate} />
      <Field name="checkOutDate" type="date" label="Check-out" defaultValue={stay.checkOutDate} />
      <Field name="rooms" type="number" min={1} max={8} label="Rooms" defaultValue="1" />
      <Field name="adults" type="number" min={1} max={32} label="Adults" defaultValue="2" />
      <Field name="children" type="number" min={0} max={24} label="Children" defaultValue="0" />
      <div className="flex items-end">
        <Button type="submit">Show rates</Button>
      </div>
    </Form>
  );
}

const ROOM_FILTER_KEYS = ["roomMinPrice", "roomMaxPrice", "roomType", "bedType", "cancellable", "roomAmenity"];

function RoomFilters({ allRates }: { allRates: RoomRate[] }) {
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
      aria-label="Filter rooms"
      key={fieldsKey(params, ROOM_FILTER_KEYS)}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      {keep.map((k) => (params.get(k) ? <input key={k} type="hidden" name={k} value={params.get(k)!} /> : null))}
      <div className="grid grid-cols-2 gap-3">
        <Field name="roomMinPrice" label="Min ₱/night" inputMode="numeric" defaultValue={params.get("roomMinPrice") ?? undefined} />
        <Field name="roomMaxPrice" label="Max ₱/night" inputMode="numeric" defaultValue={params.get("roomMaxPrice") ?? undefined} />
      </div>
      <NativeSelect
        name="roomType"
        label="Room type"
        defaultValue={params.get("roomType") ?? "any"}
        options={[{ value: "any", label: "Any" }, ...roomTypes.map((t) => ({ value: t, label: t }))]}
      />
      <NativeSelect
        name="bedType"
        label="Bed type"
        defaultValue={params.get("bedType") ?? "any"}
        options={[{ value: "any", label: "Any" }, ...bedTypes.map((t) => ({ value: t, label: t }))]}
      />
      <NativeSelect
        name="cancellable"
        label="Cancellation"
        defaultValue={params.get("cancellable") ?? "any"}
        options={[
          { value: "any", label: "Any" },
          { value: "yes", label: "Free cancellation" },
          { value: "no", label: "Non-refundable" },
        ]}
      />
      <CheckboxGroup legend="Room amenities (any of)" name="roomAmenity" options={amenities} checked={chosen} />
      <Button type="submit" className="w-full">
        Apply filters
      </Button>
    </Form>
  );
}

function RoomCard({ rate, hotelId, stayQuery }: { rate: RoomRate; hotelId: string; stayQuery: URLSearchParams }) {
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
              {rate.bedType} bed · {rate.roomSize} m² · up to {rate.maxOccupancy} {rate.maxOccupancy === 1 ? "guest" : "guests"} ·{" "}
              {rate.board}
            </p>
          </div>
          <p className="text-right">
            <span className="block text-xl font-bold">{formatMoney(rate.rates.totalRate, { compact: true })}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {rate.rates.nights} {rate.rates.nights === 1 ? "night" : "nights"}, {rate.rates.rooms}{" "}
              {rate.rates.rooms === 1 ? "room" : "rooms"} · about {formatMoney(rate.rates.nightlyRate, { compact: true })}/night
            </span>
          </p>
        </div>
        <p
          className={`text-sm ${rate.cancellationPolicy.cancellable ? "text-emerald-800 dark:text-emerald-300" : "text-slate-700 dark:text-slate-300"}`}
        >
          {rate.cancellationPolicy.cancellable
            ? rate.cancellationPolicy.freeCancellationUntil
              ? freeCancellationText(rate.cancellationPolicy.freeCancellationUntil)
              : "Free cancellation"
            : "Non-refundable"}
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-3">
          {rate.available ? (
            <>
              <Button asChild>
                <Link to={`/hotels/checkout?${checkout}`} aria-label={`Select ${rate.roomType}`}>
                  Select
                </Link>
              </Button>
              {rate.availableUnits <= 3 ? (
                <span className="text-sm font-medium text-red-700 dark:text-red-400">Only {rate.availableUnits} left</span>
              ) : null}
            </>
          ) : (
            <span className="text-sm font-medium text-slate-700 dark:text-slate-300">Not available for your stay</span>
          )}
          <Link
            to={`/hotels/${hotelId}/rooms/${rate.roomId}?${stayQuery}`}
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline dark:text-brand-300"
          >
            Room details<span className="sr-only">: {rate.roomType}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
