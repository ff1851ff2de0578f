import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkHotelSearchCriteria,
  DEFAULT_CHILD_AGE,
  HOTEL_MESSAGES,
  distributeGuests,
  splitDestination,
  toSearchPayload,
} from "./hotels.ts";
import { codeSearchSchema, destinationSearchSchema, hotelSearchCriteriaSchema, locationSearchSchema } from "./hotel-schemas.ts";
import { fieldErrors } from "./forms.ts";

const today = () => "2026-11-22";
const stay = {
  checkin: "2026-12-01",
  checkout: "2026-12-03",
  occupancy: [{ room_no: 1, adult: 2, child: 0, child_age: [0] }],
  requiredCurrency: "PHP",
};

function errorsOf(schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrors(r.error as never);
}

describe("distributeGuests (§5)", () => {
  it("gives every room at least one adult, spreads children evenly, ages 5, [0] without children", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 24 }),
        (rooms, extra, children) => {
          const adults = rooms + extra;
          const occ = distributeGuests(rooms, adults, children);
          expect(occ).toHaveLength(rooms);
          expect(occ.map((o) => o.room_no)).toEqual(Array.from({ length: rooms }, (_, i) => i + 1));
          expect(occ.reduce((s, o) => s + o.adult, 0)).toBe(adults);
          expect(occ.reduce((s, o) => s + o.child, 0)).toBe(children);
          for (const o of occ) {
            expect(o.adult).toBeGreaterThanOrEqual(1);
            expect(o.child_age).toEqual(o.child ? Array(o.child).fill(DEFAULT_CHILD_AGE) : [0]);
          }
          const kids = occ.map((o) => o.child);
          expect(Math.max(...kids) - Math.min(...kids)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("spreads 3 adults and 3 children over 2 rooms", () => {
    expect(distributeGuests(2, 3, 3)).toEqual([
      { room_no: 1, adult: 2, child: 2, child_age: [5, 5] },
      { room_no: 2, adult: 1, child: 1, child_age: [5] },
    ]);
  });
});

describe("splitDestination (§5)", () => {
  it("splits on comma and space; the country defaults to Philippines", () => {
    expect(splitDestination("Boracay, Philippines")).toEqual({ city: "Boracay", country: "Philippines" });
    expect(splitDestination("Cebu")).toEqual({ city: "Cebu", country: "Philippines" });
    expect(splitDestination("Tokyo, Japan")).toEqual({ city: "Tokyo", country: "Japan" });
    expect(splitDestination("Boracay,Philippines")).toEqual({ city: "Boracay,Philippines", country: "Philippines" });
  });
  it("keeps any city text intact (property)", () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes(", ") && s.trim() === s && s.length > 0),
        (city) => {
          expect(splitDestination(city)).toEqual({ city, country: "Philippines" });
        },
      ),
    );
  });
});

describe("search form (searchCriteria)", () => {
  const schema = hotelSearchCriteriaSchema(today);
  it("gives the §5 messages per search type", () => {
    expect(errorsOf(schema, { searchType: "destination" })).toMatchObject({
      destination: [HOTEL_MESSAGES.destinationRequired],
      checkInDate: [HOTEL_MESSAGES.checkInRequired],
      checkOutDate: [HOTEL_MESSAGES.checkOutRequired],
    });
    expect(errorsOf(schema, { searchType: "code" })).toMatchObject({ hotelCode: [HOTEL_MESSAGES.hotelCodeRequired] });
    expect(errorsOf(schema, { searchType: "location" })).toMatchObject({
      latitude: [HOTEL_MESSAGES.latitudeRequired],
      longitude: [HOTEL_MESSAGES.longitudeRequired],
    });
    expect(errorsOf(schema, { searchType: "flights" })).toEqual({ searchType: [HOTEL_MESSAGES.invalidSearchType] });
  });
  it("refuses check-out before check-in, long stays, too many rooms, fewer adults than rooms", () => {
    const base = { searchType: "destination", destination: "Cebu", checkInDate: "2026-12-01" };
    expect(errorsOf(schema, { ...base, checkOutDate: "2026-11-30" }).checkOutDate).toEqual([HOTEL_MESSAGES.checkOutBeforeCheckIn]);
    expect(errorsOf(schema, { ...base, checkOutDate: "2027-01-01" }).checkOutDate).toEqual([HOTEL_MESSAGES.stayTooLong]);
    expect(errorsOf(schema, { ...base, checkOutDate: "2026-12-02", rooms: "9", adults: "9" }).rooms).toEqual([HOTEL_MESSAGES.roomsRange]);
    expect(errorsOf(schema, { ...base, checkOutDate: "2026-12-02", rooms: "3", adults: "2" }).adults).toEqual([
      HOTEL_MESSAGES.adultsPerRoom,
    ]);
    expect(errorsOf(schema, { ...base, checkInDate: "2026-11-01", checkOutDate: "2026-11-02" }).checkInDate).toEqual([
      HOTEL_MESSAGES.checkInPast,
    ]);
  });
  it("builds the §7 payload: split destination, spread guests, PHP", () => {
    const c = schema.parse({
      searchType: "destination",
      destination: "El Nido",
      checkInDate: "2026-12-01",
      checkOutDate: "2026-12-03",
      rooms: "2",
      adults: "3",
      children: "1",
    });
    expect(toSearchPayload(c)).toEqual({
      checkin: "2026-12-01",
      checkout: "2026-12-03",
      city_name: "El Nido",
      country_name: "Philippines",
      occupancy: [
        { room_no: 1, adult: 2, child: 1, child_age: [5] },
        { room_no: 2, adult: 1, child: 0, child_age: [0] },
      ],
      requiredCurrency: "PHP",
    });
  });
});

describe("checkHotelSearchCriteria (the form's check in the browser, without zod)", () => {
  it("answers the same as the server's schema, each message once", () => {
    const values = fc.record(
      {
        searchType: fc.constantFrom("destination", "code", "location", "", "flights"),
        destination: fc.constantFrom("", " Cebu ", "x".repeat(121)),
        checkInDate: fc.constantFrom("", "2026-12-01", "2026-11-21", "2026-13-01", "2027-12-01"),
        checkOutDate: fc.constantFrom("", "2026-12-03", "2026-11-30", "2027-01-05"),
        rooms: fc.constantFrom("", "1", "2", "9", "0", "1.5", "abc"),
        adults: fc.constantFrom("", "1", "2", "9", "0", "x"),
        children: fc.constantFrom("", "0", "1", "17", "1.2"),
        hotelCode: fc.constantFrom("", "BOR001", "x".repeat(41)),
        latitude: fc.constantFrom("", "9.5", "91", "abc"),
        longitude: fc.constantFrom("", "123.7", "181"),
      },
      { requiredKeys: [] },
    );
    const schema = hotelSearchCriteriaSchema(today);
    fc.assert(
      fc.property(values, (v) => {
        const plain = checkHotelSearchCriteria(v, today());
        const parsed = schema.safeParse(v);
        expect(plain.ok).toBe(parsed.success);
        if (plain.ok) expect(plain.data).toEqual(parsed.data);
        else {
          expect(plain.errors).toEqual(errorsOf(schema, v));
          for (const list of Object.values(plain.errors)) expect(new Set(list).size).toBe(list.length);
        }
      }),
    );
    // Every §5 message at once when the values are at least numbers and text; not past a non-number.
    expect(checkHotelSearchCriteria({ searchType: "destination", adults: "0" }, today())).toEqual({
      ok: false,
      errors: {
        adults: [HOTEL_MESSAGES.adultsPerRoom],
        destination: [HOTEL_MESSAGES.destinationRequired],
        checkInDate: [HOTEL_MESSAGES.checkInRequired],
        checkOutDate: [HOTEL_MESSAGES.checkOutRequired],
      },
    });
    expect(checkHotelSearchCriteria({ rooms: "1.5" }, today())).toEqual({ ok: false, errors: { rooms: [HOTEL_MESSAGES.roomsRange] } });
  });
});

describe("§7 payload schemas", () => {
  it("accepts good payloads", () => {
    expect(destinationSearchSchema(today).safeParse({ ...stay, city_name: "Cebu", country_name: "Philippines" }).success).toBe(true);
    expect(codeSearchSchema(today).safeParse({ ...stay, hotelCodes: ["CEB001"] }).success).toBe(true);
    expect(locationSearchSchema(today).safeParse({ ...stay, latitude: 10.3, longitude: 123.9 }).success).toBe(true);
  });
  it("gives each message", () => {
    expect(errorsOf(destinationSearchSchema(today), { ...stay, city_name: "" }).city_name).toEqual([HOTEL_MESSAGES.destinationRequired]);
    expect(errorsOf(destinationSearchSchema(today), { occupancy: stay.occupancy, city_name: "Cebu" })).toMatchObject({
      checkin: [HOTEL_MESSAGES.checkInRequired],
      checkout: [HOTEL_MESSAGES.checkOutRequired],
    });
    expect(errorsOf(codeSearchSchema(today), { ...stay, hotelCodes: [] }).hotelCodes).toEqual([HOTEL_MESSAGES.hotelCodeRequired]);
    expect(errorsOf(locationSearchSchema(today), { ...stay, longitude: 1 }).latitude).toEqual([HOTEL_MESSAGES.latitudeRequired]);
    expect(errorsOf(locationSearchSchema(today), { ...stay, latitude: 1 }).longitude).toEqual([HOTEL_MESSAGES.longitudeRequired]);
    expect(
      errorsOf(destinationSearchSchema(today), { ...stay, city_name: "Cebu", occupancy: [{ room_no: 1, adult: 2, child: 2 }] }).occupancy,
    ).toEqual([HOTEL_MESSAGES.childAgesMissing]);
    expect(errorsOf(destinationSearchSchema(today), { ...stay, city_name: "Cebu", requiredCurrency: "USD" }).requiredCurrency).toEqual([
      HOTEL_MESSAGES.currency,
    ]);
    const nine = Array.from({ length: 9 }, (_, i) => ({ room_no: Math.min(i + 1, 8), adult: 1, child: 0, child_age: [0] }));
    expect(errorsOf(destinationSearchSchema(today), { ...stay, city_name: "Cebu", occupancy: nine }).occupancy).toEqual([
      HOTEL_MESSAGES.roomsRange,
    ]);
  });
});
