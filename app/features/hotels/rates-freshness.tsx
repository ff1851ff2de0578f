/**
 * Spec §3/§4: room rates carry their lastFetchTime and are flagged "Room rates may be outdated.
 * Please refresh." after 15 minutes. The time is kept in session storage (hotelDetailsData.roomState)
 * so a reload does not reset it; the server also flags a stale session by itself.
 */
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { HOTEL_ROOM_RATES_EXPIRY_MS, HOTEL_STORAGE_KEY } from "../../../contracts/hotels.ts";
import { useHotelT } from "./hotel-words.tsx";

type Stored = { roomState?: { hotelId: string; sessionId: string; lastFetchTime: number; selectedRoom?: string | null } };

function read(): Stored {
  try {
    return JSON.parse(sessionStorage.getItem(HOTEL_STORAGE_KEY) ?? "{}") as Stored;
  } catch {
    return {};
  }
}

export function isRatesOutdated(lastFetchTime: number, now: number): boolean {
  return now - lastFetchTime > HOTEL_ROOM_RATES_EXPIRY_MS;
}

export function RatesFreshness({
  hotelId,
  sessionId,
  staleOnServer,
  refreshHref,
}: {
  hotelId: string;
  sessionId: string;
  staleOnServer: boolean;
  refreshHref: string;
}) {
  const t = useHotelT();
  const [stale, setStale] = useState(staleOnServer);
  useEffect(() => {
    const stored = read();
    const same = stored.roomState?.hotelId === hotelId && stored.roomState.sessionId === sessionId;
    const lastFetchTime = same ? stored.roomState!.lastFetchTime : Date.now();
    try {
      sessionStorage.setItem(
        HOTEL_STORAGE_KEY,
        JSON.stringify({ ...stored, roomState: { ...stored.roomState, hotelId, sessionId, lastFetchTime } }),
      );
    } catch {
      // Storage unavailable: the timer below still works for this page view.
    }
    const check = () => setStale(staleOnServer || isRatesOutdated(lastFetchTime, Date.now()));
    check();
    const timer = setInterval(check, 15_000);
    return () => clearInterval(timer);
  }, [hotelId, sessionId, staleOnServer]);
  if (!stale) return null;
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <span>{t("hotels.rates.outdated")}</span>
      <Link
        to={refreshHref}
        reloadDocument
        className="inline-flex min-h-11 items-center rounded-md bg-amber-800 px-4 font-medium text-white hover:bg-amber-900 dark:bg-amber-300 dark:text-amber-950"
      >
        {t("hotels.rates.refresh")}
      </Link>
    </div>
  );
}
