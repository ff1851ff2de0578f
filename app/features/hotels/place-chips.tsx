/**
 * The area and the point a hotel search is narrowed to (`area=`, `near=` in the URL, as the assistant's
 * links and shared searches write them), each a removable filter: its link is the same search without
 * it. A name the destination does not have is said plainly, never an error.
 */
import { Link, useSearchParams } from "react-router";
import { useHotelT } from "./hotel-words.tsx";

export function PlaceChips({ area, near, unknown, placeLabel }: { area?: string; near?: string; unknown: string[]; placeLabel: string }) {
  const t = useHotelT();
  const [params] = useSearchParams();
  const without = (key: string) => {
    const p = new URLSearchParams(params);
    p.delete(key);
    p.delete("page");
    if (key === "near" && p.get("sort") === "distance-asc") p.delete("sort");
    return `?${p}`;
  };
  const chips = [
    ...(area ? [{ key: "area", label: t("hotels.place.area", { area }) }] : []),
    ...(near ? [{ key: "near", label: t("hotels.place.near", { near }) }] : []),
  ];
  if (!chips.length && !unknown.length) return null;
  return (
    <div className="mt-3 space-y-2">
      {chips.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("hotels.place.filters")}>
          {chips.map((c) => (
            <li key={c.key}>
              <Link
                to={without(c.key)}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 px-4 text-sm font-medium text-brand-900 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-100 dark:hover:bg-slate-800"
              >
                {c.label}
                <span aria-hidden="true">×</span>
                <span className="sr-only">{t("hotels.place.remove")}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {unknown.length ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t("hotels.place.unknown", { names: unknown.map((u) => `“${u}”`).join(t("hotels.place.or")), place: placeLabel })}
        </p>
      ) : null}
    </div>
  );
}
