/**
 * The party a search is run for when the traveller said none: one adult, for a flight as for a stay
 * ("pauwi ko", "need a hotel in BGC", "Pasay hotel Jan 3"). The reply's slots say it, so the party
 * shown and carried on to the next question is the one the search used.
 */
import type { ChatSlots } from "../../contracts/assistant.ts";
import { HOTEL_LIMITS } from "../../contracts/hotels.ts";

export const DEFAULT_ADULTS = 1;

export function searchedParty(slots: ChatSlots): ChatSlots {
  return slots.adults !== undefined ? slots : { ...slots, adults: DEFAULT_ADULTS };
}

/**
 * The rooms and grown-ups a stay is searched for: the rooms said, or as many as the party needs (four
 * adults a room) when none were said; never more than one booking holds. `over` is how many rooms the
 * traveller wants beyond that, for the reply to say (a second booking, or our team for a group).
 */
export function stayRooms(slots: ChatSlots): { rooms: number; adults: number; over: number } {
  const adults = slots.adults ?? DEFAULT_ADULTS;
  const wanted = slots.rooms ?? Math.ceil(adults / HOTEL_LIMITS.maxAdultsPerRoom);
  const rooms = Math.min(Math.max(wanted, 1), HOTEL_LIMITS.maxRooms);
  const fits = rooms * HOTEL_LIMITS.maxAdultsPerRoom;
  // Rooms said that hold fewer than the party stay as said: the search says plainly how many a room takes.
  const searched = slots.rooms !== undefined && slots.rooms <= HOTEL_LIMITS.maxRooms ? adults : Math.min(adults, fits);
  return { rooms, adults: searched, over: Math.max(wanted - rooms, 0) };
}
