/**
 * Aircraft as the engine needs them: cruise profile (jet or turboprop, for block times), and per
 * cabin the seat layout. Layouts use "" for an aisle; capacity = rows × seats per row.
 */
import type { Cabin } from "../../../contracts/flights.ts";

export type CabinLayout = {
  /** Seat letters left to right, "" marking an aisle. */
  columns: string[];
  rows: number;
  /** Rows (1-based within this cabin) at the emergency exits: more legroom, a higher seat fee. */
  exitRows: number[];
};

export type Aircraft = {
  code: string;
  name: string;
  turboprop: boolean;
  cabins: Partial<Record<Cabin, CabinLayout>>;
};

const L = (letters: string): string[] => letters.split("").map((c) => (c === " " ? "" : c));

const AIRCRAFT_LIST: Aircraft[] = [
  { code: "320", name: "Airbus A320", turboprop: false, cabins: { economy: { columns: L("ABC DEF"), rows: 30, exitRows: [11, 12] } } },
  { code: "32N", name: "Airbus A321neo", turboprop: false, cabins: { economy: { columns: L("ABC DEF"), rows: 39, exitRows: [10, 25] } } },
  {
    code: "321",
    name: "Airbus A321",
    turboprop: false,
    cabins: {
      business: { columns: L("AC DF"), rows: 3, exitRows: [] },
      economy: { columns: L("ABC DEF"), rows: 28, exitRows: [8, 20] },
    },
  },
  {
    code: "339",
    name: "Airbus A330-900neo",
    turboprop: false,
    cabins: { economy: { columns: L("ABC DEF GHK"), rows: 51, exitRows: [1, 22] } },
  },
  {
    code: "333",
    name: "Airbus A330-300",
    turboprop: false,
    cabins: {
      business: { columns: L("AC DF HK"), rows: 3, exitRows: [] },
      premium: { columns: L("AC DEFG HK"), rows: 3, exitRows: [] },
      economy: { columns: L("AC DEFG HK"), rows: 30, exitRows: [1, 14] },
    },
  },
  {
    code: "77W",
    name: "Boeing 777-300ER",
    turboprop: false,
    cabins: {
      first: { columns: L("A DF K"), rows: 2, exitRows: [] },
      business: { columns: L("A DF K"), rows: 10, exitRows: [] },
      premium: { columns: L("AC DEFG HK"), rows: 3, exitRows: [] },
      economy: { columns: L("ABC DEFG HJK"), rows: 30, exitRows: [1, 17] },
    },
  },
  {
    code: "789",
    name: "Boeing 787-9",
    turboprop: false,
    cabins: {
      business: { columns: L("A DF K"), rows: 8, exitRows: [] },
      premium: { columns: L("AC DEF HK"), rows: 3, exitRows: [] },
      economy: { columns: L("ABC DEF GHK"), rows: 28, exitRows: [1, 15] },
    },
  },
  {
    code: "738",
    name: "Boeing 737-800",
    turboprop: false,
    cabins: {
      business: { columns: L("AC DF"), rows: 3, exitRows: [] },
      economy: { columns: L("ABC DEF"), rows: 27, exitRows: [12, 13] },
    },
  },
  { code: "AT7", name: "ATR 72-600", turboprop: true, cabins: { economy: { columns: L("AC DF"), rows: 18, exitRows: [1] } } },
  { code: "AT4", name: "ATR 42-600", turboprop: true, cabins: { economy: { columns: L("AC DF"), rows: 12, exitRows: [1] } } },
  {
    code: "DH4",
    name: "De Havilland Dash 8-400",
    turboprop: true,
    cabins: { economy: { columns: L("AC DF"), rows: 21, exitRows: [1, 12] } },
  },
];

export const AIRCRAFT: ReadonlyMap<string, Aircraft> = new Map(AIRCRAFT_LIST.map((x) => [x.code, x]));

export function aircraft(code: string): Aircraft {
  const found = AIRCRAFT.get(code);
  if (!found) throw new Error(`Unknown aircraft ${code}`);
  return found;
}

export function cabinCapacity(layout: CabinLayout): number {
  return layout.rows * layout.columns.filter(Boolean).length;
}
