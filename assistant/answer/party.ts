/**
 * The party a search is run for when the traveller said none: one adult, for a flight as for a stay
 * ("pauwi ko", "need a hotel in BGC", "Pasay hotel Jan 3"). The reply's slots say it, so the party
 * shown and carried on to the next question is the one the search used.
 */
import type { ChatSlots } from "../../contracts/assistant.ts";

export const DEFAULT_ADULTS = 1;

export function searchedParty(slots: ChatSlots): ChatSlots {
  return slots.adults !== undefined ? slots : { ...slots, adults: DEFAULT_ADULTS };
}
