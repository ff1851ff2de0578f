import { describe, expect, it } from "vitest";
import { HOTEL_FALLBACKS, HOTEL_MESSAGES } from "./hotels.ts";
import { findHotelError, hotelReplyError } from "./hotels-errors.ts";

describe("hotel error extraction (§8 order)", () => {
  const all = {
    data: { status: { error: "1 data.status.error" } },
    status: { errors: [{ errorMessage: "2 status.errors[0].errorMessage" }], error: "3 status.error" },
    error: "4 error",
    success: false,
    message: "5 message",
    errors: ["6 errors[0]"],
  };
  it("takes each source in turn as the earlier ones disappear", () => {
    const body: Record<string, unknown> = structuredClone(all);
    expect(findHotelError(body)).toBe("1 data.status.error");
    body.data = {};
    expect(findHotelError(body)).toBe("2 status.errors[0].errorMessage");
    body.status = { error: "3 status.error" };
    expect(findHotelError(body)).toBe("3 status.error");
    body.status = {};
    expect(findHotelError(body)).toBe("4 error");
    delete body.error;
    expect(findHotelError(body)).toBe("5 message");
    body.success = true;
    expect(findHotelError(body)).toBe("6 errors[0]");
    body.errors = [];
    body.success = false;
    delete body.message;
    expect(findHotelError(body)).toBe("Search request was not successful");
    body.data = { searchResults: [{ hotelId: "X" }] };
    expect(findHotelError(body)).toBeNull();
  });
  it("reads a message only with success false", () => {
    expect(findHotelError({ message: "ok", data: { searchResults: [] } })).toBeNull();
  });
  it("prefers data.message on a failed request, else the §8 checks, else the fallback", () => {
    expect(hotelReplyError(false, { message: "Check-in date is required", errors: {} }, HOTEL_FALLBACKS.search)).toBe(
      "Check-in date is required",
    );
    expect(hotelReplyError(false, { error: "Upstream down" }, HOTEL_FALLBACKS.search)).toBe("Upstream down");
    expect(hotelReplyError(false, "<html>", HOTEL_FALLBACKS.roomRates)).toBe("Failed to fetch room rates");
    expect(hotelReplyError(true, { data: { searchResults: [] } }, HOTEL_FALLBACKS.search)).toBeNull();
  });

  it("falls back to the spec's own text for each hotel call when a failed reply says nothing", () => {
    const spec = [
      "Failed to search hotels",
      "Failed to search hotel by code",
      "Failed to search hotels by location",
      "Failed to get more results",
      "Failed to search with filters",
      "Failed to get location suggestions",
      "Failed to get hotel code suggestions",
      "Failed to fetch hotel details",
      "Failed to fetch room rates",
      "Failed to validate hotel availability",
      "Failed to perform hotel search",
    ];
    expect(Object.values(HOTEL_FALLBACKS)).toEqual(spec);
    for (const fallback of spec) expect(hotelReplyError(false, null, fallback)).toBe(fallback);
  });

  it("keeps the §5 validation messages verbatim", () => {
    expect(HOTEL_MESSAGES.destinationRequired).toBe("Destination is required");
    expect(HOTEL_MESSAGES.hotelCodeRequired).toBe("Hotel code is required");
    expect(HOTEL_MESSAGES.latitudeRequired).toBe("Latitude is required");
    expect(HOTEL_MESSAGES.longitudeRequired).toBe("Longitude is required");
    expect(HOTEL_MESSAGES.invalidSearchType).toBe("Invalid search type");
    expect(HOTEL_MESSAGES.invalidSearchTypePagination).toBe("Invalid search type for pagination");
    expect(HOTEL_MESSAGES.invalidSearchTypeFiltering).toBe("Invalid search type for filtering");
  });
});
