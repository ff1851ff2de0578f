/**
 * The browser's calls to the hotel API (spec §7), each reading errors in the §8 order and falling
 * back to the §8 text. Search, more and filtered dispatch on the search type, with the §5
 * "Invalid search type…" messages for anything else.
 */
import {
  HOTEL_FALLBACKS,
  HOTEL_MESSAGES,
  type HotelSearchCriteria,
  type HotelSearchFilters,
  type HotelSearchPage,
  type HotelSort,
  type RoomRatesReply,
  toSearchPayload,
} from "../../../contracts/hotels.ts";
import { hotelReplyError } from "../../../contracts/hotels-errors.ts";

const BASE = "/api/booking/hotel";

export class HotelApiError extends Error {}

type Fetch = typeof fetch;

async function call<T>(fetcher: Fetch, path: string, fallback: string, init?: { body?: unknown; signal?: AbortSignal }): Promise<T> {
  let res: Response;
  try {
    res = await fetcher(`${BASE}${path}`, {
      method: init?.body === undefined ? "GET" : "POST",
      headers: init?.body === undefined ? undefined : { "content-type": "application/json" },
      body: init?.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init?.signal,
    });
  } catch (error) {
    if ((error as { name?: string }).name === "AbortError") throw error;
    throw new HotelApiError(fallback);
  }
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    throw new HotelApiError(fallback);
  }
  const message = hotelReplyError(res.ok, body, fallback);
  if (message && !(res.ok && message === HOTEL_MESSAGES.noResults)) throw new HotelApiError(message);
  return (body as { data: T }).data;
}

const SEARCH_PATHS = { destination: "/hotel-search", code: "/hotel-search-by-code", location: "/hotel-search-by-location" } as const;
const SEARCH_FALLBACKS = {
  destination: HOTEL_FALLBACKS.search,
  code: HOTEL_FALLBACKS.searchByCode,
  location: HOTEL_FALLBACKS.searchByLocation,
} as const;
const MORE_PATHS = { destination: "/search/more", code: "/search/code/more", location: "/search/geo/more" } as const;
const FILTER_PATHS = { destination: "/search/filtered", code: "/search/code/filtered", location: "/search/geo/filtered" } as const;

function kindOf<T extends Record<string, string>>(table: T, criteria: HotelSearchCriteria, message: string): keyof T {
  if (!Object.hasOwn(table, criteria.searchType)) throw new HotelApiError(message);
  return criteria.searchType as keyof T;
}

export function searchHotels(criteria: HotelSearchCriteria, fetcher: Fetch = fetch): Promise<HotelSearchPage> {
  const kind = kindOf(SEARCH_PATHS, criteria, HOTEL_MESSAGES.invalidSearchType);
  return call(fetcher, SEARCH_PATHS[kind], SEARCH_FALLBACKS[kind], { body: toSearchPayload(criteria) });
}

export function moreHotels(
  criteria: HotelSearchCriteria,
  page: number,
  sessionId: string,
  fetcher: Fetch = fetch,
): Promise<HotelSearchPage> {
  const kind = kindOf(MORE_PATHS, criteria, HOTEL_MESSAGES.invalidSearchTypePagination);
  return call(fetcher, MORE_PATHS[kind], HOTEL_FALLBACKS.more, { body: { ...toSearchPayload(criteria), page, sessionId } });
}

export function filteredHotels(
  criteria: HotelSearchCriteria,
  filters: HotelSearchFilters,
  sort: HotelSort,
  sessionId: string,
  fetcher: Fetch = fetch,
): Promise<HotelSearchPage> {
  const kind = kindOf(FILTER_PATHS, criteria, HOTEL_MESSAGES.invalidSearchTypeFiltering);
  return call(fetcher, FILTER_PATHS[kind], HOTEL_FALLBACKS.filtered, {
    body: { searchCriteria: toSearchPayload(criteria), filters, sort, sessionId, page: 1 },
  });
}

export type LocationSuggestion = { label: string; city: string; country: string; type: string; region: string; hotelCount: number };
export type CodeSuggestion = { hotelCode: string; hotelName: string; city: string; starRating: number };

export function suggestLocations(q: string, signal?: AbortSignal, fetcher: Fetch = fetch): Promise<LocationSuggestion[]> {
  return call(fetcher, `/locations/suggest?q=${encodeURIComponent(q)}`, HOTEL_FALLBACKS.locationSuggestions, { signal });
}

export function suggestCodes(q: string, signal?: AbortSignal, fetcher: Fetch = fetch): Promise<CodeSuggestion[]> {
  return call(fetcher, `/codes/suggest?q=${encodeURIComponent(q)}`, HOTEL_FALLBACKS.codeSuggestions, { signal });
}

export function fetchRoomRates(
  offer: { hotelId: string; productId?: string; tokenId?: string; sessionId: string },
  fetcher: Fetch = fetch,
): Promise<RoomRatesReply> {
  return call(fetcher, "/room-rates", HOTEL_FALLBACKS.roomRates, { body: offer });
}
