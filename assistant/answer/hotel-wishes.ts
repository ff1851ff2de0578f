/**
 * What a hotel request asks beyond the destination, as the hotel search applies it (issue 24): the area
 * and the point to be near by the hotels' place index (core/hotels/area-points.ts), the least stars,
 * amenities by our hotels' names; the words of the reply that say so; and, plainly, what was asked but
 * could not be applied ("quiet", "romantic", an area the destination does not have).
 */
import type { ChatSlots } from "../../contracts/assistant.ts";
import type { HotelSearchResult } from "../../contracts/hotels.ts";
import { areasNamed, destinationNamed, pointNamed } from "../understand/place-data.ts";
import { amenityNames, unsearchableWishes } from "../understand/hotel-qualifiers.ts";
import type { Register } from "./types.ts";
import { say } from "./wording.ts";

export type HotelWishes = {
  filters: { area?: string; near?: string; minRating?: number; amenities?: string[] };
  /** "General Luna, " before the destination's name. */
  where: string;
  /** " near Cloud 9, 4 stars or more, with Swimming pool and Breakfast included" after it. */
  what: string;
  /** Whether a hotel has every amenity asked (the search keeps hotels with any of them). */
  keeps: (h: Pick<HotelSearchResult, "amenities">) => boolean;
  /** A sentence naming what was asked and not applied, or "". */
  notApplied: string;
};

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

export function hotelWishes(destination: string, slots: ChatSlots, message: string, register: Register): HotelWishes {
  const d = destinationNamed(destination);
  const missing: string[] = [];
  const area = slots.area && d && areasNamed(d, slots.area).length ? slots.area : undefined;
  if (slots.area && !area) missing.push(slots.area);
  const point = slots.near && d ? pointNamed(d, slots.near) : null;
  if (slots.near && !point) missing.push(`near ${slots.near}`);
  const amenities = amenityNames(slots.amenities ?? []);
  const filters = {
    ...(area ? { area } : {}),
    ...(point ? { near: point.name } : {}),
    ...(slots.stars ? { minRating: slots.stars } : {}),
    ...(amenities.length ? { amenities } : {}),
  };
  const what = [
    point ? ` near ${point.name}` : "",
    slots.stars ? `, ${slots.stars} stars or more` : "",
    amenities.length ? `, with ${list(amenities.map((a) => a.toLowerCase()))}` : "",
  ].join("");
  const wanted = amenities.map((a) => a.toLowerCase());
  const keeps = (h: Pick<HotelSearchResult, "amenities">) => wanted.every((w) => h.amenities.some((a) => a.toLowerCase() === w));
  const vague = unsearchableWishes(message).map((w) => `"${w}"`);
  const sentences: string[] = [];
  if (missing.length) {
    const named = list(missing.map((m) => `"${m}"`));
    sentences.push(
      say(
        register,
        `I could not find ${named} in ${d?.name ?? destination}, so that part was not applied.`,
        `Hindi ko po nahanap ang ${named} in ${d?.name ?? destination}, so that part was not applied.`,
      ),
    );
  }
  if (vague.length) {
    sentences.push(
      say(
        register,
        `I could not apply ${list(vague)}: the hotel search cannot tell which hotels are like that.`,
        `Hindi ko po ma-apply ang ${list(vague)}: the hotel search cannot tell which hotels are like that.`,
      ),
    );
  }
  return { filters, where: area ? `${area}, ` : "", what, keeps, notApplied: sentences.length ? `\n${sentences.join(" ")}` : "" };
}
