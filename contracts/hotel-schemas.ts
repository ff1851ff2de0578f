/**
 * The zod schemas of the hotel contracts, for the server: the §7 API payloads with their exact field
 * names, pages, filters and sorts, the guest details of a booking, and the search form's check
 * (contracts/hotels.ts checkHotelSearchCriteria) as a schema. Kept apart from contracts/hotels.ts so
 * that pages importing hotel constants and types do not ship zod to the browser.
 */
import {
  checkStay,
  checkHotelSearchCriteria,
  criteriaToRequest,
  DEFAULT_HOTEL_COUNTRY,
  GUEST_MESSAGES,
  type GuestDetails,
  HOTEL_CURRENCY,
  HOTEL_LIMITS,
  HOTEL_MESSAGES,
  type HotelSearchCriteria,
  type HotelSearchRequest,
  type HotelSearchType,
  manilaToday,
  RESULT_SORT_KEYS,
  SORT_ORDERS,
} from "./hotels.ts";
import { hasForbiddenCharacters } from "./text.ts";
import { z } from "./zod.ts";

/** The search form's check (§5 messages) as a zod schema of string fields. */
export function hotelSearchCriteriaSchema(today: () => string = () => manilaToday()): z.ZodType<HotelSearchCriteria, unknown> {
  return z.unknown().transform((values, ctx) => {
    const checked = checkHotelSearchCriteria(values && typeof values === "object" ? (values as Record<string, unknown>) : {}, today());
    if (checked.ok) return checked.data;
    for (const [path, messages] of Object.entries(checked.errors))
      for (const message of messages) ctx.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  });
}

// ---------------------------------------------------------------------------------------------
// §7 payloads (exact field names)

const date = (required: string) => z.string({ error: required }).trim().min(1, required);

export const occupancySchema = z
  .array(
    z
      .object(
        {
          room_no: z.number({ error: "room_no must be a number." }).int().min(1).max(HOTEL_LIMITS.maxRooms),
          adult: z
            .number({ error: HOTEL_MESSAGES.adultsPerRoom })
            .int(HOTEL_MESSAGES.adultsPerRoom)
            .min(1, HOTEL_MESSAGES.adultsPerRoom)
            .max(HOTEL_LIMITS.maxAdultsPerRoom, HOTEL_MESSAGES.tooManyAdults),
          child: z
            .number({ error: HOTEL_MESSAGES.tooManyChildren })
            .int(HOTEL_MESSAGES.tooManyChildren)
            .min(0, HOTEL_MESSAGES.tooManyChildren)
            .max(HOTEL_LIMITS.maxChildrenPerRoom, HOTEL_MESSAGES.tooManyChildren),
          child_age: z
            .array(
              z
                .number({ error: HOTEL_MESSAGES.childAgeRange })
                .int(HOTEL_MESSAGES.childAgeRange)
                .min(0, HOTEL_MESSAGES.childAgeRange)
                .max(HOTEL_LIMITS.maxChildAge, HOTEL_MESSAGES.childAgeRange),
              {
                error: HOTEL_MESSAGES.childAgesMissing,
              },
            )
            .optional(),
        },
        { error: "Give each room as { room_no, adult, child, child_age }." },
      )
      .superRefine((room, ctx) => {
        const ages = room.child_age;
        if (room.child > 0 && (!ages || ages.length !== room.child))
          ctx.addIssue({ code: "custom", path: ["child_age"], message: HOTEL_MESSAGES.childAgesMissing });
      })
      .transform((room) => ({ ...room, child_age: room.child > 0 ? room.child_age! : [0] })),
    { error: HOTEL_MESSAGES.roomsRange },
  )
  .min(1, HOTEL_MESSAGES.roomsRange)
  .max(HOTEL_LIMITS.maxRooms, HOTEL_MESSAGES.roomsRange);

const stayFields = {
  checkin: date(HOTEL_MESSAGES.checkInRequired),
  checkout: date(HOTEL_MESSAGES.checkOutRequired),
  occupancy: occupancySchema,
  requiredCurrency: z.literal(HOTEL_CURRENCY, { error: HOTEL_MESSAGES.currency }).optional().default(HOTEL_CURRENCY),
  /** An earlier reply's session; more / filtered results stay on it. */
  sessionId: z.string().max(2000).optional(),
};

function stayRefinement(today: () => string) {
  return (v: { checkin: string; checkout: string }, ctx: z.RefinementCtx) =>
    checkStay(
      { checkInDate: v.checkin, checkOutDate: v.checkout },
      (path, message) => ctx.addIssue({ code: "custom", path: [path], message }),
      today(),
      ["checkin", "checkout"],
    );
}

const cityName = z.string({ error: HOTEL_MESSAGES.destinationRequired }).trim().min(1, HOTEL_MESSAGES.destinationRequired).max(120);
const countryName = z
  .string()
  .trim()
  .max(80)
  .optional()
  .transform((v) => v || DEFAULT_HOTEL_COUNTRY);
export const hotelCodesSchema = z
  .array(z.string().trim().min(1, HOTEL_MESSAGES.hotelCodeRequired).max(40), { error: HOTEL_MESSAGES.hotelCodeRequired })
  .min(1, HOTEL_MESSAGES.hotelCodeRequired)
  .max(HOTEL_LIMITS.maxHotelCodes, HOTEL_MESSAGES.tooManyCodes);
const latitude = z.coerce
  .number({ error: HOTEL_MESSAGES.latitudeRequired })
  .min(-90, HOTEL_MESSAGES.latitudeRange)
  .max(90, HOTEL_MESSAGES.latitudeRange);
const longitude = z.coerce
  .number({ error: HOTEL_MESSAGES.longitudeRequired })
  .min(-180, HOTEL_MESSAGES.longitudeRange)
  .max(180, HOTEL_MESSAGES.longitudeRange);
/** Empty counts as missing (the "… is required" message), not as 0. */
const required = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" || v === null || v === undefined ? NaN : v), schema);

export function destinationSearchSchema(today: () => string = () => manilaToday()) {
  return z.object({ ...stayFields, city_name: cityName, country_name: countryName }).superRefine(stayRefinement(today));
}
export function codeSearchSchema(today: () => string = () => manilaToday()) {
  return z.object({ ...stayFields, hotelCodes: hotelCodesSchema }).superRefine(stayRefinement(today));
}
export function locationSearchSchema(today: () => string = () => manilaToday()) {
  return z
    .object({
      ...stayFields,
      latitude: required(latitude),
      longitude: required(longitude),
      radius: z.number().min(1, HOTEL_MESSAGES.radiusRange).max(HOTEL_LIMITS.maxRadiusKm, HOTEL_MESSAGES.radiusRange).optional(),
    })
    .superRefine(stayRefinement(today));
}

export type DestinationSearchPayload = z.output<ReturnType<typeof destinationSearchSchema>>;
export type CodeSearchPayload = z.output<ReturnType<typeof codeSearchSchema>>;
export type LocationSearchPayload = z.output<ReturnType<typeof locationSearchSchema>>;
export type HotelSearchPayload =
  | ({ searchType: "destination" } & DestinationSearchPayload)
  | ({ searchType: "code" } & CodeSearchPayload)
  | ({ searchType: "location" } & LocationSearchPayload);

/** Fields only the §3 searchCriteria has (the §7 payload says checkin, city_name, hotelCodes, …). */
export const STATE_FIELDS = ["checkInDate", "checkOutDate", "destination", "hotelCode", "adults", "rooms", "children"] as const;

export type ParsedSearchRequest = HotelSearchRequest & { sessionId?: string };

/**
 * A search's criteria, parsed to their types (contracts/hotel-inputs.ts HotelSearchInput): either
 * shape's fields. What the rules need of them.
 */
export type HotelCriteriaValues = {
  destination?: string;
  checkInDate?: string;
  checkOutDate?: string;
  rooms?: number;
  adults?: number;
  children?: number;
  hotelCode?: string;
  checkin?: string;
  checkout?: string;
  occupancy?: HotelSearchRequest["stay"]["occupancy"];
  requiredCurrency?: typeof HOTEL_CURRENCY;
  city_name?: string;
  country_name?: string;
  hotelCodes?: string[];
  latitude?: number | string;
  longitude?: number | string;
  radius?: number;
};

/**
 * The rules of a search's criteria, on their parsed fields, against `today` (the hotels' clock):
 * either the §7 payload (`checkin`, `checkout`, `city_name` / `hotelCodes` / `latitude`, `occupancy`,
 * …) or the §3 searchCriteria a client keeps as its search state (`destination`, `checkInDate`,
 * `checkOutDate`, `rooms`, `adults`, `children`, `hotelCode`, `latitude`, `longitude`), the state
 * named by any of its own fields; each with its messages, on the fields the client sent, normalised
 * to one HotelSearchRequest (the state through `criteriaToRequest`, as the pages build it), with the
 * state as checked (`criteria`, for the results page to show; null for the §7 payload). `kind` is the
 * search's type.
 */
export function checkHotelSearch(
  v: HotelCriteriaValues,
  kind: HotelSearchType,
  today: string,
): { ok: true; data: HotelSearchRequest; criteria: HotelSearchCriteria | null } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const issue = (path: string, message: string) => {
    const list = (errors[path] ??= []);
    if (!list.includes(message)) list.push(message);
  };
  // A point as text (the state keeps it so) and as a number (JSON clients send one).
  const asText = (x: number | string | undefined) => (typeof x === "number" ? String(x) : x);
  if (STATE_FIELDS.some((f) => v[f] !== undefined)) {
    const checked = checkHotelSearchCriteria(
      {
        searchType: kind,
        destination: v.destination,
        checkInDate: v.checkInDate,
        checkOutDate: v.checkOutDate,
        rooms: v.rooms,
        adults: v.adults,
        children: v.children,
        hotelCode: v.hotelCode,
        latitude: asText(v.latitude),
        longitude: asText(v.longitude),
      },
      today,
    );
    const radius = v.radius ?? HOTEL_LIMITS.defaultRadiusKm;
    if (!(radius >= 1 && radius <= HOTEL_LIMITS.maxRadiusKm)) issue("radius", HOTEL_MESSAGES.radiusRange);
    if (!checked.ok) for (const [path, messages] of Object.entries(checked.errors)) for (const m of messages) issue(path, m);
    if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, data: criteriaToRequest(checked.data, radius), criteria: checked.data };
  }
  // The §7 payload: what is required of each type, then the stay against today.
  if (!v.occupancy) issue("occupancy", HOTEL_MESSAGES.roomsRange);
  let query: HotelSearchRequest["query"] | null = null;
  if (kind === "destination") {
    const city = v.city_name?.trim() ?? "";
    if (!city) issue("city_name", HOTEL_MESSAGES.destinationRequired);
    query = { kind: "city", city, country: v.country_name?.trim() || DEFAULT_HOTEL_COUNTRY };
  } else if (kind === "code") {
    if (!v.hotelCodes) issue("hotelCodes", HOTEL_MESSAGES.hotelCodeRequired);
    query = { kind: "codes", codes: v.hotelCodes ?? [] };
  } else {
    const point = (value: number | string | undefined, limit: number, required: string, range: string): number => {
      const n = value === undefined || value === "" ? Number.NaN : Number(value);
      if (Number.isNaN(n)) issue(required === HOTEL_MESSAGES.latitudeRequired ? "latitude" : "longitude", required);
      else if (!(Math.abs(n) <= limit)) issue(required === HOTEL_MESSAGES.latitudeRequired ? "latitude" : "longitude", range);
      return n;
    };
    const latitude = point(v.latitude, 90, HOTEL_MESSAGES.latitudeRequired, HOTEL_MESSAGES.latitudeRange);
    const longitude = point(v.longitude, 180, HOTEL_MESSAGES.longitudeRequired, HOTEL_MESSAGES.longitudeRange);
    query = { kind: "geo", latitude, longitude, radiusKm: v.radius ?? HOTEL_LIMITS.defaultRadiusKm };
  }
  const checkin = v.checkin?.trim() ?? "";
  const checkout = v.checkout?.trim() ?? "";
  checkStay({ checkInDate: checkin, checkOutDate: checkout }, issue, today, ["checkin", "checkout"]);
  if (Object.keys(errors).length > 0 || !v.occupancy) return { ok: false, errors };
  return {
    ok: true,
    data: { query, stay: { checkin, checkout, occupancy: v.occupancy, requiredCurrency: HOTEL_CURRENCY } },
    criteria: null,
  };
}

export const pageSchema = z.coerce
  .number({ error: HOTEL_MESSAGES.pageInvalid })
  .int(HOTEL_MESSAGES.pageInvalid)
  .min(1, HOTEL_MESSAGES.pageInvalid)
  .max(10_000, HOTEL_MESSAGES.pageInvalid);

export const filtersSchema = z
  .object({
    minPrice: z.number().min(0).optional(),
    maxPrice: z.number().min(0).optional(),
    minRating: z.number().min(0).max(5).optional(),
    amenities: z.array(z.string().max(60)).max(30).optional(),
    area: z.string().trim().min(1).max(80).optional(),
    near: z.string().trim().min(1).max(80).optional(),
  })
  .optional()
  .default({});

export const sortSchema = z
  .object({
    by: z.enum(RESULT_SORT_KEYS, { error: "Sort by price, rating, distance or name." }),
    order: z.enum(SORT_ORDERS).default("asc"),
  })
  .optional();

// ---------------------------------------------------------------------------------------------
// Booking bodies

const personName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(60, message)
    .regex(/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u, GUEST_MESSAGES.names);

export const GuestDetailsSchema = z.object({
  firstName: personName(GUEST_MESSAGES.firstName),
  lastName: personName(GUEST_MESSAGES.lastName),
  email: z.string({ error: GUEST_MESSAGES.email }).trim().toLowerCase().max(254, GUEST_MESSAGES.email).pipe(z.email(GUEST_MESSAGES.email)),
  phone: z
    .string({ error: GUEST_MESSAGES.phone })
    .transform((v) => v.replace(/[\s()-]/g, ""))
    .pipe(z.string().regex(/^\+?\d{7,15}$/, GUEST_MESSAGES.phone)),
  specialRequests: z
    .string()
    .max(500, GUEST_MESSAGES.requests)
    .optional()
    .transform((v) => v?.trim() ?? "")
    .refine((v) => !hasForbiddenCharacters(v, { multiline: true }), GUEST_MESSAGES.requests),
}) satisfies z.ZodType<GuestDetails, unknown>;
