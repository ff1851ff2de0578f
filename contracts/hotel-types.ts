/**
 * The hotel shapes both sides share (re-exported by contracts/hotels.ts): the search state of spec §3,
 * the §7 payloads with their exact field names, the reply shapes of design/routes.md ("Hotel search"),
 * the sort and filter keys and the booking view.
 */
import type { Money } from "./money.ts";

export const HOTEL_SEARCH_TYPES = ["destination", "code", "location"] as const;
export type HotelSearchType = (typeof HOTEL_SEARCH_TYPES)[number];

export const PROPERTY_TYPES = ["hotel", "resort", "apartment", "boutique", "hostel"] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const HOTEL_AMENITIES = [
  "Free Wi-Fi",
  "Swimming pool",
  "Beachfront",
  "Breakfast included",
  "Airport shuttle",
  "Parking",
  "Spa",
  "Fitness centre",
  "Restaurant",
  "Bar",
  "Air conditioning",
  "Family rooms",
  "Pet friendly",
  "24-hour front desk",
  "Dive centre",
  "Mountain view",
] as const;

export const BED_TYPES = ["King", "Queen", "Twin", "Double", "Bunk"] as const;
export const BOARD_TYPES = ["Room only", "Breakfast included", "Half board"] as const;

export const RESULT_SORT_KEYS = ["price", "rating", "distance", "name"] as const;
export type ResultSortKey = (typeof RESULT_SORT_KEYS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const ROOM_SORT_KEYS = ["price", "roomType", "size"] as const;
export type RoomSortKey = (typeof ROOM_SORT_KEYS)[number];

// ---------------------------------------------------------------------------------------------
// §3 state

/** The dates (Manila, YYYY-MM-DD) and the guests of a stay, as a search and a booking name them. */
export type StayDatesAndGuests = { checkInDate: string; checkOutDate: string; rooms: number; adults: number; children: number };

/** Spec §3 searchCriteria (the search form, the results URL and the session storage). */
export type HotelSearchCriteria = StayDatesAndGuests & {
  searchType: HotelSearchType;
  destination: string;
  hotelCode: string;
  latitude: string;
  longitude: string;
};

/** One room's guests on the wire (§7 occupancy). */
export type Occupancy = { room_no: number; adult: number; child: number; child_age: number[] };

/** The stay of a search: dates, guests per room, currency (the §7 payload's names). */
export type StayRequest = { checkin: string; checkout: string; occupancy: Occupancy[]; requiredCurrency: string };

/** What a search looks for: hotels in a city, hotels by code, or hotels near a point. */
export type HotelQuery =
  | { kind: "city"; city: string; country: string }
  | { kind: "codes"; codes: string[] }
  | { kind: "geo"; latitude: number; longitude: number; radiusKm: number };

/**
 * A search as the supplier takes it, whichever shape it arrived in (the page's §3 searchCriteria or
 * the API's §7 payload): built once, by `criteriaToRequest` or the API's schema (hotel-schemas.ts).
 */
export type HotelSearchRequest = { query: HotelQuery; stay: StayRequest };

export type HotelSearchResult = {
  hotelId: string;
  productId: string;
  tokenId: string;
  hotelName: string;
  /** The cheapest nightly rate per room for the stay. */
  basePrice: Money;
  /** The cheapest room for the whole stay and all rooms. */
  totalPrice: Money;
  starRating: number;
  /** Kilometres from the destination's centre, the searched point, or 0 for a code search. */
  distance: number;
  amenities: string[];
  latitude: number;
  longitude: number;
  propertyType: PropertyType;
  address: string;
  area: string;
  city: string;
  /** Whether the rate of `basePrice` / `totalPrice` (the cheapest room) can be cancelled for free. */
  refundable: boolean;
  /** A project-drawn picture under /hotels/photos/. */
  thumbnail: string;
};

export type HotelSearchPage = {
  sessionId: string;
  searchResults: HotelSearchResult[];
  currentPage: number;
  totalPages: number;
  totalCount: number;
  hasMoreResults: boolean;
};

export type CancellationPolicy = {
  cancellable: boolean;
  /** Last day (Manila, YYYY-MM-DD) to cancel for free; null when non-refundable. */
  freeCancellationUntil: string | null;
  /** Share of the total kept when cancelled after the free period (100 for non-refundable). */
  penaltyPercent: number;
  description: string;
};

/** A room type as the hotel page, its rates and the inventory describe it. */
export type RoomDescription = {
  roomId: string;
  roomType: string;
  bedType: string;
  /** Square metres. */
  roomSize: number;
  maxOccupancy: number;
  board: string;
  amenities: string[];
};

export type RoomRate = RoomDescription & {
  available: boolean;
  /** Units left for every night of the stay. */
  availableUnits: number;
  rates: { totalRate: Money; nightlyRate: Money; nights: number; rooms: number };
  cancellationPolicy: CancellationPolicy;
  description: string;
  photo: string;
  /** What booking consumes (suppliers call it a rate basis id). */
  rateBasisId: string;
};

export type HotelDetails = {
  hotelId: string;
  productId: string;
  hotelName: string;
  starRating: number;
  propertyType: PropertyType;
  address: string;
  area: string;
  city: string;
  province: string;
  country: string;
  latitude: number;
  longitude: number;
  description: string;
  amenities: string[];
  photos: { src: string; alt: string }[];
  checkInTime: string;
  checkOutTime: string;
  policies: string[];
  rooms: RoomDescription[];
};

export type RoomRatesReply = {
  hotelId: string;
  hotelName: string;
  checkInDate: string;
  checkOutDate: string;
  sessionId: string;
  roomRates: { perBookingRates: RoomRate[] };
  fetchedAt: string;
};

export type HotelSearchFilters = {
  minPrice?: number;
  maxPrice?: number;
  minRating?: number;
  amenities?: string[];
  /** An area of the destination by a name travellers give it ("BGC", "Station 2", "Panglao"). */
  area?: string;
  /** A point to stay near ("airport", "port", "Cloud 9"): distances are measured from it. */
  near?: string;
};
export type HotelSort = { by: ResultSortKey; order: SortOrder };

export type RoomFilters = {
  minPrice?: number;
  maxPrice?: number;
  roomType?: string;
  bedType?: string;
  amenities?: string[];
  cancellable?: boolean;
};
export type RoomSort = { by: RoomSortKey; order: SortOrder };

export const HOTEL_BOOKING_STATUSES = ["pending_payment", "confirmed", "cancelled", "failed"] as const;
export type HotelBookingStatus = (typeof HOTEL_BOOKING_STATUSES)[number];

export type HotelBookingView = StayDatesAndGuests & {
  reference: string;
  status: HotelBookingStatus;
  hotelId: string;
  hotelName: string;
  roomId: string;
  roomType: string;
  nights: number;
  guest: { firstName: string; lastName: string; email: string; phone: string };
  total: Money;
  cancellationPolicy: CancellationPolicy;
  confirmationNumber: string | null;
  paymentId: string | null;
  refunded: Money | null;
  createdAt: string;
  cancelledAt: string | null;
};
