/**
 * A year of per-night availability for the market dataset (issue 26): for every room type of every
 * hotel and every night from `from`, the rooms already taken. Availability is `units − booked`; a
 * night without a row has every unit free (hotel_room_night keeps only nights with bookings, as the
 * booking path does). Deterministic: a night's count depends only on the room and the date (an
 * integer hash of both), never on the clock or on `from`, so two loads agree on every night they share.
 */
import { addDays } from "../../../contracts/hotels.ts";
import { hash32 } from "../../shared/prng.ts";
import type { Hotel } from "../inventory.ts";
import { seasonOf } from "../pricing.ts";

/** Share of a room type's nights with bookings, by season (busy at Christmas and Holy Week). */
const BOOKED_SHARE: Record<ReturnType<typeof seasonOf>, number> = {
  christmas: 0.15,
  "holy-week": 0.15,
  peak: 0.08,
  high: 0.06,
  regular: 0.04,
  lean: 0.025,
};

/** A well-mixed 32-bit hash of two integers (murmur3's finaliser), as a number in [0, 1). */
function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

export type RoomNight = { hotelId: string; roomId: string; night: string; units: number; booked: number };

/** The nights from `from` (`days` of them) with their season share, worked out once for every room. */
export function yearOfNights(from: string, days = 365): { night: string; day: number; share: number }[] {
  const epoch = Date.parse(`${from}T00:00:00Z`) / 86_400_000;
  return Array.from({ length: days }, (_, i) => {
    const night = addDays(from, i);
    return { night, day: epoch + i, share: BOOKED_SHARE[seasonOf(night)] };
  });
}

/** The nights of `hotel` with rooms taken, over `nights` (yearOfNights). */
export function bookedNights(hotel: Hotel, nights: ReturnType<typeof yearOfNights>): RoomNight[] {
  const out: RoomNight[] = [];
  for (const room of hotel.rooms) {
    const seed = hash32(room.roomId);
    for (const n of nights) {
      if (mix(seed, n.day) >= n.share) continue;
      // 1 to all units; about one in six of these nights sold out.
      const booked = Math.min(room.units, 1 + Math.floor(mix(seed ^ 0x5bd1e995, n.day) * room.units * 1.2));
      out.push({ hotelId: hotel.hotelId, roomId: room.roomId, night: n.night, units: room.units, booked });
    }
  }
  return out;
}
