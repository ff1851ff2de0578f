/**
 * The extra-service selection rules of spec §4, shared by the add-ons page (in the browser) and the
 * server. Every function here is pure: it never mutates its arguments and returns a new selection.
 *
 * Vocabulary (spec §3, design/supplier-shapes.md):
 * - `kind` is "baggage" (DynamicBaggage) or "meals" (DynamicMeal).
 * - `segmentIndex` is the index of the service group in that list (the supplier's "segment" groups);
 *   a SEGMENT group names the itinerary segment it serves in `ServiceGroup.SegmentIndex`.
 * - `legIndex` indexes `ServiceGroup.Services` (one list per leg): 0 is the outbound leg, 1 and later
 *   the return (inbound) leg(s).
 * - Passenger indices follow the §4 order: adults, then children, then infants (`orderPassengers`).
 *   Infants take no seat.
 *
 * The operations never throw on a traveller's mistake: a refused change returns the selection
 * unchanged with a `warning` the caller shows or logs. `priceExtras` is the strict gate for the server:
 * it throws `ExtrasSelectionError` with a message a traveller can act on.
 */
export { hasExtraServices, isLegAllowed, parseBehavior, type ParsedBehavior } from "./extras-selection/behavior.ts";
export { isInOrder, orderPassengers, passengerTypesFromCounts, seatedPassengerIndices } from "./extras-selection/passengers.ts";
export {
  type ExtrasChange,
  type ExtrasIssueCode,
  ExtrasSelectionError,
  type ExtrasWarning,
  isExtrasSelectionError,
} from "./extras-selection/issues.ts";
export {
  DEFAULT_MAX_QUANTITY,
  type ExtrasContext,
  INFANT_SERVICE_MESSAGE,
  passengerLabel,
  quantityBounds,
  type ServiceKind,
  type ServiceRef,
} from "./extras-selection/lookup.ts";
export { chooseService, type RemovalScope, removeService, setServiceQuantity, withMandatoryServices } from "./extras-selection/services.ts";
export {
  chooseSeat,
  clearSeat,
  exitRowRefusal,
  isExitRowSeat,
  lapHolderIndices,
  type PassengerServiceMap,
  passengerServiceMaps,
  seatHolder,
} from "./extras-selection/seats.ts";
export { type PricedExtras, type PricedExtrasLine, priceExtras } from "./extras-selection/price.ts";
export { extrasSelectionSchema, parseExtrasSelectionJson } from "./extras-selection/wire.ts";
