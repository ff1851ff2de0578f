/**
 * The browser's side of the location rules (rules.ts) wired to the real world: the device's
 * geolocation, session storage, the location API and a reload. Client only.
 */
import type { IpLocation, SavedPosition } from "../../../contracts/location.ts";
import { type LocationDeps, readSaved } from "./rules.ts";

/** Fired on window whenever a new position is saved, so "near you" parts can update. */
export const LOCATION_EVENT = "lakbay:location";

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function browserDeps(reload: () => void): LocationDeps {
  const store = storage();
  return {
    now: () => Date.now(),
    geolocation: typeof navigator !== "undefined" && "geolocation" in navigator ? navigator.geolocation : undefined,
    storage: store && {
      getItem: (k) => store.getItem(k),
      setItem: (k, v) => {
        store.setItem(k, v);
        window.dispatchEvent(new Event(LOCATION_EVENT));
      },
    },
    sync: async (path, position: SavedPosition) => {
      const res = await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(position),
        credentials: "same-origin",
      });
      return res.ok;
    },
    fetchIp: async () => {
      const res = await fetch("/user-current-location/ip/json", { headers: { Accept: "application/json" }, credentials: "same-origin" });
      if (!res.ok) throw new Error(`ip lookup ${res.status}`);
      const body = (await res.json()) as { data?: IpLocation };
      if (!body?.data) throw new Error("ip lookup: no data");
      return body.data;
    },
    reload,
  };
}

/** The position saved in this tab, whatever its age (null on the server or when there is none). */
export function savedPosition(): SavedPosition | null {
  if (typeof window === "undefined") return null;
  return readSaved(storage());
}
