/**
 * The hotel pages' server code (issue 18): loaders and actions call these, which call the hotels
 * application service (core/application/hotels.ts) — route modules do not import core. Also the stay
 * that travels in the URL, sessions refreshed when they expired, and the booker check every booking
 * loader and action makes.
 */
import { data, type RouterContextProvider } from "react-router";
import { fail, ok, type Outcome } from "../../contracts/application.ts";
import type { HeldStay } from "../../contracts/hotel-duplicates.ts";
import type { GuestDetails } from "../../contracts/hotels.ts";
import { type HotelCaller, NO_SUCH_BOOKING } from "../../core/application/hotel-access.ts";
import type { HotelPaymentStep } from "../../core/application/hotels.ts";
import { anonymousCaller, pageCaller } from "./caller.server.ts";
import { invoke } from "../../core/application/use-case.ts";
import { pageStatus, valueOrThrow } from "./outcome.server.ts";
import {
  criteriaToRequest,
  HOTEL_REFERENCE,
  HOTEL_ROOM_RATES_EXPIRY_MS,
  type HotelBookingView,
  type HotelSearchCriteria,
  type HotelSearchFilters,
  type HotelSearchPage,
  type HotelSort,
  manilaToday,
  type StayRequest,
} from "../../contracts/hotels.ts";
import { hotelSearchCriteriaSchema } from "../../contracts/hotel-schemas.ts";
import type { FieldErrors } from "../../contracts/forms.ts";
import { coastBoxesAround } from "../../core/hotels/coast.ts";
import { areasNamed, pointNamed } from "../../core/hotels/area-points.ts";
import { findPlace } from "../../core/hotels/destinations.ts";
import { project } from "../components/map/projection.ts";
import { grantTripAccess, readTripAccess } from "../../server/trip-access.ts";
import { services } from "./session.server.ts";
import { criteriaFromParams } from "../features/hotels/search-url.ts";
import { hotelSearchFromBody } from "../../contracts/hotel-inputs.ts";

type Ctx = Readonly<RouterContextProvider>;

export function hotelToday(context: Ctx): string {
  return manilaToday(services(context).apps.hotelTrips.now());
}

/** The stay of searchCriteria (dates, guests spread over rooms, PHP), as every hotel page sends it. */
export function stayOf(c: Pick<HotelSearchCriteria, "checkInDate" | "checkOutDate" | "rooms" | "adults" | "children">): StayRequest {
  return criteriaToRequest({ ...c, searchType: "code", destination: "", hotelCode: "", latitude: "", longitude: "" }).stay;
}

export type PlaceFilters = {
  filters: HotelSearchFilters;
  /** The area and point applied, by the names the page shows. */
  area?: string;
  near?: string;
  /** Names from the URL the destination does not have (not applied). */
  unknown: string[];
};

/**
 * The area and near filters of a destination search checked against the destination's areas and points
 * (core/hotels/area-points.ts): a name it does not have is dropped and reported, never an error.
 */
export function placeFilters(criteria: { searchType: string; destination: string }, filters: HotelSearchFilters): PlaceFilters {
  const { area, near, ...rest } = filters;
  if (!area && !near) return { filters, unknown: [] };
  const d = criteria.searchType === "destination" ? findPlace(criteria.destination.split(",")[0])?.destination : undefined;
  const unknown: string[] = [];
  const areaOk = area && d && areasNamed(d, area).length ? area : undefined;
  if (area && !areaOk) unknown.push(area);
  const point = near && d ? pointNamed(d, near) : null;
  if (near && !point) unknown.push(near);
  return {
    filters: { ...rest, ...(areaOk ? { area: areaOk } : {}), ...(point ? { near: point.name } : {}) },
    ...(areaOk ? { area: areaOk } : {}),
    ...(point ? { near: point.name } : {}),
    unknown,
  };
}

/**
 * The results page's search from its address (issue 25, `hotels.results`): the address's criteria as the
 * typed search (counts made numbers, the form's empty fields as empty), the use case's one parse and
 * rules; the criteria as checked and the search's outcome (pages 1..`pages` appended, "more results"
 * without JavaScript), or the form's field errors.
 */
export async function resultsSearch(
  context: Ctx,
  raw: Record<string, string>,
  options: { pages: number; filters: HotelSearchFilters; sort: HotelSort },
): Promise<{ ok: true; criteria: HotelSearchCriteria; found: Outcome<HotelSearchPage> } | { ok: false; errors: FieldErrors }> {
  const criteria = hotelSearchFromBody({ searchType: "destination", destination: "", checkInDate: "", checkOutDate: "", ...raw });
  const input = { ...criteria, pages: options.pages, filters: options.filters, sort: options.sort };
  const outcome = await invoke(services(context).apps.hotels.results, input, { userId: null, clientIp: "" });
  if (!outcome.ok) return { ok: false, errors: outcome.error.fields ?? { form: [outcome.error.message] } };
  if (!outcome.value.criteria) throw new Error("the results page's criteria are the search state");
  return { ok: true, criteria: outcome.value.criteria, found: outcome.value.found };
}

/**
 * A hotel and, when the URL holds a usable stay, its session and every room's rate: the one loader of
 * the details and the room pages. An unknown hotel is a 404.
 */
export async function loadHotelWithRates(context: Ctx, request: Request, hotelId: string) {
  const { apps } = services(context);
  const found = await invoke(apps.hotels.details, { hotelId }, { userId: null, clientIp: "" });
  if (!found.ok) throw data(null, { status: pageStatus("not_found") });
  const hotel = found.value;
  const session = await sessionForHotel(context, new URL(request.url).searchParams, hotel.hotelId);
  if (!session) return { hotel, session: null, rates: null, staleOnServer: false };
  const rates = await invoke(apps.hotels.rates, { hotelId: hotel.hotelId, sessionId: session.sessionId }, { userId: null, clientIp: "" });
  const staleOnServer = apps.hotelTrips.now().getTime() - session.issuedAt > HOTEL_ROOM_RATES_EXPIRY_MS;
  return { hotel, session, rates: valueOrThrow(rates).roomRates.perBookingRates, staleOnServer };
}

export { filterRooms, sortRooms } from "../../core/hotels/result-list.ts";

/** A stretch of detailed coast for the results map: its box and its land, in the basemap's units. */
export type CoastDetail = { box: { x: number; y: number; width: number; height: number }; path: string };

/** Degrees around the hotels within which the map may show coast (more than its closest view, 0.3°). */
const COAST_MARGIN_DEG = 0.3;

/**
 * The detailed coast (core/hotels/coast.ts, OpenStreetMap at 250 m) around these hotels, projected as
 * the offline map draws it: the country outline leaves out small islands such as Boracay.
 */
export function coastNear(points: readonly { latitude: number; longitude: number }[]): CoastDetail[] {
  if (!points.length) return [];
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  const bounds = {
    south: Math.min(...lats) - COAST_MARGIN_DEG,
    north: Math.max(...lats) + COAST_MARGIN_DEG,
    west: Math.min(...lngs) - COAST_MARGIN_DEG,
    east: Math.max(...lngs) + COAST_MARGIN_DEG,
  };
  return coastBoxesAround(bounds).map((b) => {
    const nw = project({ lat: b.north, lng: b.west });
    const se = project({ lat: b.south, lng: b.east });
    let path = "";
    for (const ring of b.rings) {
      for (let i = 0; i < ring.length; i += 2) {
        const p = project({ lat: ring[i + 1], lng: ring[i] });
        path += `${i === 0 ? "M" : "L"}${p.x.toFixed(2)} ${p.y.toFixed(2)}`;
      }
      path += "Z";
    }
    return { box: { x: nw.x, y: nw.y, width: se.x - nw.x, height: se.y - nw.y }, path };
  });
}
export { hotelVoucherFileName } from "../../core/documents/hotel-voucher-pdf.ts";

/**
 * The stay in a details / room / checkout URL: its session when still valid, else a new one for this
 * hotel (expired sessions refresh themselves). Null when the URL has no usable stay.
 */
export async function sessionForHotel(
  context: Ctx,
  params: URLSearchParams,
  hotelId: string,
): Promise<{ sessionId: string; criteria: HotelSearchCriteria; issuedAt: number } | null> {
  const raw = { ...criteriaFromParams(params), searchType: "code", hotelCode: hotelId };
  const parsed = hotelSearchCriteriaSchema(() => hotelToday(context)).safeParse(raw);
  if (!parsed.success) return null;
  // hotels.staySession: the address's session while still valid, else a new one for this hotel.
  const input = { hotelId, sessionId: params.get("sessionId"), refresh: params.get("refresh") === "1", stay: stayOf(parsed.data) };
  const session = valueOrThrow(await invoke(services(context).apps.hotelTrips.staySession, input, anonymousCaller(context)));
  return { ...session, criteria: parsed.data };
}

export async function tripOptions(context: Ctx) {
  const env = services(context).host.env;
  return { secret: env.authSecret, publicDeployment: env.publicDeployment };
}

/** May this request see / pay / cancel the booking as it is (its signed-in owner, or the trip-access cookie)? */
export async function mayAccessBooking(context: Ctx, request: Request, reference: string): Promise<boolean> {
  return services(context).apps.hotelTrips.mayOpen(reference, await hotelCaller(context, request));
}

/** A booking found by its reference and the lead guest's last name (hotels.lookUp: wrong names limited per reference). */
export async function lookUpHotelBooking(context: Ctx, request: Request, reference: string, lastName: string) {
  return invoke(services(context).apps.hotelTrips.lookUp, { reference, lastName }, await hotelCaller(context, request));
}

/** The trip page of a booking this request may open (hotels.trip); a 404 when it is gone. */
export async function hotelTrip(context: Ctx, request: Request, reference: string) {
  const found = await invoke(services(context).apps.hotelTrips.trip, { reference }, await hotelCaller(context, request));
  if (!found.ok && found.error.code === "not_found") throw data(null, { status: pageStatus("not_found") });
  return valueOrThrow(found);
}

/** The PDF voucher of a confirmed booking this request may open (hotels.voucher); a 404 otherwise. */
export async function hotelVoucher(context: Ctx, request: Request, reference: string): Promise<Uint8Array> {
  const found = await invoke(services(context).apps.hotelTrips.voucher, { reference }, await hotelCaller(context, request));
  if (!found.ok && found.error.code === "not_found") throw data(null, { status: pageStatus("not_found") });
  return valueOrThrow(found).pdf;
}

/**
 * The booking as this request may see it: in full for its signed-in owner, the lead guest's e-mail
 * and phone masked for a browser that booked as a guest or found it by reference + last name.
 */
export async function visibleHotelBooking(context: Ctx, request: Request, booking: HotelBookingView): Promise<HotelBookingView> {
  return services(context).apps.hotelTrips.visible(booking, await hotelCaller(context, request));
}

/** A Set-Cookie value letting this browser open the booking again (server/trip-access.ts). */
export async function grantBookingAccess(context: Ctx, request: Request, reference: string): Promise<string> {
  return grantTripAccess(await tripOptions(context), request.headers.get("cookie"), reference);
}

/** Who calls a hotel booking step from a page: the signed-in account and the trips this browser holds. */
export async function hotelCaller(context: Ctx, request: Request): Promise<HotelCaller> {
  const tripReferences = readTripAccess(await tripOptions(context), request.headers.get("cookie"));
  return { ...(await pageCaller(context, request)), tripReferences };
}

/** The checkout page's offer: the hotel, and whether the room is still available at what rate. */
export async function checkoutOffer(context: Ctx, offer: { hotelId: string; roomId: string; sessionId: string }) {
  const app = services(context).apps.hotels;
  const caller = anonymousCaller(context);
  const [details, check] = await Promise.all([
    invoke(app.details, { hotelId: offer.hotelId }, caller),
    invoke(app.availability, offer, caller),
  ]);
  if (!details.ok) return details;
  return check.ok ? ok({ details: details.value, check: check.value }) : check;
}

/**
 * The checkout form's two steps: the booking for the lead guest (`hotels.book`; this browser may then
 * open it: `setCookie`), unless the form names one made on an earlier try, then paying it (`hotels.pay`).
 */
export async function bookAndPay(
  context: Ctx,
  request: Request,
  form: {
    reference: string | null;
    offer: { sessionId: string; hotelId: string; roomId: string };
    guest: GuestDetails;
    payment: Record<string, string>;
  },
): Promise<{ reference: string | null; setCookie: string | null; outcome: Outcome<HotelPaymentStep> }> {
  const app = services(context).apps.hotels;
  const caller = await hotelCaller(context, request);
  let reference = form.reference;
  let setCookie: string | null = null;
  if (reference && !HOTEL_REFERENCE.test(reference))
    return { reference: null, setCookie, outcome: fail("not_found", NO_SUCH_BOOKING, { reason: "booking.not_found" }) };
  if (!reference) {
    const booked = await invoke(app.book, { ...form.offer, guest: form.guest }, caller);
    if (!booked.ok) return { reference: null, setCookie, outcome: booked };
    reference = booked.value.reference;
    setCookie = await grantBookingAccess(context, request, reference);
  }
  // The booking made just now is this browser's, though its cookie comes back with this answer.
  const payer = { ...caller, tripReferences: [...(caller.tripReferences ?? []), reference] };
  const outcome = await invoke(app.pay, { ...form.payment, reference }, payer);
  return { reference, setCookie, outcome };
}

/**
 * The stays this traveller already holds at the hotel on overlapping nights (`hotels.heldStays`): for a
 * booking not yet paid that this browser holds (or this request just made: `madeNow`), or for a hotel
 * and dates. None when refused.
 */
export async function heldStaysFor(
  context: Ctx,
  request: Request,
  input: { reference: string } | { hotelId: string; checkInDate: string; checkOutDate: string },
  options: { madeNow?: boolean } = {},
): Promise<HeldStay[]> {
  const caller = await hotelCaller(context, request);
  // A booking this request just made is this browser's, though its cookie comes back with this answer.
  const held = "reference" in input && options.madeNow ? [...(caller.tripReferences ?? []), input.reference] : caller.tripReferences;
  const holder: HotelCaller = { ...caller, tripReferences: held };
  const found = await invoke(services(context).apps.hotels.heldStays, input, holder);
  return found.ok ? found.value : [];
}

/** Back from the gateway: how the payment ended (`hotels.completePayment`). */
export async function completeHotelPayment(context: Ctx, request: Request, reference: string, paymentId: string) {
  return invoke(services(context).apps.hotels.completePayment, { reference, payment_id: paymentId }, await hotelCaller(context, request));
}
