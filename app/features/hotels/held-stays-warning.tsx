/**
 * The checkout's warning before a second booking of the same stay (issue 23): the stays this traveller
 * already holds or paid at the hotel on overlapping nights, each linked when this browser or account
 * may open it, and the "Yes, book another room" box the server asks for before it charges again. A
 * native checkbox, so it works before (or without) JavaScript.
 */
import { CONFIRM_DUPLICATE_FIELD, type HeldStay } from "../../../contracts/hotel-duplicates.ts";
import { formatStayDates } from "../../lib/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { roomsText, useHotelT } from "./hotel-words.tsx";

export function HeldStaysWarning({ stays, error }: { stays: HeldStay[]; error?: string[] }) {
  const t = useHotelT();
  const { locale, localize } = useI18n();
  if (!stays.length) return null;
  const linked = stays.filter((s) => s.reference);
  const byEmail = stays.length - linked.length;
  return (
    <section
      role="alert"
      aria-labelledby="held-stays-heading"
      data-testid="held-stays-warning"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="held-stays-heading" className="text-base font-semibold">
        {t("hotels.held.heading")}
      </h2>
      {linked.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {linked.map((s) => (
            <li key={s.reference}>
              <a href={localize(`/hotels/confirmation/${s.reference}`)} className="font-semibold underline">
                {t("hotels.held.booking", { reference: s.reference ?? "" })}
              </a>
              : {roomsText(t, s.rooms)} × {s.roomType}, {formatStayDates(s.checkInDate, s.checkOutDate, locale)} (
              {t(s.state === "paid" ? "hotels.held.paid" : "hotels.held.inProgress")})
            </li>
          ))}
        </ul>
      ) : null}
      {byEmail ? <p className="mt-2 text-sm">{t("hotels.held.byEmailOnly")}</p> : null}
      <p className="mt-2 text-sm">{t("hotels.held.explain")}</p>
      <div className="mt-3 flex min-h-11 items-center gap-3">
        <input
          id="confirm-duplicate"
          type="checkbox"
          name={CONFIRM_DUPLICATE_FIELD}
          value="yes"
          aria-invalid={error?.length ? true : undefined}
          aria-describedby={error?.length ? "confirm-duplicate-error" : undefined}
          className="h-5 w-5 accent-brand-700"
        />
        <label htmlFor="confirm-duplicate" className="text-sm font-semibold">
          {t("hotels.held.confirmLabel")}
        </label>
      </div>
      {error?.length ? (
        <p id="confirm-duplicate-error" className="mt-1 text-sm font-medium text-red-800 dark:text-red-300">
          {t("hotels.held.tick", { label: t("hotels.held.confirmLabel") })}
        </p>
      ) : null}
    </section>
  );
}
