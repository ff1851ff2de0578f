/**
 * What the weather page shows in the browser as well as on the server: the provider's attribution
 * and the words for a WMO weather code. No dependencies (this file goes into the client bundle).
 */
export const OPEN_METEO_ATTRIBUTION = "Weather data by Open-Meteo.com (CC BY 4.0)";

/** WMO weather interpretation codes (as Open-Meteo uses them), in a few words. */
export function weatherCodeText(code: number | null): string {
  if (code === null) return "";
  if (code === 0) return "Clear sky";
  if (code <= 2) return "Partly cloudy";
  if (code === 3) return "Overcast";
  if (code === 45 || code === 48) return "Fog";
  if (code >= 51 && code <= 57) return "Drizzle";
  if (code >= 61 && code <= 67) return "Rain";
  if (code >= 71 && code <= 77) return "Snow";
  if (code >= 80 && code <= 82) return "Rain showers";
  if (code >= 95) return "Thunderstorms";
  return "Mixed";
}
