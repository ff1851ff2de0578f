/**
 * The location rules of spec §4 and §9 as plain functions. Everything from outside (the clock, the
 * device's geolocation, session storage, the network, the reload) is passed in, so tests control
 * time and position. No React and no zod here: this goes into the browser bundle.
 *
 * - On start the IP-based location and the browser position are both requested.
 * - A position saved in session storage is reused for up to 1 hour (the device is not asked again).
 * - A new position 100 m or more from the saved one (or the first one) is sent to the server
 *   (POST /user-current-location/json) and the page reloads.
 * - Refresh needs a saved position; it syncs (POST /user-current-location/refresh) only for a move of
 *   1000 m or more. A failed sync still saves the position locally.
 */
import { haversineMeters } from "../../../contracts/geo.ts";
import {
  deviceErrorMessage,
  GEOLOCATION_TIMEOUT_MS,
  type IpLocation,
  LOCATION_MESSAGES,
  LOCATION_REUSE_MS,
  LOCATION_STORAGE_KEY,
  type SavedPosition,
  SYNC_THRESHOLD_FIRST_LOAD_M,
  SYNC_THRESHOLD_REFRESH_M,
} from "../../../contracts/location.ts";

export type GeolocationLike = {
  getCurrentPosition(
    success: (position: { coords: { latitude: number; longitude: number }; timestamp?: number }) => void,
    error?: (error: { code: number }) => void,
    options?: { enableHighAccuracy?: boolean; timeout?: number; maximumAge?: number },
  ): void;
};

export type StorageLike = { getItem(key: string): string | null; setItem(key: string, value: string): void };

export type LocationDeps = {
  now: () => number;
  /** `navigator.geolocation`, or undefined where the browser has none. */
  geolocation: GeolocationLike | undefined;
  storage: StorageLike | undefined;
  /** Sends a position to the server; resolves true when it was stored. */
  sync: (path: "/user-current-location/json" | "/user-current-location/refresh", position: SavedPosition) => Promise<boolean>;
  fetchIp: () => Promise<IpLocation>;
  /** window.location.reload() on the weather page; React Router's revalidate() elsewhere. */
  reload: () => void;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

export type PositionResult = { ok: true; position: SavedPosition } | { ok: false; message: string };

// ---- Storage ---------------------------------------------------------------

function isPosition(value: unknown): value is SavedPosition {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.latitude === "number" &&
    typeof v.longitude === "number" &&
    typeof v.timestamp === "number" &&
    Math.abs(v.latitude) <= 90 &&
    Math.abs(v.longitude) <= 180 &&
    Number.isFinite(v.timestamp)
  );
}

export function readSaved(storage: StorageLike | undefined): SavedPosition | null {
  try {
    const raw = storage?.getItem(LOCATION_STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isPosition(value) ? { latitude: value.latitude, longitude: value.longitude, timestamp: value.timestamp } : null;
  } catch {
    return null;
  }
}

export function saveLocal(storage: StorageLike | undefined, position: SavedPosition): void {
  try {
    storage?.setItem(LOCATION_STORAGE_KEY, JSON.stringify(position));
  } catch {
    // Storage full or blocked (private mode): the position is still used for this page.
  }
}

// ---- Rules -----------------------------------------------------------------

/** A saved position is reused while it is at most one hour old (spec §9). */
export function isReusable(saved: SavedPosition | null, now: number): saved is SavedPosition {
  if (!saved) return false;
  const age = now - saved.timestamp;
  return age >= 0 && age <= LOCATION_REUSE_MS;
}

export function distanceMeters(a: SavedPosition, b: SavedPosition): number {
  return haversineMeters({ lat: a.latitude, lng: a.longitude }, { lat: b.latitude, lng: b.longitude });
}

/** True when `next` should be sent to the server: there is nothing saved, or it moved `threshold` m or more. */
export function movedEnough(saved: SavedPosition | null, next: SavedPosition, thresholdM: number): boolean {
  if (!saved) return true;
  return distanceMeters(saved, next) >= thresholdM;
}

/**
 * Asks the device for its position, giving up after `timeoutMs` (15 s; 5 s for the hotel search) even
 * when the browser never answers (an ignored permission prompt).
 */
export function getPosition(
  deps: Pick<LocationDeps, "geolocation" | "now" | "setTimer" | "clearTimer">,
  timeoutMs = GEOLOCATION_TIMEOUT_MS,
): Promise<PositionResult> {
  const geo = deps.geolocation;
  if (!geo || typeof geo.getCurrentPosition !== "function") return Promise.resolve({ ok: false, message: LOCATION_MESSAGES.notSupported });
  const setTimer = deps.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((h: unknown) => clearTimeout(h as ReturnType<typeof setTimeout>));
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: PositionResult) => {
      if (done) return;
      done = true;
      clearTimer(timer);
      resolve(result);
    };
    const timer = setTimer(() => finish({ ok: false, message: LOCATION_MESSAGES.timeout }), timeoutMs);
    try {
      geo.getCurrentPosition(
        (p) => {
          const { latitude, longitude } = p.coords;
          if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
            finish({ ok: false, message: LOCATION_MESSAGES.unableToRetrieve });
            return;
          }
          finish({ ok: true, position: { latitude, longitude, timestamp: deps.now() } });
        },
        (e) => finish({ ok: false, message: deviceErrorMessage(e?.code) }),
        { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 0 },
      );
    } catch {
      finish({ ok: false, message: LOCATION_MESSAGES.unableToRetrieve });
    }
  });
}

export type StartOutcome =
  /** A saved position under an hour old was used; the device was not asked. */
  | { kind: "reused"; position: SavedPosition }
  /** A new position, sent to the server and the page reloaded. */
  | { kind: "synced"; position: SavedPosition }
  /** A new position close to the saved one (under 100 m): saved locally only. */
  | { kind: "unchanged"; position: SavedPosition }
  /** The server did not take it; saved locally anyway. */
  | { kind: "sync-failed"; position: SavedPosition }
  | { kind: "failed"; message: string };

async function trySync(deps: LocationDeps, path: Parameters<LocationDeps["sync"]>[0], position: SavedPosition): Promise<boolean> {
  try {
    return await deps.sync(path, position);
  } catch {
    return false;
  }
}

/** The browser-position half of "on start" (spec §4). */
export async function startPosition(deps: LocationDeps, timeoutMs = GEOLOCATION_TIMEOUT_MS): Promise<StartOutcome> {
  const saved = readSaved(deps.storage);
  if (isReusable(saved, deps.now())) return { kind: "reused", position: saved };
  const result = await getPosition(deps, timeoutMs);
  if (!result.ok) return { kind: "failed", message: result.message };
  const position = result.position;
  if (!movedEnough(saved, position, SYNC_THRESHOLD_FIRST_LOAD_M)) {
    saveLocal(deps.storage, position);
    return { kind: "unchanged", position };
  }
  // Saved first: a failed sync still keeps the position (spec §4).
  saveLocal(deps.storage, position);
  if (!(await trySync(deps, "/user-current-location/json", position))) return { kind: "sync-failed", position };
  deps.reload();
  return { kind: "synced", position };
}

/** The "Refresh location" action (spec §4): needs a saved position; syncs from 1000 m. */
export async function refreshPosition(deps: LocationDeps, timeoutMs = GEOLOCATION_TIMEOUT_MS): Promise<StartOutcome> {
  const saved = readSaved(deps.storage);
  if (!saved) return { kind: "failed", message: LOCATION_MESSAGES.noSaved };
  const result = await getPosition(deps, timeoutMs);
  if (!result.ok) return { kind: "failed", message: result.message };
  const position = result.position;
  saveLocal(deps.storage, position);
  if (!movedEnough(saved, position, SYNC_THRESHOLD_REFRESH_M)) return { kind: "unchanged", position };
  if (!(await trySync(deps, "/user-current-location/refresh", position))) return { kind: "sync-failed", position };
  deps.reload();
  return { kind: "synced", position };
}

export type IpOutcome = { ok: true; address: IpLocation } | { ok: false; message: string };

/** The IP half of "on start": failures become spec §8's "Failed to fetch user location by IP". */
export async function lookUpIp(deps: Pick<LocationDeps, "fetchIp">): Promise<IpOutcome> {
  try {
    return { ok: true, address: await deps.fetchIp() };
  } catch {
    return { ok: false, message: LOCATION_MESSAGES.ipFailed };
  }
}
