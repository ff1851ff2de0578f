/** What the extras-selection tests share: the sample offer with a family of four (two adults, a child, an infant), the services they pick, and checks. */
import { expect } from "vitest";
import { SAMPLE_EXTRAS_OFFER as OFFER } from "./extras-sample.ts";
import {
  type ExtrasChange,
  type ExtrasContext,
  ExtrasSelectionError,
  priceExtras,
  type ServiceRef,
  withMandatoryServices,
} from "./extras-selection.ts";
import type { ExtrasSelection } from "./flight-extras.ts";
import type { PassengerType } from "./flights.ts";
import { formatMoney } from "./money.ts";

export const PASSENGERS: PassengerType[] = ["ADT", "ADT", "CHD", "INF"];
export const ctx: ExtrasContext = { offer: OFFER, passengers: PASSENGERS };
export const START = withMandatoryServices(ctx);

export const bag20Out: ServiceRef = { kind: "baggage", segmentIndex: 0, legIndex: 0, serviceId: "BAG20-OUT" };
export const bag32Out: ServiceRef = { kind: "baggage", segmentIndex: 0, legIndex: 0, serviceId: "BAG32-OUT" };
export const bag20Ret: ServiceRef = { kind: "baggage", segmentIndex: 0, legIndex: 1, serviceId: "BAG20-RET" };
export const cabinOut: ServiceRef = { kind: "baggage", segmentIndex: 1, legIndex: 0, serviceId: "CABIN7-OUT" };
export const sportOut: ServiceRef = { kind: "baggage", segmentIndex: 2, legIndex: 0, serviceId: "SPORT-OUT" };
export const sportRet: ServiceRef = { kind: "baggage", segmentIndex: 2, legIndex: 1, serviceId: "SPORT-RET" };
export const adobo: ServiceRef = { kind: "meals", segmentIndex: 0, legIndex: 0, serviceId: "MEAL-ADOBO" };
export const pancit: ServiceRef = { kind: "meals", segmentIndex: 0, legIndex: 0, serviceId: "MEAL-VEG" };
export const snackOut: ServiceRef = { kind: "meals", segmentIndex: 1, legIndex: 0, serviceId: "SNACK-OUT" };
export const snackRet: ServiceRef = { kind: "meals", segmentIndex: 1, legIndex: 1, serviceId: "SNACK-RET" };

/** Applies a change that must succeed. */
export function ok(change: ExtrasChange): ExtrasSelection {
  expect(change.warning).toBeUndefined();
  return change.selection;
}

export function total(selection: ExtrasSelection): string {
  return formatMoney(priceExtras(OFFER, selection, PASSENGERS).total);
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object") {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

export function priceError(selection: ExtrasSelection, passengers = PASSENGERS): ExtrasSelectionError {
  try {
    priceExtras(OFFER, selection, passengers);
  } catch (error) {
    expect(error).toBeInstanceOf(ExtrasSelectionError);
    return error as ExtrasSelectionError;
  }
  throw new Error("priceExtras accepted the selection");
}
