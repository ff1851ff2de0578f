/**
 * The consolidator's boundary. The embedded supplier (embedded-supplier.ts) implements it on
 * Lakbay's own schedules and inventory; a real adapter (TravelNext / Mystifly-like, see
 * docs/decisions/010-flight-engine.md) would map its wire shapes to these once, at the edge.
 */
import type {
  ContactInput,
  FareRules,
  FlightSearchQuery,
  FlightSearchResponse,
  PassengerInput,
  Revalidation,
} from "../../contracts/flights.ts";
import type { ExtraServicesData, ExtrasSelection } from "../../contracts/flight-extras.ts";
import type { Money } from "../../contracts/money.ts";
import type { FlightBooking } from "./store.ts";

export type SupplierBookRequest = {
  /** Our booking reference (the supplier keeps its own id too). */
  reference: string;
  fareSourceCode: string;
  passengers: PassengerInput[];
  contact: ContactInput;
  extras: ExtrasSelection;
  /** Priced by us from the supplier's own offer (contracts/extras-selection.ts). */
  extrasTotal: Money;
  userId: string | null;
};

export interface FlightSupplier {
  search(query: FlightSearchQuery): Promise<FlightSearchResponse>;
  /** Prices a code again; may answer a new code (priceChanged) or isValid false (sold out, gone). */
  revalidate(fareSourceCode: string): Promise<Revalidation>;
  fareRules(fareSourceCode: string): Promise<FareRules>;
  extraServices(fareSourceCode: string): Promise<ExtraServicesData>;
  /** Creates the booking with its hold (held, or pending when the carrier has not answered yet). */
  book(request: SupplierBookRequest): Promise<FlightBooking>;
  /** Issues the tickets of a paid booking. */
  ticket(reference: string): Promise<FlightBooking>;
  /** The booking as the supplier sees it now (status, ticket numbers, airline PNR). */
  tripDetails(reference: string): Promise<FlightBooking | null>;
  /** Cancels an unticketed booking, releasing its seats. */
  cancel(reference: string): Promise<FlightBooking>;
}
