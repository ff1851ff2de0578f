import type { HotelBookingStatus } from "../../../contracts/hotels.ts";

/** A hotel booking's status as the traveller's trips list it (the dashboard). */
export const HOTEL_STAY_STATUS: Record<HotelBookingStatus, string> = {
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  pending_payment: "Waiting for payment",
  failed: "Not confirmed",
};
