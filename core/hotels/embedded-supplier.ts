/**
 * The embedded hotel supplier: the generated inventory (inventory.ts), seasonal prices (pricing.ts),
 * stateless signed sessions (search-session.ts) and per-night availability in the database
 * (HotelStore). It behaves like a consolidator: results per session, rates for the whole stay and
 * all rooms, "no results" as an answer, bookings that never overbook.
 */
import {
  HOTEL_LIMITS,
  HOTEL_MESSAGES,
  manilaToday,
  type HotelDetails,
  type HotelSearchPage,
  type HotelSearchResult,
  type RoomRate,
} from "../../contracts/hotels.ts";
import { HOTEL_CANCEL_MESSAGES } from "../../contracts/hotel-cancellation.ts";
import { cancellationPolicyText } from "../../contracts/hotel-policy-text.ts";
import { php } from "../../contracts/money.ts";
import { demoCatalog, type HotelCatalog } from "./catalog.ts";
import type { HotelStore } from "./hotel-store.ts";
import { findRoom, type Hotel, type RoomType, registerHotelCatalog } from "./inventory.ts";
import { cancellationPolicy, nightFactor, refundFor, stayNights, stayPrice } from "./pricing.ts";
import { BoundedLists } from "./bounded-lists.ts";
import { matchHotels } from "./match.ts";
import { filterResults, paginate, sortResults } from "./result-list.ts";
import { decodeSession, encodeSession, tokenFor, type SearchSession } from "./search-session.ts";
import { HotelError, type HotelSupplier, type OfferRef, type ResultOptions, type StayRequest } from "./supplier.ts";

function roomsNeeded(stay: StayRequest): number {
  return stay.occupancy.length;
}

/** The largest party in any one room: a room type must hold it. */
function largestParty(stay: StayRequest): number {
  return Math.max(...stay.occupancy.map((o) => o.adult + o.child));
}

function fitsParty(room: RoomType, stay: StayRequest): boolean {
  return room.maxOccupancy >= largestParty(stay);
}

/** Results the memo of priced stays (and that of sorted lists) may hold, and at most how many stays. */
const MEMO_RESULTS = 150_000;
const MEMO_ENTRIES = 5_000;

export type EmbeddedSupplierDeps = {
  store: HotelStore;
  secret: string;
  now?: () => Date;
  /**
   * The hotels to search. Default: the market-size catalog when the store's database holds that
   * dataset (HotelStore.marketCatalog, read once), else the embedded demo inventory.
   */
  catalog?: () => Promise<HotelCatalog | null>;
};

export function createEmbeddedHotelSupplier(deps: EmbeddedSupplierDeps): HotelSupplier {
  const now = deps.now ?? (() => new Date());
  const loadCatalog = deps.catalog ?? (() => deps.store.marketCatalog?.() ?? Promise.resolve(null));
  let catalog: HotelCatalog | undefined;
  let loading: Promise<HotelCatalog> | undefined;

  /** The catalog, loaded on first use (a failed load is tried again on the next call). */
  function catalogReady(): Promise<HotelCatalog> | HotelCatalog {
    if (catalog) return catalog;
    loading ??= loadCatalog().then(
      (market) => {
        catalog = market ?? demoCatalog();
        if (market) registerHotelCatalog(market.byId);
        return catalog;
      },
      (error) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  function session(sessionId: string): SearchSession {
    return decodeSession(deps.secret, sessionId, now().getTime());
  }

  // Start reading the catalog now (a market-size one takes a second or two), not at the first search.
  Promise.resolve()
    .then(catalogReady)
    .catch(() => {});

  // Results depend only on the query and the stay (availability is checked at room rates), so the
  // priced list is memoised per (query, stay); token ids are added per session.
  // Bounded by the results they hold, not by entries (issue 26): a search by code holds one or two, one
  // of Metro Manila in the market dataset 3,333, and a burst of the small ones must not push out the big.
  const memo = new BoundedLists<Omit<HotelSearchResult, "tokenId">>(MEMO_RESULTS, MEMO_ENTRIES);
  const lists = new BoundedLists<HotelSearchResult>(MEMO_RESULTS, MEMO_ENTRIES);

  function resultsFor(s: SearchSession, c: HotelCatalog): Omit<HotelSearchResult, "tokenId">[] {
    const key = JSON.stringify([s.query, s.stay]);
    let priced = memo.get(key);
    if (!priced) {
      priced = priceResults(s, c);
      memo.set(key, priced);
    }
    return priced;
  }

  function priceResults(s: SearchSession, c: HotelCatalog): Omit<HotelSearchResult, "tokenId">[] {
    const out: Omit<HotelSearchResult, "tokenId">[] = [];
    // The stay's nights and their season × weekend factors once per search, not per room (issue 26);
    // with nothing booked this is stayPrice's figure (availability is read at room rates).
    const factors = stayNights(s.stay.checkin, s.stay.checkout).map(nightFactor);
    const party = largestParty(s.stay);
    const rooms = roomsNeeded(s.stay);
    for (const { hotel, distance } of matchHotels(s.query, c)) {
      // Every room of a stay has the same nights, so the lowest base rate is the lowest stay price
      // (base rates are whole tens of pesos: distinct ones never round to the same total): price that
      // room only.
      let room: RoomType | undefined;
      for (const r of hotel.rooms) if (r.maxOccupancy >= party && (!room || r.baseRatePesos < room.baseRatePesos)) room = r;
      if (!room) continue;
      let perRoom = 0;
      for (const f of factors) perRoom += Math.round(room.baseRatePesos * f) * 100;
      const cheapest = {
        total: perRoom * rooms,
        nightly: factors.length ? Math.round(perRoom / factors.length / 100) * 100 : 0,
        refundable: room.freeCancellationDays !== null,
      };
      out.push({
        hotelId: hotel.hotelId,
        productId: hotel.productId,
        hotelName: hotel.hotelName,
        basePrice: php(cheapest.nightly),
        totalPrice: php(cheapest.total),
        starRating: hotel.starRating,
        distance,
        amenities: hotel.amenities,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        propertyType: hotel.propertyType,
        address: hotel.address,
        area: hotel.area.name,
        city: hotel.destination.name,
        // The terms of the rate whose price the result shows (issue 17), not of any other room.
        refundable: cheapest.refundable,
        thumbnail: hotel.photos[0].src,
      });
    }
    return out;
  }

  async function page(s: SearchSession, sessionId: string, options: ResultOptions = {}): Promise<HotelSearchPage> {
    const c = await catalogReady();
    // The filtered, sorted list is kept too: "more results" and the same filters again cost a page,
    // not a sort of every result (thousands at a market-size destination).
    const key = JSON.stringify([s.query, s.stay, options.filters ?? null, options.sort ?? null]);
    let list = lists.get(key);
    if (!list) {
      list = sortResults(filterResults(resultsFor(s, c) as HotelSearchResult[], options.filters), options.sort);
      lists.set(key, list);
    }
    const p = paginate(list, options.page ?? 1, HOTEL_LIMITS.pageSize);
    // Token ids only for the page sent (an HMAC each).
    const searchResults = p.items.map((r) => ({ ...r, tokenId: tokenFor(deps.secret, sessionId, r.hotelId) }));
    return {
      sessionId,
      searchResults,
      currentPage: p.currentPage,
      totalPages: p.totalPages,
      totalCount: p.totalCount,
      hasMoreResults: p.hasMoreResults,
    };
  }

  async function hotelOf(offer: OfferRef): Promise<Hotel> {
    const hotel = (await catalogReady()).byId.get(offer.hotelId.trim().toUpperCase());
    if (!hotel) throw new HotelError("hotel_not_found", HOTEL_MESSAGES.hotelNotFound);
    return hotel;
  }

  async function rates(hotel: Hotel, stay: StayRequest): Promise<RoomRate[]> {
    const nights = stayNights(stay.checkin, stay.checkout);
    const booked = await deps.store.bookedCounts(hotel.hotelId, nights);
    const rooms = roomsNeeded(stay);
    return hotel.rooms.map((room) => {
      const byNight = booked.get(room.roomId) ?? new Map<string, number>();
      const maxBooked = Math.max(0, ...nights.map((n) => byNight.get(n) ?? 0));
      const left = Math.max(0, room.units - maxBooked);
      const price = stayPrice(room, stay.checkin, stay.checkout, rooms, byNight);
      return {
        roomId: room.roomId,
        roomType: room.roomType,
        bedType: room.bedType,
        roomSize: room.roomSize,
        maxOccupancy: room.maxOccupancy,
        board: room.board,
        amenities: room.amenities,
        available: left >= rooms && fitsParty(room, stay),
        availableUnits: left,
        rates: { totalRate: price.total, nightlyRate: price.nightlyAverage, nights: price.nights, rooms },
        cancellationPolicy: cancellationPolicy(room, stay.checkin),
        description: room.description,
        photo: room.photo,
        rateBasisId: `${room.roomId}:${stay.checkin}:${stay.checkout}:${rooms}`,
      };
    });
  }

  return {
    async search(query, stay, options = {}) {
      const s: SearchSession = { query, stay, issuedAt: now().getTime() };
      return page(s, encodeSession(deps.secret, s), options);
    },

    async more(sessionId, pageNumber, options = {}) {
      return page(session(sessionId), sessionId, { ...options, page: pageNumber });
    },

    async filtered(sessionId, options) {
      return page(session(sessionId), sessionId, options);
    },

    async details(offer): Promise<HotelDetails> {
      const h = await hotelOf(offer);
      return {
        hotelId: h.hotelId,
        productId: h.productId,
        hotelName: h.hotelName,
        starRating: h.starRating,
        propertyType: h.propertyType,
        address: h.address,
        area: h.area.name,
        city: h.destination.name,
        province: h.destination.province,
        country: "Philippines",
        latitude: h.latitude,
        longitude: h.longitude,
        description: h.description,
        amenities: h.amenities,
        photos: h.photos,
        checkInTime: h.checkInTime,
        checkOutTime: h.checkOutTime,
        policies: [
          `Check-in from ${h.checkInTime}, check-out until ${h.checkOutTime}.`,
          "A valid government ID is required at check-in.",
          "Children of all ages are welcome; extra beds on request.",
          ...(h.destination.code === "BOR" ? ["Boracay environmental and terminal fees are paid at the Caticlan jetty port."] : []),
          ...(h.destination.code === "ENI" ? ["El Nido's Eco-Tourism Development Fee (₱200) is collected locally."] : []),
        ],
        rooms: h.rooms.map((r) => ({
          roomId: r.roomId,
          roomType: r.roomType,
          bedType: r.bedType,
          roomSize: r.roomSize,
          maxOccupancy: r.maxOccupancy,
          board: r.board,
          amenities: r.amenities,
        })),
      };
    },

    async roomRates(offer) {
      const s = session(offer.sessionId);
      const h = await hotelOf(offer);
      if (offer.tokenId && offer.tokenId !== tokenFor(deps.secret, offer.sessionId, h.hotelId))
        throw new HotelError("session_invalid", HOTEL_MESSAGES.sessionInvalid);
      return {
        hotelId: h.hotelId,
        hotelName: h.hotelName,
        checkInDate: s.stay.checkin,
        checkOutDate: s.stay.checkout,
        sessionId: offer.sessionId,
        roomRates: { perBookingRates: await rates(h, s.stay) },
        fetchedAt: now().toISOString(),
      };
    },

    async validateAvailability(offer) {
      const s = session(offer.sessionId);
      const h = await hotelOf(offer);
      if (!findRoom(h, offer.roomId)) throw new HotelError("room_not_found", HOTEL_MESSAGES.roomNotFound);
      const rate = (await rates(h, s.stay)).find((r) => r.roomId === offer.roomId)!;
      return { available: rate.available, rate, stay: s.stay };
    },

    async book({ reference, paymentId }) {
      const booking = await deps.store.get(reference);
      if (!booking) throw new HotelError("booking_not_found", "There is no such booking.");
      const hotel = (await catalogReady()).byId.get(booking.hotelId);
      const room = hotel && findRoom(hotel, booking.roomId);
      if (!room) throw new HotelError("room_not_found", HOTEL_MESSAGES.roomNotFound);
      const confirmationNumber = `LKB-${booking.hotelId}-${reference.slice(1)}`;
      const result = await deps.store.confirm(reference, { units: room.units, paymentId, confirmationNumber }, now());
      if (!result.ok) {
        if (result.reason === "sold_out") throw new HotelError("room_unavailable", HOTEL_MESSAGES.roomUnavailable);
        throw new HotelError("not_payable", "This booking cannot be confirmed any more.");
      }
      return { confirmationNumber: result.booking.confirmationNumber ?? confirmationNumber };
    },

    async bookingDetails(reference) {
      const b = await deps.store.get(reference);
      if (!b) return null;
      const hotel = (await catalogReady()).byId.get(b.hotelId);
      const room = hotel && findRoom(hotel, b.roomId);
      return {
        reference: b.reference,
        status: b.status,
        hotelId: b.hotelId,
        hotelName: hotel?.hotelName ?? b.hotelId,
        roomId: b.roomId,
        roomType: room?.roomType ?? b.roomId,
        checkInDate: b.checkIn,
        checkOutDate: b.checkOut,
        nights: stayNights(b.checkIn, b.checkOut).length,
        rooms: b.rooms,
        adults: b.occupancy.reduce((s, o) => s + o.adult, 0),
        children: b.occupancy.reduce((s, o) => s + o.child, 0),
        guest: { firstName: b.guest.firstName, lastName: b.guest.lastName, email: b.guest.email, phone: b.guest.phone },
        total: b.total,
        // Worded from its fields, so a booking stored with an older sentence reads as new ones do.
        cancellationPolicy: { ...b.policy, description: cancellationPolicyText(b.policy) },
        confirmationNumber: b.confirmationNumber,
        paymentId: b.paymentId,
        refunded: b.status === "cancelled" ? php(b.refunded) : null,
        createdAt: b.createdAt.toISOString(),
        cancelledAt: b.cancelledAt?.toISOString() ?? null,
      };
    },

    async cancel(reference, expected) {
      const b = await deps.store.get(reference);
      if (!b) throw new HotelError("booking_not_found", "There is no such booking.");
      if (b.status !== "confirmed") throw new HotelError("not_cancellable", HOTEL_CANCEL_MESSAGES.notCancellable);
      const refund = refundFor(b.policy, b.total, manilaToday(now()), b.checkIn);
      if (expected && (expected.refund.amount !== refund.amount || expected.refund.currency !== refund.currency))
        throw new HotelError("quote_changed", HOTEL_CANCEL_MESSAGES.quoteChanged);
      const cancelled = await deps.store.cancel(reference, refund.amount, now());
      if (!cancelled) throw new HotelError("not_cancellable", HOTEL_CANCEL_MESSAGES.notCancellable);
      return { cancelReference: `CX-${reference}`, refund, policy: b.policy };
    },
  };
}
