/**
 * "About N km from you" for a place, from the position saved in this tab (session storage). Renders
 * nothing on the server, without JavaScript or before the traveller shared a position, so it is safe
 * on cached pages; it updates when a new position is saved.
 *
 *   <DistanceFromYou lat={circuit.lat} lng={circuit.lng} />
 */
import { useEffect, useState } from "react";
import { haversineKm } from "../../../contracts/geo.ts";
import { LOCATION_EVENT, savedPosition } from "./location-client.ts";

export function distanceFromYouText(km: number): string {
  if (km < 1) return "less than 1 km from you";
  if (km < 10) return `about ${km.toFixed(1)} km from you`;
  return `about ${Math.round(km).toLocaleString("en-PH")} km from you`;
}

/** The saved position's distance to a point in km, kept up to date; null when there is none. */
export function useDistanceFromYou(lat: number, lng: number): number | null {
  const [km, setKm] = useState<number | null>(null);
  useEffect(() => {
    const update = () => {
      const p = savedPosition();
      setKm(p ? haversineKm({ lat: p.latitude, lng: p.longitude }, { lat, lng }) : null);
    };
    update();
    window.addEventListener(LOCATION_EVENT, update);
    return () => window.removeEventListener(LOCATION_EVENT, update);
  }, [lat, lng]);
  return km;
}

export function DistanceFromYou({ lat, lng, className }: { lat: number; lng: number; className?: string }) {
  const km = useDistanceFromYou(lat, lng);
  if (km === null) return null;
  return <span className={className ?? "text-sm text-slate-600 dark:text-slate-400"}>{distanceFromYouText(km)}</span>;
}
