/**
 * Who may see or cancel a hotel booking: its signed-in owner, a browser that booked it or looked it
 * up (the signed trip-access cookie, server/trip-access.ts), or anyone with the reference and the
 * lead guest's last name (compared without case or accents). Every loader, action and API route
 * asks this itself.
 */
import { normalisePlace } from "./destinations.ts";

export function mayAccessHotelBooking(
  owner: { userId: string | null; lastName: string },
  caller: { userId?: string | null; tripReferences?: readonly string[]; reference: string; lastName?: string | null },
): boolean {
  if (owner.userId && caller.userId && owner.userId === caller.userId) return true;
  if (caller.tripReferences?.includes(caller.reference)) return true;
  if (caller.lastName && normalisePlace(caller.lastName) !== "" && normalisePlace(caller.lastName) === normalisePlace(owner.lastName))
    return true;
  return false;
}
