/**
 * The party a search is run for when the traveller said none, as the reply's slots then say it (so the
 * party shown and carried on to the next question is the one the search used). A flight is searched for
 * one adult. A stay is searched for two, as the site's hotel form does, unless the traveller speaks of
 * themself alone ("need ko ng hotel", "I need a room", "pauwi ko"): then for one.
 */
import type { ChatSlots } from "../../contracts/assistant.ts";
import { HOTEL_LIMITS } from "../../contracts/hotels.ts";

export const DEFAULT_ADULTS = 1;
/** The site's hotel search form's own default. */
export const STAY_DEFAULT_ADULTS = 2;

/**
 * "I", "me", "my", Tagalog and Bisaya "ako/ko/akin/nako", Ilocano "siak", Pangasinan "ak", Kapampangan
 * "aku/ku", and a request with no subject ("need hotel w/ wifi"): the traveller alone.
 */
const ONE_SELF =
  /\b(?:i|i'm|im|i'll|i'd|me|my|myself|ako|aq|ko|akin|sakin|aking|akong|nako|ko'y|siak|ak|aku|ku|akon|sa akon)\b|^\s*(?:need|looking for|want)\b/i;
/** "we", "us", "our", "kami", "kita", "mi", "dakami", "ikami": a party of more than one. */
const SEVERAL = /\b(?:we|we're|us|our|kami|kmi|namin|amin|aming|kita|tayo|natin|mi|namo|amo|dakami|ikami|mga kasama|family|pamilya)\b/i;

/** Whether the traveller speaks of themself alone. */
export const speaksAlone = (message: string): boolean => ONE_SELF.test(message) && !SEVERAL.test(message);

export function searchedParty(slots: ChatSlots, kind: "flight" | "stay" = "flight", message = ""): ChatSlots {
  if (slots.adults !== undefined) return slots;
  const adults = kind === "stay" && !speaksAlone(message) ? STAY_DEFAULT_ADULTS : DEFAULT_ADULTS;
  return { ...slots, adults };
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
