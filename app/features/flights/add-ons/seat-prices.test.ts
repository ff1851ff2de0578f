import { describe, expect, it } from "vitest";
import type { SeatMap, SeatService, SeatType } from "../../../../contracts/flight-extras.ts";
import { messagesFor } from "../../../../i18n/catalogues.ts";
import { createTranslator } from "../../../../i18n/format.ts";
import { rowPriceLabel, seatPriceNote } from "./seat-prices.ts";

const inEnglish = createTranslator("en", messagesFor("en", "flights"));
const inFilipino = createTranslator("fil", messagesFor("fil", "flights"));

function seat(row: number, column: string, type: SeatType, pesos: number, compartment = "Economy", exit = false): SeatService {
  return {
    ServiceId: `S-${row}${column}`,
    SeatCode: `${row}${column}`,
    Fare: { amount: pesos * 100, currency: "PHP" },
    FlightNumber: "DG6023",
    DepartureAirportLocationCode: "CEB",
    ArrivalAirportLocationCode: "IAO",
    Compartment: { Text: compartment },
    SeatType: type,
    AvailablityType: "Available",
    Row: row,
    Column: column,
    ExitRow: exit,
  };
}

/** An ATR 72 as the engine draws it: A C | D F, row 1 an exit row, rows 2–4 at the front (+₱200). */
function atr(): SeatMap {
  const rows = Array.from({ length: 6 }, (_, r) => {
    const row = r + 1;
    const front = row <= 4;
    const exit = row === 1;
    const compartment = exit ? "Economy (exit row)" : front ? "Economy (front)" : "Economy";
    const extra = (front ? 200 : 0) + (exit ? 350 : 0);
    const seats = [
      seat(row, "A", "window", 250 + extra, compartment, exit),
      seat(row, "C", "aisle", 200 + extra, compartment, exit),
      seat(row, "D", "aisle", 200 + extra, compartment, exit),
      seat(row, "F", "window", 250 + extra, compartment, exit),
    ];
    return { row, seats };
  });
  return {
    flightIndex: 0,
    FlightNumber: "DG6023",
    DepartureAirportLocationCode: "CEB",
    ArrivalAirportLocationCode: "IAO",
    columns: ["A", "C", "", "D", "F"],
    rows,
  };
}

describe("seat prices", () => {
  it("an ATR row's two prices read window / aisle, and the note says so and why the front costs more", () => {
    const map = atr();
    expect(rowPriceLabel(map, map.rows[1].seats)).toBe("₱450 / ₱400");
    expect(rowPriceLabel(map, map.rows[5].seats)).toBe("₱250 / ₱200");
    expect(seatPriceNote(map)).toBe(
      "Seat prices from ₱200 to ₱800; where a row shows two prices, the first is for its window seats and the second for its aisle seats; rows 2–4 are at the front and cost more; exit rows cost more for their legroom. Each row's prices are at its end (on a phone, above each run of rows).",
    );
  });

  it("a row of one price shows it once; a map of one price says so", () => {
    const map = atr();
    for (const r of map.rows) for (const s of r.seats) s.Fare = { amount: 0, currency: "PHP" };
    expect(rowPriceLabel(map, map.rows[0].seats)).toBe("₱0");
    expect(seatPriceNote(map)).toBe("Every seat costs ₱0.");
  });

  it("three kinds of seat read window, middle, aisle", () => {
    const map: SeatMap = {
      ...atr(),
      columns: ["A", "B", "C"],
      rows: [{ row: 7, seats: [seat(7, "A", "window", 250), seat(7, "B", "middle", 150), seat(7, "C", "aisle", 200)] }],
    };
    expect(rowPriceLabel(map, map.rows[0].seats)).toBe("₱250 / ₱150 / ₱200");
    expect(seatPriceNote(map)).toContain("where a row shows 3 prices, they are for its window, middle and aisle seats, in that order");
  });

  it("in a page's words: the English is the same note, word for word, and the Filipino says it in Filipino", () => {
    const three: SeatMap = {
      ...atr(),
      columns: ["A", "B", "C"],
      rows: [{ row: 7, seats: [seat(7, "A", "window", 250), seat(7, "B", "middle", 150), seat(7, "C", "aisle", 200)] }],
    };
    const single = atr();
    for (const r of single.rows) for (const s of r.seats) s.Fare = { amount: 0, currency: "PHP" };
    for (const map of [atr(), three, single]) expect(seatPriceNote(map, inEnglish)).toBe(seatPriceNote(map));
    expect(seatPriceNote(atr(), inFilipino)).toBe(
      "Mula ₱200 hanggang ₱800 ang presyo ng upuan; kung dalawa ang presyo sa isang hilera, ang una ay para sa upuang bintana at ang ikalawa para sa upuang pasilyo; nasa harap ang mga hilera 2–4 at mas mahal; mas mahal ang exit row dahil sa luwag para sa binti. Nasa dulo ng bawat hilera ang presyo nito (sa phone, nasa itaas ng bawat grupo ng hilera).",
    );
  });
});
