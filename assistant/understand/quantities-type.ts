/** What quantities.ts reads out of a message: travellers, rooms, trip length, budget and ages. */
import type { Money } from "../../contracts/money.ts";

export type Quantities = {
  adults?: number;
  children?: number;
  infants?: number;
  rooms?: number;
  days?: number;
  /** "for a week", "2 weeks": a stay or trip of that many weeks (seven nights each) from the day given. */
  weeks?: number;
  maxPrice?: Money;
  /** Ages in years ("a 7-year-old", "7 anyos", "edad 2"; "6 months old" is 0), in the order written. */
  ages?: number[];
  /** The children's ages written right after them ("2 kids (7 and 4)", "kids aged 12 and 9"). */
  childrenAges?: number[];
  /** Companions said with the traveller ("w/ 2 frens"): `adults` counts them and the traveller; a follow-up adds them to the party. */
  companions?: number;
  /** "one of us is a child", "usa hit amon bata 5 anyos": the children said are among the party already counted. */
  amongParty?: boolean;
  /** A bare number ("2", "for 3", "para sa 4"): travellers, unless the conversation asked for something else. */
  count?: number;
  rest: string;
};
