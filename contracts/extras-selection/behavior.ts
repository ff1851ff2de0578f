/** The supplier's Behavior of a service group: per passenger or group, which legs. */
import type { ExtraServicesData, ServiceGroup } from "../flight-extras.ts";

export type ParsedBehavior = {
  /** GROUP_PAX: one selection for all passengers, charged once. PER_PAX (and the default): per passenger. */
  scope: "group" | "perPax";
  /** SEGMENT: the group serves one flight segment (ServiceGroup.SegmentIndex) rather than a whole leg. */
  segment: boolean;
  /** OUTBOUND: only leg 0. INBOUND: only the return leg(s). Neither: any leg. */
  leg: "any" | "outbound" | "inbound";
};

/** Reads the supplier's Behavior text ("PER_PAX_OUTBOUND", "GROUP_PAX", "SEGMENT_PER_PAX" …), case-blind. */
export function parseBehavior(text: string): ParsedBehavior {
  const upper = (text ?? "").toUpperCase();
  const inbound = upper.includes("INBOUND");
  const outbound = upper.includes("OUTBOUND");
  return {
    scope: upper.includes("GROUP_PAX") ? "group" : "perPax",
    segment: upper.includes("SEGMENT"),
    // Both words at once would contradict each other; then no leg is preferred.
    leg: inbound && !outbound ? "inbound" : outbound && !inbound ? "outbound" : "any",
  };
}

/** Whether a group of this behaviour may be chosen on this leg (0 = outbound, 1+ = return). */
export function isLegAllowed(behavior: string, legIndex: number): boolean {
  const { leg } = parseBehavior(behavior);
  if (leg === "outbound") return legIndex === 0;
  if (leg === "inbound") return legIndex >= 1;
  return true;
}

/** Whether the offer has anything to choose (the spec's isHasExtraServices). */
export function hasExtraServices(offer: ExtraServicesData | null | undefined): boolean {
  if (!offer) return false;
  const anyService = (groups: ServiceGroup[]) => groups.some((g) => g.Services.some((list) => list.length > 0));
  return anyService(offer.DynamicBaggage) || anyService(offer.DynamicMeal) || offer.DynamicSeat.some((m) => m.rows.length > 0);
}
