/**
 * The traveller's position for the local map. The location feature (being built separately) will save
 * the traveller's chosen or detected position in sessionStorage; wire this to read it.
 *
 * TODO(location): read the sessionStorage key the location feature defines and return its
 * { lat, lng, label } after checking it is inside the Philippines. Until then: null, and the map shows no
 * "you are here" marker.
 */
export type SavedLocation = { lat: number; lng: number; label: string };

export function getSavedLocation(): SavedLocation | null {
  return null;
}
