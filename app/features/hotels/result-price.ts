/**
 * A result's price as the card says it (issue 17): the total is the sum of the nights (what is charged);
 * the price per room per night is that total shared out, labelled an average when the nights cost
 * different amounts, so that "per night × nights" never disagrees with the total by a peso.
 */
import type { HotelSearchResult } from "../../../contracts/hotels.ts";
import type { Money } from "../../../contracts/money.ts";

export function resultPrice(
  result: Pick<HotelSearchResult, "basePrice" | "totalPrice">,
  nights: number,
  rooms: number,
): { perNight: Money; perNightCaption: string; total: Money; totalCaption: string; exact: boolean } {
  const exact = result.basePrice.amount * nights * rooms === result.totalPrice.amount;
  const stay = `${nights} ${nights === 1 ? "night" : "nights"}${rooms > 1 ? `, ${rooms} rooms` : ""}`;
  return {
    perNight: result.basePrice,
    perNightCaption: exact ? "per room per night" : "average per room per night",
    total: result.totalPrice,
    totalCaption: `in total for ${stay}`,
    exact,
  };
}
