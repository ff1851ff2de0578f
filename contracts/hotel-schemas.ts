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

const occupancySchema = z
  .array(
    z
      .object({
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
      })
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
const hotelCodes = z
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
  return z.object({ ...stayFields, hotelCodes }).superRefine(stayRefinement(today));
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
const STATE_FIELDS = ["checkInDate", "checkOutDate", "destination", "hotelCode", "adults", "rooms", "children"] as const;

const wireSchemas = { destination: destinationSearchSchema, code: codeSearchSchema, location: locationSearchSchema } as const;

export type ParsedSearchRequest = HotelSearchRequest & { sessionId?: string };

/**
 * A search's criteria as the API takes them (issue 17): either the §7 payload (`checkin`, `checkout`,
 * `city_name` / `hotelCodes` / `latitude`, `occupancy`, …) or the §3 searchCriteria a client keeps as
 * its search state (`searchType`, `destination`, `checkInDate`, `checkOutDate`, `rooms`, `adults`,
 * `children`, `hotelCode`, `latitude`, `longitude`), checked with the messages of each shape and
 * normalised to one HotelSearchRequest (the state through `criteriaToRequest`, as the pages build it).
 * `kind` is the endpoint's search type; state criteria naming another type are refused with
 * `searchTypeMessage`.
 */
export function hotelSearchRequestSchema(
  kind: HotelSearchType,
  today: () => string = () => manilaToday(),
  searchTypeMessage: string = HOTEL_MESSAGES.invalidSearchType,
): z.ZodType<ParsedSearchRequest, unknown> {
  return z.unknown().transform((value, ctx): ParsedSearchRequest => {
    const body = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const sessionId = typeof body.sessionId === "string" && body.sessionId.length <= 2000 ? body.sessionId : undefined;
    if (STATE_FIELDS.some((f) => f in body)) {
      const searchType = body.searchType ?? kind;
      if (searchType !== kind) {
        issue("searchType", searchTypeMessage);
        return z.NEVER;
      }
      // JSON clients send coordinates as numbers; the state keeps them as text.
      const asText = (v: unknown) => (typeof v === "number" ? String(v) : v);
      const checked = checkHotelSearchCriteria(
        { ...body, searchType, latitude: asText(body.latitude), longitude: asText(body.longitude) },
        today(),
      );
      const radius = body.radius === undefined ? HOTEL_LIMITS.defaultRadiusKm : Number(body.radius);
      if (!(radius >= 1 && radius <= HOTEL_LIMITS.maxRadiusKm)) issue("radius", HOTEL_MESSAGES.radiusRange);
      if (!checked.ok) for (const [path, messages] of Object.entries(checked.errors)) for (const m of messages) issue(path, m);
      if (!checked.ok || ctx.issues.length > 0) return z.NEVER;
      return { ...criteriaToRequest(checked.data, radius), sessionId };
    }
    const parsed = wireSchemas[kind](today).safeParse(body);
    if (!parsed.success) {
      for (const i of parsed.error.issues) ctx.addIssue({ code: "custom", path: i.path, message: i.message });
      return z.NEVER;
    }
    const d = parsed.data as Record<string, unknown> & HotelSearchRequest["stay"];
    const stay = { checkin: d.checkin, checkout: d.checkout, occupancy: d.occupancy, requiredCurrency: d.requiredCurrency };
    const query: HotelSearchRequest["query"] =
      kind === "code"
        ? { kind: "codes", codes: d.hotelCodes as string[] }
        : kind === "location"
          ? {
              kind: "geo",
              latitude: d.latitude as number,
              longitude: d.longitude as number,
              radiusKm: (d.radius as number | undefined) ?? HOTEL_LIMITS.defaultRadiusKm,
            }
          : { kind: "city", city: d.city_name as string, country: d.country_name as string };
    return { query, stay, sessionId: sessionId ?? (d.sessionId as string | undefined) };
  });
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
