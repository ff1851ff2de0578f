import { useEffect, useRef, useState } from "react";
import {
  chooseSeat,
  clearSeat,
  exitRowRefusal,
  isExitRowSeat,
  lapHolderIndices,
  seatedPassengerIndices,
} from "../../../../contracts/extras-selection.ts";
import type { SeatMap, SeatService } from "../../../../contracts/flight-extras.ts";
import { formatMoney } from "../../../../contracts/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { ScrollRegion } from "../../../components/ui/scroll-region.tsx";
import { cn } from "../../../lib/utils.ts";
import { rowPriceLabel, seatPriceNote } from "./seat-prices.ts";
import type { PickerState } from "./types.ts";
import type { Translate } from "../../../../i18n/format.ts";
import { useFlightWords } from "../words.tsx";

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("") || "?"
  );
}

/** "Seat 12A, window, ₱350, available", "Seat 10A, window, exit row, ₱600, available": the seat button's accessible name. */
export function seatAccessibleName(seat: SeatService, status: string, t?: Translate): string {
  if (t) {
    return t(isExitRowSeat(seat) ? "flights.addons.seat.nameExit" : "flights.addons.seat.name", {
      seat: seat.SeatCode,
      type: t(`flights.addons.seat.type.${seat.SeatType}`),
      price: formatMoney(seat.Fare, { compact: true }),
      status,
    });
  }
  return `Seat ${seat.SeatCode}, ${seat.SeatType}${isExitRowSeat(seat) ? ", exit row" : ""}, ${formatMoney(seat.Fare, { compact: true })}, ${status}`;
}

/** "10", "10 and 25", "1, 12 and 20". */
function rowList(rows: number[], and = "and"): string {
  return rows.length <= 1 ? rows.join("") : `${rows.slice(0, -1).join(", ")} ${and} ${rows.at(-1)}`;
}

/** Why the traveller may not sit in an exit row (exitRowRefusal's reasons), in the page's words. */
function exitRefusalKey(types: readonly string[], passengerIndex: number, lapHolders: number[]): string {
  const type = types[passengerIndex];
  return type === "CHD"
    ? "flights.addons.seat.exit.child"
    : type === "INF"
      ? "flights.addons.seat.exit.infant"
      : lapHolders.includes(passengerIndex)
        ? "flights.addons.seat.exit.lap"
        : "";
}

// The size is set where it is used: 36 px seats on a phone, 44 px from 640 px; 24 px in the legend.
const seatBase =
  "relative flex shrink-0 flex-col items-center justify-center rounded-md border-2 text-xs font-semibold tabular-nums transition-colors";
const seatLook = {
  // Outline only: free to take.
  available:
    "border-slate-400 bg-white text-slate-800 hover:border-brand-600 hover:bg-brand-50 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-300 dark:hover:bg-slate-800",
  // Filled, with a check mark and the passenger's initials: not colour alone.
  mine: "border-brand-900 bg-brand-900 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-brand-950",
  // Dashed border with the holder's initials.
  companion:
    "cursor-not-allowed border-dashed border-brand-700 bg-brand-50 text-brand-900 dark:border-brand-300 dark:bg-brand-950 dark:text-brand-100",
  // Amber dashed border, the seat code kept: an exit-row seat this passenger may not take.
  barred:
    "cursor-not-allowed border-dashed border-amber-600 bg-amber-50 text-slate-600 dark:border-amber-400 dark:bg-amber-950 dark:text-slate-300",
  // Grey with a cross.
  taken: "cursor-not-allowed border-slate-300 bg-slate-200 text-slate-500 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-400",
} as const;

function CheckIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={className} fill="none" stroke="currentColor" strokeWidth="2.5">
      <path d="m3.5 8.5 3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CrossIcon({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className={className} fill="none" stroke="currentColor" strokeWidth="2">
      <path d="m4 4 8 8M12 4l-8 8" strokeLinecap="round" />
    </svg>
  );
}

/** The exit sign's arrow, next to an exit row's number. */
function ExitMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="mr-0.5 h-3.5 w-3.5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M2 8h9m-3-4 4 4-4 4M14 3v10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * One flight's seat map: pick who is choosing, then a seat. Seats are buttons named like
 * "Seat 12A, window, ₱350, available"; the chosen seat is pressed (aria-pressed) and shows a check mark
 * and initials. Taken seats and seats another passenger of this booking holds are disabled. Exit rows
 * are marked (an arrow and "Exit row" at the row, "exit row" in each seat's name); for a child or an
 * adult with an infant on their lap they are disabled and the reason is said. The grid scrolls
 * sideways inside its own box on narrow screens.
 */
export function SeatMapPicker({ state, map }: { state: PickerState; map: SeatMap }) {
  const t = useFlightWords();
  const seated = seatedPassengerIndices(state.ctx.passengers);
  const [active, setActive] = useState(seated[0] ?? 0);
  // A traveller picked before the page's JavaScript arrived keeps being the one choosing (hydration
  // does not reset a radio the browser already checked).
  const chooser = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const checked = chooser.current?.querySelector<HTMLInputElement>("input[type=radio]:checked");
    if (checked?.value) setActive(Number(checked.value));
  }, []);
  const holderOf = new Map(
    state.selection.seats.filter((s) => s.flightIndex === map.flightIndex).map((s) => [s.seat.ServiceId, s.passengerIndex]),
  );
  const seatOf = (p: number) => state.selection.seats.find((s) => s.flightIndex === map.flightIndex && s.passengerIndex === p)?.seat;
  const idBase = `seatmap-${map.flightIndex}`;
  const infants = state.passengers.filter((p) => p.type === "INF").length;
  const priceNote = seatPriceNote(map, t);
  const activeName = state.passengers[active]?.name ?? "";
  const exitRows = map.rows.filter((r) => r.seats.some(isExitRowSeat)).map((r) => r.row);
  const lapHolders = lapHolderIndices(state.ctx.passengers);
  const activeBarred =
    exitRows.length && exitRowRefusal(state.ctx.passengers, active) !== null
      ? t(exitRefusalKey(state.ctx.passengers, active, lapHolders))
      : null;
  const exitRow = t("flights.addons.seat.exitRow");

  if (seated.length === 0) return null;
  return (
    <section aria-labelledby={`${idBase}-title`} className="space-y-3">
      <h3 id={`${idBase}-title`} className="text-sm font-semibold text-slate-900 dark:text-slate-100">
        {t("flights.addons.seat.heading", {
          flight: map.FlightNumber,
          from: map.DepartureAirportLocationCode,
          to: map.ArrivalAirportLocationCode,
        })}
      </h3>

      <fieldset ref={chooser}>
        <legend className="text-sm text-slate-700 dark:text-slate-300">{t("flights.addons.seat.choosingFor")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {seated.map((p) => {
            const seat = seatOf(p);
            return (
              <label
                key={p}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold dark:border-slate-600 dark:has-[:checked]:border-brand-300 dark:has-[:checked]:bg-brand-950"
              >
                <input
                  type="radio"
                  className="h-4 w-4 accent-brand-900 dark:accent-brand-300"
                  name={`${idBase}-passenger`}
                  value={p}
                  checked={active === p}
                  onChange={() => setActive(p)}
                />
                <span>
                  {state.passengers[p].name}
                  <span className="font-normal text-slate-600 dark:text-slate-400">
                    {" "}
                    · {seat ? t("flights.addons.seat.seatCode", { seat: seat.SeatCode }) : t("flights.addons.seat.none")}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
        {infants > 0 ? (
          <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
            {t(lapHolders.length === 1 ? "flights.addons.seat.lap.one" : "flights.addons.seat.lap.other", {
              names: lapHolders.map((p) => state.passengers[p].name).join(", "),
            })}
          </p>
        ) : null}
      </fieldset>

      {exitRows.length ? (
        <div className="rounded-md border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-slate-800 dark:border-amber-400 dark:bg-amber-950 dark:text-slate-100">
          <p>
            <strong>
              {exitRows.length === 1
                ? t("flights.addons.seat.exitRows.one", { rows: exitRows[0] })
                : t("flights.addons.seat.exitRows.other", { rows: rowList(exitRows, t("flights.common.and")) })}
            </strong>
            : {t("flights.addons.seat.exitRows.note")}
          </p>
          {activeBarred ? (
            <p className="mt-1 font-medium" data-testid={`${idBase}-exit-refusal`}>
              {t("flights.addons.seat.exit.refused", { name: activeName, reason: activeBarred })}
            </p>
          ) : null}
        </div>
      ) : null}

      {/*
        Fits a phone (360 px) without scrolling sideways: 36 px seats, a narrow aisle, and each run of
        rows with the same prices headed by them instead of a price column. From 640 px the seats are
        44 px and each row ends with its prices. It still scrolls on anything narrower.
      */}
      <ScrollRegion
        label={t("flights.addons.seat.map", { flight: map.FlightNumber })}
        focusable={false}
        surface="muted"
        className="max-w-full rounded-lg border border-slate-200 bg-slate-50 p-2 sm:p-3 dark:border-slate-700 dark:bg-slate-950"
      >
        <div
          className="inline-grid gap-0.5 sm:gap-1"
          data-testid={`${idBase}-grid`}
          style={{ gridTemplateColumns: `minmax(1.5rem, auto) repeat(${map.columns.length}, auto) auto` }}
        >
          <span aria-hidden="true" />
          {map.columns.map((column, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: aisles have no letter; the position is the key.
              key={i}
              aria-hidden="true"
              className={cn("text-center text-xs font-medium text-slate-600 dark:text-slate-400", column ? "w-9 sm:w-11" : "w-2 sm:w-5")}
            >
              {column}
            </span>
          ))}
          <span aria-hidden="true" />
          {map.rows.map((row, r) => {
            const prices = `${exitRows.includes(row.row) ? `${exitRow} · ` : ""}${rowPriceLabel(map, row.seats)}`;
            const before = r === 0 ? null : map.rows[r - 1];
            const newRun =
              !before || `${exitRows.includes(before.row) ? `${exitRow} · ` : ""}${rowPriceLabel(map, before.seats)}` !== prices;
            const runEnd = map.rows.findIndex(
              (x, k) => k > r && `${exitRows.includes(x.row) ? `${exitRow} · ` : ""}${rowPriceLabel(map, x.seats)}` !== prices,
            );
            const lastRow = map.rows[(runEnd === -1 ? map.rows.length : runEnd) - 1].row;
            return (
              <div key={row.row} className="contents">
                {newRun ? (
                  <span aria-hidden="true" className="col-span-full pt-1 text-xs text-slate-600 sm:hidden dark:text-slate-400">
                    {lastRow === row.row
                      ? t("flights.addons.seat.row", { row: row.row })
                      : t("flights.addons.seat.rows", { from: row.row, to: lastRow })}
                    : {prices}
                  </span>
                ) : null}
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex items-center justify-end pr-1 text-xs font-medium",
                    exitRows.includes(row.row) ? "text-amber-800 dark:text-amber-300" : "text-slate-600 dark:text-slate-400",
                  )}
                >
                  {exitRows.includes(row.row) ? <ExitMark /> : null}
                  {row.row}
                </span>
                {map.columns.map((column, i) => {
                  if (!column) {
                    // biome-ignore lint/suspicious/noArrayIndexKey: the aisle's position is its identity.
                    return <span key={`aisle-${i}`} aria-hidden="true" className="w-2 sm:w-5" />;
                  }
                  const seat = row.seats.find((s) => s.Column === column);
                  if (!seat) return <span key={column} aria-hidden="true" className="h-9 w-9 sm:h-11 sm:w-11" />;
                  const holder = holderOf.get(seat.ServiceId);
                  const mine = holder === active;
                  const companion = holder !== undefined && !mine;
                  const taken = seat.AvailablityType !== "Available";
                  const barred = !mine && !companion && !taken && activeBarred !== null && isExitRowSeat(seat);
                  const look = mine ? "mine" : companion ? "companion" : taken ? "taken" : barred ? "barred" : "available";
                  const status = mine
                    ? t("flights.addons.seat.status.mine", { name: activeName })
                    : companion
                      ? t("flights.addons.seat.status.companion", { name: state.passengers[holder].name })
                      : taken
                        ? t("flights.addons.seat.status.taken")
                        : barred
                          ? t("flights.addons.seat.status.barred", { name: activeName, reason: activeBarred ?? "" })
                          : t("flights.addons.seat.status.available");
                  return (
                    <button
                      key={seat.ServiceId}
                      type="button"
                      className={cn(
                        seatBase,
                        "h-9 w-9 sm:h-11 sm:w-11",
                        seatLook[look],
                        isExitRowSeat(seat) && look === "available" && "border-amber-600 dark:border-amber-400",
                      )}
                      aria-pressed={mine}
                      disabled={companion || barred || (taken && !mine)}
                      title={seatAccessibleName(seat, status, t)}
                      onClick={() =>
                        state.apply(
                          mine
                            ? clearSeat(state.selection, map.flightIndex, active)
                            : chooseSeat(state.ctx, state.selection, map.flightIndex, active, seat.ServiceId),
                        )
                      }
                    >
                      {/*
                        Named by its text (the whole sentence, for screen readers), not aria-label: what it
                        shows (the code, or a check and initials) is a short form of it for the eye.
                      */}
                      <span className="sr-only">{seatAccessibleName(seat, status, t)}</span>
                      <span aria-hidden="true" className="contents">
                        {mine ? (
                          <>
                            <CheckIcon className="h-3.5 w-3.5" />
                            <span className="text-[0.6rem] leading-none">{initials(activeName)}</span>
                          </>
                        ) : companion ? (
                          <span>{initials(state.passengers[holder].name)}</span>
                        ) : taken ? (
                          <CrossIcon className="h-4 w-4" />
                        ) : (
                          <span>{seat.SeatCode}</span>
                        )}
                      </span>
                    </button>
                  );
                })}
                <span
                  aria-hidden="true"
                  className="flex w-0 items-center overflow-hidden text-xs whitespace-nowrap text-slate-600 sm:w-auto sm:overflow-visible sm:pl-2 dark:text-slate-400"
                >
                  {exitRows.includes(row.row) ? (
                    <span className="mr-1 font-semibold text-amber-800 dark:text-amber-300">{exitRow} ·</span>
                  ) : null}
                  {rowPriceLabel(map, row.seats)}
                </span>
              </div>
            );
          })}
        </div>
      </ScrollRegion>

      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-slate-700 dark:text-slate-300">
        <p className="sr-only">{t("flights.addons.seat.legend")}</p>
        <span className="flex items-center gap-1.5">
          <span className={cn(seatBase, seatLook.available, "h-6 w-6 text-[0.6rem]")} aria-hidden="true">
            1A
          </span>
          {t("flights.addons.seat.legend.available")}
        </span>
        <span className="flex items-center gap-1.5">
          <span className={cn(seatBase, seatLook.mine, "h-6 w-6")} aria-hidden="true">
            <CheckIcon className="h-3 w-3" />
          </span>
          {t("flights.addons.seat.legend.mine", { name: activeName })}
        </span>
        <span className="flex items-center gap-1.5">
          <span className={cn(seatBase, seatLook.companion, "h-6 w-6 text-[0.6rem]")} aria-hidden="true">
            AB
          </span>
          {t("flights.addons.seat.legend.companion")}
        </span>
        {exitRows.length ? (
          <span className="flex items-center gap-1.5">
            <span className="flex items-center text-amber-800 dark:text-amber-300" aria-hidden="true">
              <ExitMark />
            </span>
            {t("flights.addons.seat.legend.exit")}
          </span>
        ) : null}
        <span className="flex items-center gap-1.5">
          <span className={cn(seatBase, seatLook.taken, "h-6 w-6")} aria-hidden="true">
            <CrossIcon className="h-3 w-3" />
          </span>
          {t("flights.addons.seat.legend.taken")}
        </span>
        {priceNote ? (
          <p className="basis-full" data-testid={`${idBase}-prices`}>
            {priceNote}
          </p>
        ) : null}
      </div>

      {seatOf(active) ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => state.apply(clearSeat(state.selection, map.flightIndex, active))}
        >
          {t("flights.addons.seat.clear", { seat: seatOf(active)?.SeatCode ?? "", name: activeName })}
        </Button>
      ) : null}
    </section>
  );
}
