/**
 * A small, complete extra-services offer for a return trip Manila ⇄ Cebu (two flights, one per leg),
 * used by the selection tests and the add-ons component test, and handy for a page preview. Made up:
 * it is not a supplier's answer.
 */
import type { ExtraService, ExtraServicesData, SeatMap, SeatService, SeatType } from "./flight-extras.ts";
import { php } from "./money.ts";

function service(id: string, name: string, description: string, pesos: number, extra: Partial<ExtraService> = {}): ExtraService {
  return { ServiceId: id, ServiceName: name, Description: description, ServiceCost: php(pesos * 100), IsMandatory: false, ...extra };
}

const FLIGHTS = [
  { flightIndex: 0, FlightNumber: "5J 561", DepartureAirportLocationCode: "MNL", ArrivalAirportLocationCode: "CEB" },
  { flightIndex: 1, FlightNumber: "5J 562", DepartureAirportLocationCode: "CEB", ArrivalAirportLocationCode: "MNL" },
] as const;

const COLUMNS = ["A", "B", "C", "", "D", "E", "F"];

function seatType(column: string): SeatType {
  return column === "A" || column === "F" ? "window" : column === "C" || column === "D" ? "aisle" : "middle";
}

function seatMap(flight: (typeof FLIGHTS)[number], taken: string[]): SeatMap {
  // Row 10 is at the emergency exits.
  const rows = [1, 2, 3, 10, 12].map((row) => ({
    row,
    seats: COLUMNS.filter(Boolean).map(
      (column): SeatService => ({
        ServiceId: `S${flight.flightIndex}-${row}${column}`,
        SeatCode: `${row}${column}`,
        Fare: php((row <= 2 ? 450 : row === 10 ? 600 : row === 12 ? 350 : 250) * 100),
        FlightNumber: flight.FlightNumber,
        DepartureAirportLocationCode: flight.DepartureAirportLocationCode,
        ArrivalAirportLocationCode: flight.ArrivalAirportLocationCode,
        Compartment: { Text: row === 10 ? "Economy (exit row)" : "Economy" },
        SeatType: seatType(column),
        AvailablityType: taken.includes(`${row}${column}`) ? "Occupied" : column === "E" && row === 12 ? "Blocked" : "Available",
        Row: row,
        Column: column,
        ExitRow: row === 10,
      }),
    ),
  }));
  return { ...flight, columns: COLUMNS, rows };
}

export const SAMPLE_EXTRAS_OFFER: ExtraServicesData = {
  DynamicBaggage: [
    // 0: checked bags, one choice per passenger per leg.
    {
      Behavior: "PER_PAX",
      IsMultiSelect: false,
      Services: [
        [service("BAG20-OUT", "Checked bag 20 kg", "1 bag - 20 kg", 700), service("BAG32-OUT", "Checked bag 32 kg", "1 bag - 32 kg", 1100)],
        [service("BAG20-RET", "Checked bag 20 kg", "1 bag - 20 kg", 700), service("BAG32-RET", "Checked bag 32 kg", "1 bag - 32 kg", 1100)],
      ],
    },
    // 1: the fare's cabin bag, included and not removable.
    {
      Behavior: "PER_PAX",
      IsMultiSelect: true,
      Services: [
        [service("CABIN7-OUT", "Cabin bag 7 kg", "Included with the fare", 0, { IsMandatory: true })],
        [service("CABIN7-RET", "Cabin bag 7 kg", "Included with the fare", 0, { IsMandatory: true })],
      ],
    },
    // 2: sports equipment for the whole booking, outbound only (the return list is there to be refused).
    {
      Behavior: "GROUP_PAX_OUTBOUND",
      IsMultiSelect: true,
      Services: [
        [service("SPORT-OUT", "Sports equipment", "Surfboard or golf bag, whole booking", 1500, { MaximumQuantity: 2 })],
        [service("SPORT-RET", "Sports equipment", "Surfboard or golf bag, whole booking", 1500)],
      ],
    },
  ],
  DynamicMeal: [
    // 0: meals on the first segment, several per passenger, up to 3 each.
    {
      Behavior: "PER_PAX_SEGMENT",
      IsMultiSelect: true,
      SegmentIndex: 0,
      Services: [
        [
          service("MEAL-ADOBO", "Chicken adobo", "Chicken adobo with rice", 350, { MaximumQuantity: 3 }),
          service("MEAL-VEG", "Vegetable pancit", "Pancit canton, no meat", 300, { MaximumQuantity: 3 }),
        ],
      ],
    },
    // 1: a snack on the return only (the outbound list is there to be refused).
    {
      Behavior: "PER_PAX_INBOUND",
      IsMultiSelect: false,
      Services: [
        [service("SNACK-OUT", "Ensaymada and coffee", "Snack box", 180)],
        [service("SNACK-RET", "Ensaymada and coffee", "Snack box", 180)],
      ],
    },
  ],
  DynamicSeat: [seatMap(FLIGHTS[0], ["1A", "1B", "3F"]), seatMap(FLIGHTS[1], ["2C"])],
};
