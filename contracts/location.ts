/**
 * The visitor's location (spec §3, §4, §8, §9): its shape, the messages shown about it and the
 * constants of its rules. Shared by the server and the browser; no dependencies (no zod here: this
 * file goes into the client bundle).
 */

/** Spec §3: the User location entity as the client holds it. */
export type UserAddressStatus = "idle" | "loading" | "succeeded" | "failed";

export type UserAddress = { countryCode: string | null; countryName: string | null };

export type UserLocation = {
  latitude: number | null;
  longitude: number | null;
  /** When the position was taken, ms since the epoch. */
  timestamp: number | null;
  error: string | null;
  loading: boolean;
  user_address: UserAddress | null;
  user_address_status: UserAddressStatus;
};

/** A position worth keeping: what is saved in session storage and sent to the server. */
export type SavedPosition = { latitude: number; longitude: number; timestamp: number };

/** Spec §8, verbatim. */
export const LOCATION_MESSAGES = {
  ipFailed: "Failed to fetch user location by IP",
  notSupported: "Geolocation is not supported by your browser",
  unableToRetrieve: "Unable to retrieve your location",
  noSaved: "No previous location saved. Please allow location first.",
  denied: "Location access denied by user",
  unavailable: "Location information is unavailable",
  timeout: "Location request timed out",
  unknown: "An unknown error occurred while retrieving location.",
} as const;

/** GeolocationPositionError codes (W3C): 1 PERMISSION_DENIED, 2 POSITION_UNAVAILABLE, 3 TIMEOUT. */
export function deviceErrorMessage(code: number | undefined): string {
  if (code === 1) return LOCATION_MESSAGES.denied;
  if (code === 2) return LOCATION_MESSAGES.unavailable;
  if (code === 3) return LOCATION_MESSAGES.timeout;
  return LOCATION_MESSAGES.unknown;
}

/** Spec §9. */
export const LOCATION_REUSE_MS = 60 * 60 * 1000;
export const SYNC_THRESHOLD_FIRST_LOAD_M = 100;
export const SYNC_THRESHOLD_REFRESH_M = 1000;
export const GEOLOCATION_TIMEOUT_MS = 15_000;
export const HOTEL_GEOLOCATION_TIMEOUT_MS = 5_000;

/** Where the browser keeps the last position (session storage). */
export const LOCATION_STORAGE_KEY = "lakbay.location";

/** What `GET /user-current-location/ip/json` answers in `data`. */
export type IpLocation = {
  /** False for loopback, private and unknown addresses: then every other field is null. */
  known: boolean;
  countryCode: string | null;
  countryName: string | null;
  region: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: string | null;
};

/** The answer for an address with no place (loopback, private, not in the tables). */
export const UNKNOWN_LOCATION: IpLocation = {
  known: false,
  countryCode: null,
  countryName: null,
  region: null,
  city: null,
  latitude: null,
  longitude: null,
  timezone: null,
};

/** The attribution geoip-lite's data asks for (GeoLite2, CC BY-SA 4.0). */
export const GEOLITE_ATTRIBUTION = "This product includes GeoLite2 data created by MaxMind";
