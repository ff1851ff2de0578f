import { data, Link } from "react-router";
import type { Route } from "./+types/room";
import { formatMoney } from "../../../contracts/money.ts";
import { Button } from "../../components/ui/button.tsx";
import { loadHotelWithRates } from "../../server/hotels.server.ts";
import { stayLinkParams } from "../../features/hotels/search-url.ts";
import { titleMeta } from "../../lib/meta.ts";
import { formatStayDates } from "../../lib/format.ts";
import { pageStatus } from "../../server/outcome.server.ts";
import { pageMessages } from "../../server/language.server.ts";
import { localeOfMatches, useI18n } from "../../lib/i18n.tsx";
import { createTranslator } from "../../../i18n/format.ts";
import { HotelWords, Label, labelOf, nightsText, policyText, roomsText, useHotelT } from "../../features/hotels/hotel-words.tsx";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator(localeOfMatches(matches), loaderData?.messages ?? {});
  if (!loaderData) return titleMeta(t("hotels.room.notFound"));
  return titleMeta(
    `${loaderData.room.roomType} - ${loaderData.hotelName}`,
    t("hotels.room.meta.description", { room: loaderData.room.roomType, hotel: loaderData.hotelName }),
  );
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { hotel, session, rates } = await loadHotelWithRates(context, request, params.hotelId);
  const room = hotel.rooms.find((r) => r.roomId === params.roomId);
  if (!room) throw data(null, { status: pageStatus("not_found") });
  return {
    messages: pageMessages(request, "hotels"),
    hotelId: hotel.hotelId,
    hotelName: hotel.hotelName,
    room,
    rate: rates?.find((r) => r.roomId === room.roomId) ?? null,
    stay: session?.criteria ?? null,
    sessionId: session?.sessionId ?? null,
  };
}

export default function RoomDetails({ loaderData }: Route.ComponentProps) {
  return (
    <HotelWords messages={loaderData.messages}>
      <RoomPage loaderData={loaderData} />
    </HotelWords>
  );
}

function RoomPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const t = useHotelT();
  const { locale } = useI18n();
  const { hotelId, hotelName, room, rate, stay, sessionId } = loaderData;
  const stayQuery = stayLinkParams(stay, sessionId);
  const checkout = new URLSearchParams(stayQuery);
  checkout.set("hotelId", hotelId);
  checkout.set("roomId", room.roomId);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <Link to={`/hotels/${hotelId}?${stayQuery}`} className="text-sm text-brand-700 underline dark:text-brand-300">
        {t("hotels.room.back", { hotel: hotelName })}
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{room.roomType}</h1>
      <p className="mt-1 text-slate-700 dark:text-slate-300">{hotelName}</p>
      <img
        src={rate?.photo ?? "/hotels/photos/room-double.svg"}
        alt={t("hotels.room.photo", { room: room.roomType, hotel: hotelName })}
        width={800}
        height={500}
        className="mt-6 w-full rounded-xl object-cover"
      />
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          [t("hotels.room.bed"), labelOf(t, "bed", room.bedType) ?? room.bedType],
          [t("hotels.room.size"), `${room.roomSize} m²`],
          [t("hotels.room.sleeps"), String(room.maxOccupancy)],
          [t("hotels.room.board"), labelOf(t, "board", room.board) ?? room.board],
        ].map(([k, v]) => (
          <div key={k} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-xs text-slate-600 uppercase dark:text-slate-400">{k}</dt>
            <dd className="font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-xl font-semibold">{t("hotels.room.inRoom")}</h2>
      <ul className="mt-2 grid grid-cols-2 gap-1 text-sm sm:grid-cols-3">
        {room.amenities.map((a) => (
          <li key={a}>
            ✓ <Label group="amenity" value={a} />
          </li>
        ))}
      </ul>
      {rate ? (
        <section aria-labelledby="rate-heading" className="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
          <h2 id="rate-heading" className="text-xl font-semibold">
            {t("hotels.room.yourStay", { total: formatMoney(rate.rates.totalRate) })}
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {stay ? formatStayDates(stay.checkInDate, stay.checkOutDate, locale) : ""}, {nightsText(t, rate.rates.nights)},{" "}
            {roomsText(t, rate.rates.rooms)}
          </p>
          <p className="mt-2 text-sm">{policyText(t, locale, rate.cancellationPolicy)}</p>
          {rate.available ? (
            <Button asChild className="mt-4">
              <Link to={`/hotels/checkout?${checkout}`}>{t("hotels.room.book")}</Link>
            </Button>
          ) : (
            <p className="mt-4 font-medium">{t("hotels.room.notAvailable")}</p>
          )}
        </section>
      ) : (
        <p className="mt-8">
          <Link to={`/hotels/${hotelId}`} className="text-brand-700 underline dark:text-brand-300">
            {t("hotels.room.chooseDates")}
          </Link>{" "}
          {t("hotels.room.toSeeRate")}
        </p>
      )}
    </div>
  );
}
