import { describe, expect, it } from "vitest";
import { HOTEL_FALLBACKS } from "./hotels.ts";
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
});
