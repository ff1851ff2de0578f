/** Small pieces the hotel pages share: stars, prices and result cards (the map is results-map.tsx). */
import { Link } from "react-router";
import type { HotelSearchResult } from "../../../contracts/hotels.ts";
import { formatMoney, type Money } from "../../../contracts/money.ts";
import { resultPrice } from "./result-price.ts";
import { Label, useHotelT } from "./hotel-words.tsx";

export function Stars({ rating }: { rating: number }) {
  const t = useHotelT();
  return (
    <span className="inline-flex items-center gap-1 text-sm text-amber-700 dark:text-amber-300">
      <span aria-hidden="true">{"★".repeat(rating)}</span>
      <span className="sr-only">{t("hotels.stars", { rating })}</span>
    </span>
  );
}

export function Price({ value, caption }: { value: Money; caption: string }) {
  return (
    <p className="sm:text-right">
      <span className="block text-xl font-bold text-slate-900 dark:text-white">{formatMoney(value, { compact: true })}</span>
      <span className="block text-xs text-slate-600 dark:text-slate-400">{caption}</span>
    </p>
  );
}

export function ResultCard({
  result,
  href,
  index,
  nights,
  rooms,
  nearLabel,
}: {
  result: HotelSearchResult;
  href: string;
  index: number;
  nights: number;
  rooms: number;
  /** The point the search measures from ("Cloud 9"): distances read "0.4 km from Cloud 9". */
  nearLabel?: string;
}) {
  const t = useHotelT();
  const price = resultPrice(result, nights, rooms);
  const distance = result.distance.toFixed(1);
  return (
    <li className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <article className="flex flex-col sm:flex-row" aria-labelledby={`hotel-${result.hotelId}`}>
        <img
          src={result.thumbnail}
          alt=""
          width={320}
          height={200}
          loading={index < 2 ? "eager" : "lazy"}
          decoding="async"
          className="h-40 w-full object-cover sm:h-auto sm:w-56"
        />
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h3 id={`hotel-${result.hotelId}`} className="text-lg font-semibold">
                <Link to={href} className="hover:underline">
                  <span className="mr-1 text-sm text-slate-500 dark:text-slate-400" aria-hidden="true">
                    {index + 1}.
                  </span>
                  {result.hotelName}
                </Link>
              </h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <Stars rating={result.starRating} /> · {result.area}, {result.city} ·{" "}
                {nearLabel ? t("hotels.card.from", { distance, near: nearLabel }) : t("hotels.card.away", { distance })} ·{" "}
                {t("hotels.code", { code: result.hotelId })}
              </p>
            </div>
            <Price value={price.perNight} caption={t(price.exact ? "hotels.card.perNight" : "hotels.card.perNightAverage")} />
          </div>
          <ul className="flex flex-wrap gap-1.5" aria-label={t("hotels.card.amenities")}>
            {result.amenities.slice(0, 6).map((a) => (
              <li key={a} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                <Label group="amenity" value={a} />
              </li>
            ))}
          </ul>
          <p className="mt-auto text-sm text-slate-700 dark:text-slate-300">
            <span className="font-semibold text-slate-900 dark:text-white">{formatMoney(price.total, { compact: true })}</span>{" "}
            {t("hotels.card.totalFor", { nights, rooms })} ·{" "}
            {result.refundable ? (
              <span className="text-emerald-800 dark:text-emerald-300">{t("hotels.freeCancellation")}</span>
            ) : (
              t("hotels.card.nonRefundable")
            )}
          </p>
        </div>
      </article>
    </li>
  );
}
