/**
 * Small pieces the hotel pages share: stars, prices, result cards and a tile-free map drawn as SVG
 * from the hotels' coordinates (no map library is installed; every point is also a link in a list).
 */
import { Link } from "react-router";
import type { HotelSearchResult } from "../../../contracts/hotels.ts";
import { formatMoney, type Money } from "../../../contracts/money.ts";

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-amber-700 dark:text-amber-300">
      <span aria-hidden="true">{"★".repeat(rating)}</span>
      <span className="sr-only">{rating}-star</span>
    </span>
  );
}

export function Price({ value, caption }: { value: Money; caption: string }) {
  return (
    <p className="text-right">
      <span className="block text-xl font-bold text-slate-900 dark:text-white">{formatMoney(value, { compact: true })}</span>
      <span className="block text-xs text-slate-600 dark:text-slate-400">{caption}</span>
    </p>
  );
}

export function ResultCard({ result, href, index }: { result: HotelSearchResult; href: string; index: number }) {
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
                <Stars rating={result.starRating} /> · {result.area}, {result.city} · {result.distance.toFixed(1)} km away · code{" "}
                {result.hotelId}
              </p>
            </div>
            <Price value={result.basePrice} caption="per room per night" />
          </div>
          <ul className="flex flex-wrap gap-1.5" aria-label="Amenities">
            {result.amenities.slice(0, 6).map((a) => (
              <li key={a} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                {a}
              </li>
            ))}
          </ul>
          <p className="mt-auto text-sm text-slate-700 dark:text-slate-300">
            {formatMoney(result.totalPrice, { compact: true })} in total ·{" "}
            {result.refundable ? "Free cancellation available" : "Non-refundable"}
          </p>
        </div>
      </article>
    </li>
  );
}

/** Results as numbered points placed by latitude and longitude (equirectangular, fitted to the results). */
export function ResultsMap({ results, hrefFor }: { results: HotelSearchResult[]; hrefFor: (r: HotelSearchResult) => string }) {
  if (!results.length) return null;
  const W = 640;
  const H = 420;
  const pad = 28;
  const lats = results.map((r) => r.latitude);
  const lons = results.map((r) => r.longitude);
  const minLat = Math.min(...lats);
  const maxLat = Math.max(...lats);
  const minLon = Math.min(...lons);
  const maxLon = Math.max(...lons);
  const spanLat = Math.max(maxLat - minLat, 0.01);
  const spanLon = Math.max(maxLon - minLon, 0.01);
  const x = (lon: number) => pad + ((lon - minLon) / spanLon) * (W - 2 * pad);
  const y = (lat: number) => H - pad - ((lat - minLat) / spanLat) * (H - 2 * pad);
  return (
    <figure className="rounded-xl border border-slate-200 bg-sky-50 p-2 dark:border-slate-700 dark:bg-slate-900">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="results-map-title" className="h-auto w-full">
        <title id="results-map-title">Map of the hotels on this page, by their coordinates</title>
        <rect x="0" y="0" width={W} height={H} rx="12" className="fill-sky-100 dark:fill-slate-800" />
        {results.map((r, i) => (
          <a
            key={r.hotelId}
            href={hrefFor(r)}
            aria-label={`${i + 1}. ${r.hotelName}, ${formatMoney(r.basePrice, { compact: true })} per night`}
          >
            <circle
              cx={x(r.longitude)}
              cy={y(r.latitude)}
              r="11"
              className="fill-brand-900 stroke-white dark:fill-brand-300"
              strokeWidth="2"
            />
            <text
              x={x(r.longitude)}
              y={y(r.latitude) + 4}
              textAnchor="middle"
              fontSize="11"
              fontWeight="700"
              className="fill-white dark:fill-brand-950"
            >
              {i + 1}
            </text>
          </a>
        ))}
      </svg>
      <figcaption className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        Points are placed by latitude and longitude (north up), without map tiles. Numbers match the list.
      </figcaption>
    </figure>
  );
}
