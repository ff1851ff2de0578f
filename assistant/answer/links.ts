/**
 * Links into the site, written exactly as its own forms write them (contracts/flights.ts
 * flightSearchParams; the hotel form's criteria order, app/features/hotels/search-url.ts), so a click
 * lands on the same search the reply was built from.
 */
import { type FlightSearch, type FlightSort, type TimeWindow, flightSearchParams } from "../../contracts/flights.ts";

export const flightResultsHref = (search: FlightSearch, maxPricePesos?: number, sort?: FlightSort, departWindows?: TimeWindow[]) =>
  `/flights/results?${flightSearchParams({
    search,
    filters: { ...(maxPricePesos ? { maxPrice: maxPricePesos * 100 } : {}), ...(departWindows?.length ? { departWindows } : {}) },
    ...(sort ? { sort } : {}),
  })}`;

export type HotelLinkCriteria = {
  destination: string;
  checkInDate: string;
  checkOutDate: string;
  rooms: number;
  adults: number;
  children: number;
};

/** What the results page filters by beside the price: area, a point to be near, least stars, amenities (our names). */
export type HotelLinkFilters = { area?: string; near?: string; minRating?: number; amenities?: readonly string[] };

export function hotelResultsHref(c: HotelLinkCriteria, maxPricePesos?: number, f: HotelLinkFilters = {}, sort?: "price-asc"): string {
  const p = new URLSearchParams({
    searchType: "destination",
    destination: c.destination,
    checkInDate: c.checkInDate,
    checkOutDate: c.checkOutDate,
    rooms: String(c.rooms),
    adults: String(c.adults),
    children: String(c.children),
  });
  if (maxPricePesos) p.set("maxPrice", String(maxPricePesos));
  if (f.minRating) p.set("minRating", String(f.minRating));
  for (const a of f.amenities ?? []) p.append("amenity", a);
  if (f.area) p.set("area", f.area);
  if (f.near) {
    p.set("near", f.near);
    p.set("sort", sort ?? "distance-asc");
  } else if (sort) p.set("sort", sort);
  return `/hotels/results?${p}`;
}

/** A hotel of a search, as the results page links it (the search's session and the hotel's offer). */
export const hotelHref = (hotel: { hotelId: string; productId: string; tokenId: string }, sessionId: string, c: HotelLinkCriteria) => {
  const p = new URLSearchParams({
    checkInDate: c.checkInDate,
    checkOutDate: c.checkOutDate,
    rooms: String(c.rooms),
    adults: String(c.adults),
    children: String(c.children),
    sessionId,
    productId: hotel.productId,
    tokenId: hotel.tokenId,
  });
  return `/hotels/${hotel.hotelId}?${p}`;
};

export const guideHref = (slug: string) => `/travel-circuits/${slug}`;
/** The tide page for a destination, opening on the day asked (`from`) when one was. */
export const tideHref = (slug: string, from?: string) => {
  const p = new URLSearchParams();
  if (slug) p.set("place", slug);
  if (from) p.set("from", from);
  const q = p.toString();
  return q ? `/stay-informed/tide?${q}` : "/stay-informed/tide";
};
export const weatherHref = (slug: string) => (slug ? `/stay-informed/weather?place=${slug}` : "/stay-informed/weather");
export const transportHref = (from: string, to: string) => `/stay-informed/transportation?${new URLSearchParams({ from, to })}`;
/** The trip planner with its start, stops and (when asked) first day, as its own form writes them. */
export const plannerHref = (from: string, stops: string, start?: string) =>
  `/travel-itinerary?${new URLSearchParams({ from, stops, ...(start ? { start } : {}) })}`;
export const SAFETY_HREF = "/stay-informed/safety-security";
export { CONTACT_HREF } from "../../contracts/contact.ts";
export const searchHref = (q: string) => `/search?${new URLSearchParams({ q })}`;
export const manageTripHref = (reference?: string) =>
  reference ? `/flights/manage?ref=${encodeURIComponent(reference)}` : "/flights/manage";
export const flightRequestHref = (reference: string, action: "void" | "refund" | "reissue") =>
  `/flights/bookings/${encodeURIComponent(reference)}/${action}-quote`;
export const hotelCancelHref = (reference: string) => `/hotels/confirmation/${encodeURIComponent(reference)}/cancel`;
export const hotelBookingHref = (reference: string) => `/hotels/confirmation/${encodeURIComponent(reference)}`;
export const flightBookingHref = (reference: string) => `/flights/confirmation/${encodeURIComponent(reference)}`;
