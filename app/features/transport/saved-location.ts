/**
 * The traveller's position for the local map: the one the location feature saved in this tab
 * (app/features/location), when it lies in the Philippines (the map shows nothing else).
 */
import { isInPhilippines } from "../../../contracts/geo.ts";
import { savedPosition } from "../location/location-client.ts";

export type SavedLocation = { lat: number; lng: number; label: string };

export function getSavedLocation(): SavedLocation | null {
  const saved = savedPosition();
  if (!saved) return null;
  const at = { lat: saved.latitude, lng: saved.longitude };
  return isInPhilippines(at) ? { ...at, label: "where you are" } : null;
}
