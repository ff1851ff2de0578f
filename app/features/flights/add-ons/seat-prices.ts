/**
 * How a seat map's prices read: each row ends with its prices, one per kind of seat (window, middle,
 * aisle, in that order) when they differ, and a note under the map says what the prices are for. On an
 * ATR's 2-2 rows "₱450 / ₱400" is window / aisle; the first rows, at the front, cost more.
 */
import type { SeatMap, SeatService, SeatType } from "../../../../contracts/flight-extras.ts";
import { isExitRowSeat } from "../../../../contracts/extras-selection.ts";
import { formatMoney } from "../../../../contracts/money.ts";
import type { Translate } from "../../../../i18n/format.ts";

const TYPE_ORDER: SeatType[] = ["window", "middle", "aisle"];

/** The kinds of seat the map has, in reading order. */
function seatTypes(map: SeatMap): SeatType[] {
  const present = new Set(map.rows.flatMap((r) => r.seats.map((s) => s.SeatType)));
  return TYPE_ORDER.filter((t) => present.has(t));
}

const isFront = (seat: SeatService) => /\(front\)/i.test(seat.Compartment.Text);

/** "₱250", or "₱450 / ₱400" (window / aisle) when the kinds of seat in the row cost different amounts. */
export function rowPriceLabel(map: SeatMap, seats: SeatService[]): string {
  const price = (s: SeatService) => formatMoney(s.Fare, { compact: true });
  if (new Set(seats.map((s) => s.Fare.amount)).size <= 1) return seats[0] ? price(seats[0]) : "";
  return seatTypes(map)
    .map((t) => seats.find((s) => s.SeatType === t))
    .filter((s): s is SeatService => s !== undefined)
    .map(price)
    .join(" / ");
}

/** "1–4", "3", "2–4 and 6": runs of consecutive rows. */
function rowRanges(rows: number[]): string {
  const runs: number[][] = [];
  for (const r of rows) {
    const last = runs.at(-1);
    if (last && r === last.at(-1)! + 1) last.push(r);
    else runs.push([r]);
  }
  const text = runs.map((run) => (run.length === 1 ? `${run[0]}` : `${run[0]}–${run.at(-1)}`));
  return text.length <= 1 ? text.join("") : `${text.slice(0, -1).join(", ")} and ${text.at(-1)}`;
}

/** The note under a seat map that explains its prices, or null when every seat costs the same. */
export function seatPriceNote(map: SeatMap, t?: Translate): string | null {
  if (t) return seatPriceNoteIn(map, t);
  const seats = map.rows.flatMap((r) => r.seats);
  const prices = [...new Map(seats.map((s) => [s.Fare.amount, s.Fare])).values()].sort((a, b) => a.amount - b.amount);
  if (prices.length <= 1) return prices.length ? `Every seat costs ${formatMoney(prices[0], { compact: true })}.` : null;
  const parts = [`Seat prices from ${formatMoney(prices[0], { compact: true })} to ${formatMoney(prices.at(-1)!, { compact: true })}`];
  if (map.rows.some((r) => new Set(r.seats.map((s) => s.Fare.amount)).size > 1)) {
    const types = seatTypes(map);
    const named = types.length === 1 ? types[0] : `${types.slice(0, -1).join(", ")} and ${types.at(-1)}`;
    parts.push(
      types.length === 2
        ? `where a row shows two prices, the first is for its ${types[0]} seats and the second for its ${types[1]} seats`
        : `where a row shows ${types.length} prices, they are for its ${named} seats, in that order`,
    );
  }
  const front = map.rows.filter((r) => r.seats.some(isFront)).map((r) => r.row);
  if (front.length)
    parts.push(
      `${front.length === 1 ? "row" : "rows"} ${rowRanges(front)} ${front.length === 1 ? "is" : "are"} at the front and cost more`,
    );
  if (seats.some(isExitRowSeat)) parts.push("exit rows cost more for their legroom");
  return `${parts.join("; ")}. Each row's prices are at its end (on a phone, above each run of rows).`;
}

/** seatPriceNote in a page's words (`flights.addons.seatPrices.*`): the same parts, each a message. */
function seatPriceNoteIn(map: SeatMap, t: Translate): string | null {
  const seats = map.rows.flatMap((r) => r.seats);
  const prices = [...new Map(seats.map((s) => [s.Fare.amount, s.Fare])).values()].sort((a, b) => a.amount - b.amount);
  const money = (m: (typeof prices)[number]) => formatMoney(m, { compact: true });
  if (prices.length <= 1) return prices.length ? t("flights.addons.seatPrices.every", { price: money(prices[0]) }) : null;
  const and = t("flights.common.and");
  const parts = [t("flights.addons.seatPrices.range", { low: money(prices[0]), high: money(prices[prices.length - 1]) })];
  if (map.rows.some((r) => new Set(r.seats.map((s) => s.Fare.amount)).size > 1)) {
    const types = seatTypes(map).map((type) => t(`flights.addons.seat.type.${type}`));
    parts.push(
      types.length === 2
        ? t("flights.addons.seatPrices.two", { first: types[0], second: types[1] })
        : t("flights.addons.seatPrices.many", {
            count: types.length,
            types: types.length === 1 ? types[0] : `${types.slice(0, -1).join(", ")} ${and} ${types.at(-1)}`,
          }),
    );
  }
  const front = map.rows.filter((r) => r.seats.some(isFront)).map((r) => r.row);
  if (front.length) {
    const rows = rowRanges(front).replace(/ and /g, ` ${and} `);
    parts.push(t(front.length === 1 ? "flights.addons.seatPrices.front.one" : "flights.addons.seatPrices.front.other", { rows }));
  }
  if (seats.some(isExitRowSeat)) parts.push(t("flights.addons.seatPrices.exit"));
  return t("flights.addons.seatPrices.note", { parts: parts.join("; ") });
}
