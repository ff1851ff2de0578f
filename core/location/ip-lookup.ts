/**
 * IP address → country and approximate place, offline, from geoip-lite's GeoLite2 tables (CC BY-SA
 * 4.0: show GEOLITE_ATTRIBUTION). The tables take ~114 MB of memory and ~0.1 s to load, so they are
 * loaded on the first look-up only (never at start, never in tests that do not ask).
 *
 * Loopback, private, link-local and otherwise unroutable addresses have no place: they answer
 * `known: false` with nulls, not an error.
 */
import { isIP } from "node:net";
import { type IpLocation, UNKNOWN_LOCATION } from "../../contracts/location.ts";

type GeoIpRecord = { country: string; region: string; city: string; ll: [number, number]; timezone: string } | null;
type GeoIp = { lookup(ip: string): GeoIpRecord };

/**
 * True for addresses no public network routes to us from (RFC 1918, loopback, CGNAT, link-local,
 * benchmarking, documentation, multicast, ULA…): IANA's special-purpose ranges that are not globally reachable.
 */
export function isNonPublicAddress(address: string): boolean {
  let ip = address.trim();
  if (ip.startsWith("::ffff:") && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  const version = isIP(ip);
  if (version === 0) return true;
  if (version === 4) {
    const [a, b, c] = ip.split(".").map(Number);
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0 && (c === 0 || c === 2)) || // 192.0.0.0/24 protocol assignments, 192.0.2.0/24 documentation
      (a === 198 && (b === 18 || b === 19)) || // benchmarking (RFC 2544)
      (a === 198 && b === 51 && c === 100) || // 198.51.100.0/24 documentation
      (a === 203 && b === 0 && c === 113) || // 203.0.113.0/24 documentation
      a >= 224
    );
  }
  const lower = ip.toLowerCase();
  return lower === "::" || lower === "::1" || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
}

let displayNames: Intl.DisplayNames | undefined;
export function countryName(code: string): string | null {
  try {
    displayNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    return displayNames.of(code) ?? null;
  } catch {
    return null;
  }
}

export type IpLocator = { locate(address: string): Promise<IpLocation>; loaded(): boolean };

/** `load` is injectable for tests; by default geoip-lite is imported on the first public address. */
export function createIpLocator(load: () => Promise<GeoIp> = loadGeoIpLite): IpLocator {
  let geo: Promise<GeoIp> | null = null;
  return {
    loaded: () => geo !== null,
    async locate(address) {
      if (isNonPublicAddress(address)) return UNKNOWN_LOCATION;
      geo ??= load().catch((err) => {
        geo = null;
        throw err;
      });
      const ip = address.startsWith("::ffff:") ? address.slice(7) : address;
      const hit = (await geo).lookup(ip);
      if (!hit?.country) return UNKNOWN_LOCATION;
      const [latitude, longitude] = hit.ll ?? [null, null];
      return {
        known: true,
        countryCode: hit.country,
        countryName: countryName(hit.country),
        region: hit.region || null,
        city: hit.city || null,
        latitude: typeof latitude === "number" ? latitude : null,
        longitude: typeof longitude === "number" ? longitude : null,
        timezone: hit.timezone || null,
      };
    },
  };
}

async function loadGeoIpLite(): Promise<GeoIp> {
  const mod = (await import("geoip-lite")) as unknown as { default?: GeoIp } & GeoIp;
  return mod.default ?? mod;
}
