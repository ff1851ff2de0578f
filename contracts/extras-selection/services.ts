/** Baggage and meals: choosing, changing the quantity, removing, the mandatory ones. */
import { EMPTY_EXTRAS, type ExtraService, type ExtrasSelection, type ServiceSelection } from "../flight-extras.ts";
import { isLegAllowed, parseBehavior } from "./behavior.ts";
import type { ExtrasChange } from "./issues.ts";
import {
  assertPassengers,
  type ExtrasContext,
  findService,
  groupsOf,
  INFANT_SERVICE_MESSAGE,
  isEmpty,
  isMandatory,
  listOf,
  passengerLabel,
  quantityBounds,
  refuse,
  sameSlot,
  serviceName,
  type ServiceRef,
  withList,
  withoutPassenger,
} from "./lookup.ts";

/**
 * Sets how many of a service a passenger takes (spec §4): 0 removes the passenger's entry (refused for a
 * mandatory service) and a selection with no passengers left is dropped; a GROUP_PAX service is set for
 * every passenger at once; in a group that is not multi-select, choosing a service replaces the
 * passenger's other services in the same segment and leg. Quantities stay within the service's
 * MinimumQuantity / MaximumQuantity; the leg must suit the group's INBOUND / OUTBOUND behaviour.
 */
export function setServiceQuantity(
  ctx: ExtrasContext,
  selection: ExtrasSelection,
  ref: ServiceRef,
  passengerIndex: number,
  quantity: number,
): ExtrasChange {
  assertPassengers(ctx.passengers);
  const found = findService(ctx.offer, ref);
  if (!found) return refuse(selection, "unknown-service", "This add-on is not offered for this flight.");
  const { group, service } = found;
  const behavior = parseBehavior(group.Behavior);
  if (!isLegAllowed(group.Behavior, ref.legIndex)) {
    return refuse(
      selection,
      "wrong-leg",
      `${serviceName(service)} can only be added to the ${behavior.leg === "inbound" ? "return" : "outbound"} flight.`,
    );
  }
  if (!Number.isInteger(passengerIndex) || passengerIndex < 0 || passengerIndex >= ctx.passengers.length) {
    return refuse(selection, "passenger-out-of-range", `There is no ${passengerLabel(passengerIndex)} in this booking.`);
  }
  if (!Number.isInteger(quantity) || quantity < 0) {
    return refuse(selection, "quantity-out-of-range", "Choose a whole number.");
  }
  if (quantity > 0 && behavior.scope !== "group" && !service.IsMandatory && ctx.passengers[passengerIndex] === "INF") {
    return refuse(selection, "infant-service", INFANT_SERVICE_MESSAGE);
  }
  const everyone = ctx.passengers.map((_, i) => i);
  const targets = behavior.scope === "group" ? everyone : [passengerIndex];
  const list = listOf(selection, ref.kind);
  const current = list.find((e) => e.serviceId === ref.serviceId && sameSlot(e, ref.segmentIndex, ref.legIndex));

  if (quantity === 0) {
    if (!current || targets.every((p) => current.passengerQuantities[p] === undefined)) return { selection };
    if (service.IsMandatory) {
      return refuse(selection, "mandatory", `${serviceName(service)} is included with this fare and cannot be removed.`);
    }
    const next = list.map((e) => (e === current ? targets.reduce(withoutPassenger, e) : e)).filter((e) => !isEmpty(e));
    return { selection: withList(selection, ref.kind, next) };
  }

  const { min, max } = quantityBounds(service);
  if (quantity < min || quantity > max) {
    const range = min === max ? `exactly ${min}` : quantity < min ? `at least ${min}` : `at most ${max}`;
    return refuse(selection, "quantity-out-of-range", `${serviceName(service)}: choose ${range} per passenger.`);
  }

  // Not multi-select: the passenger's other choices in this segment and leg give way (never a mandatory one).
  let others = list;
  if (!group.IsMultiSelect) {
    const displaced = list.filter(
      (e) => e !== current && sameSlot(e, ref.segmentIndex, ref.legIndex) && targets.some((p) => e.passengerQuantities[p] !== undefined),
    );
    const blocking = displaced.find((e) => isMandatory(ctx.offer, ref.kind, e));
    if (blocking) {
      const kept = findService(ctx.offer, { ...ref, serviceId: blocking.serviceId })!.service;
      return refuse(selection, "mandatory", `${serviceName(kept)} is included with this fare and cannot be replaced.`);
    }
    others = list.map((e) => (displaced.includes(e) ? targets.reduce(withoutPassenger, e) : e)).filter((e) => !isEmpty(e));
  }

  const passengerQuantities: Record<number, number> = { ...(current?.passengerQuantities ?? {}) };
  for (const p of targets) passengerQuantities[p] = quantity;
  const entry: ServiceSelection = {
    serviceId: ref.serviceId,
    segmentIndex: ref.segmentIndex,
    legIndex: ref.legIndex,
    passengerQuantities,
    behavior: group.Behavior,
  };
  const next = current ? others.map((e) => (e === current ? entry : e)) : [...others, entry];
  return { selection: withList(selection, ref.kind, next) };
}

/** Chooses a service for a passenger at its smallest quantity (1, or the service's minimum). */
export function chooseService(ctx: ExtrasContext, selection: ExtrasSelection, ref: ServiceRef, passengerIndex: number): ExtrasChange {
  const found = findService(ctx.offer, ref);
  return setServiceQuantity(ctx, selection, ref, passengerIndex, found ? quantityBounds(found.service).min : 1);
}

/**
 * Who a removal applies to: one passenger (in the ref's segment and leg), all passengers (same), or
 * every segment and leg where the service is chosen (optionally for one passenger only).
 * A GROUP_PAX service is shared, so removing it for one passenger removes it for everybody.
 */
export type RemovalScope =
  | { scope: "passenger"; passengerIndex: number }
  | { scope: "allPassengers" }
  | { scope: "allLegs"; passengerIndex?: number };

/**
 * Removes a service (spec §4). Mandatory services are never removed: they stay, and the answer carries
 * a warning for the caller to log or show.
 */
export function removeService(ctx: ExtrasContext, selection: ExtrasSelection, ref: ServiceRef, how: RemovalScope): ExtrasChange {
  const list = listOf(selection, ref.kind);
  const passenger = how.scope === "allPassengers" ? undefined : how.passengerIndex;
  let keptMandatory: ExtraService | null = null;
  let changed = false;
  const next: ServiceSelection[] = [];
  for (const entry of list) {
    const matches = entry.serviceId === ref.serviceId && (how.scope === "allLegs" || sameSlot(entry, ref.segmentIndex, ref.legIndex));
    if (!matches || (passenger !== undefined && entry.passengerQuantities[passenger] === undefined)) {
      next.push(entry);
      continue;
    }
    const found = findService(ctx.offer, { ...ref, segmentIndex: entry.segmentIndex, legIndex: entry.legIndex });
    if (found?.service.IsMandatory) {
      keptMandatory = found.service;
      next.push(entry);
      continue;
    }
    const group = found ? parseBehavior(found.group.Behavior).scope === "group" : parseBehavior(entry.behavior).scope === "group";
    changed = true;
    if (passenger === undefined || group) continue;
    const rest = withoutPassenger(entry, passenger);
    if (!isEmpty(rest)) next.push(rest);
  }
  const result = changed ? withList(selection, ref.kind, next) : selection;
  if (keptMandatory) {
    return {
      selection: result,
      warning: { code: "mandatory", message: `${serviceName(keptMandatory)} is included with this fare and cannot be removed.` },
    };
  }
  return { selection: result };
}

/**
 * The selection with every mandatory service present (for every passenger, on every leg its behaviour
 * allows, at its minimum quantity). The add-ons page starts from `withMandatoryServices(ctx)`.
 */
export function withMandatoryServices(ctx: ExtrasContext, selection: ExtrasSelection = EMPTY_EXTRAS): ExtrasSelection {
  let result = selection;
  for (const kind of ["baggage", "meals"] as const) {
    groupsOf(ctx.offer, kind).forEach((group, segmentIndex) => {
      group.Services.forEach((services, legIndex) => {
        if (!isLegAllowed(group.Behavior, legIndex)) return;
        for (const service of services) {
          if (!service.IsMandatory) continue;
          const ref = { kind, segmentIndex, legIndex, serviceId: service.ServiceId };
          ctx.passengers.forEach((_, p) => {
            const existing = listOf(result, kind).find((e) => e.serviceId === service.ServiceId && sameSlot(e, segmentIndex, legIndex));
            if (existing?.passengerQuantities[p] !== undefined) return;
            result = setServiceQuantity(ctx, result, ref, p, quantityBounds(service).min).selection;
          });
        }
      });
    });
  }
  return result;
}
