/** The staff-only use cases' guard (the contact inbox, the post editor). */
import { type Caller, fail, type Outcome } from "../../contracts/application.ts";

/** The message staff-only use cases answer anyone else. */
export const STAFF_ONLY_MESSAGE = "This page is for Lakbay staff.";

/** Null for staff; else the refusal (a guest is asked to sign in, anyone else is forbidden). */
export function staffRefusal(caller: Caller): Outcome<never> | null {
  if (!caller.userId) return fail("unauthenticated", "Please sign in.", { reason: "account.sign_in_first" });
  if (!caller.staff) return fail("forbidden", STAFF_ONLY_MESSAGE, { reason: "account.staff_only" });
  return null;
}
