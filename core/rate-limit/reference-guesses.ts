/**
 * Look-ups by booking reference + last name, limited per reference across every client
 * (REFERENCE_GUESS_RULES): the hotel and flight use cases, the pages and the API share it
 * (server/guards.ts re-exports it).
 */
import { fail, type Outcome } from "../../contracts/application.ts";
import { REFERENCE_GUESS_RULES, type RateLimiter } from "./rate-limiter.ts";

type RateLimitRefusal = { retryAfterSeconds: number; message: string };

/** What the look-up pages and API say when a reference has had too many wrong last names. */
export function tooManyGuessesMessage(retryAfterSeconds: number): string {
  return `Too many wrong last names for this booking reference. Please try again in ${guessWait(retryAfterSeconds)}, or log in to open trips booked with your account, or use the link in your confirmation e-mail.`;
}

/** How long to wait, as the message says it ("3 hours", "5 minutes"): a param of the refusal, for an edge to word. */
function guessWait(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/** A look-up refused for too many wrong last names, as a use case's outcome (reason `limit.reference_guesses`). */
export function referenceGuessesRefused(refused: RateLimitRefusal): Outcome<never> {
  const { message, retryAfterSeconds } = refused;
  return fail("rate_limited", message, {
    retryAfterSeconds,
    reason: "limit.reference_guesses",
    params: { retryAfterSeconds, wait: guessWait(retryAfterSeconds) },
  });
}

/**
 * A look-up by booking reference + last name, limited per reference across every client
 * (REFERENCE_GUESS_RULES). Only wrong last names count, each in one atomic statement for every
 * window (RateLimiter.consumeAll), so right names sent at the same moment never count against each
 * other: however many arrive together, they all get in while fewer than the limit were wrong.
 *
 * - A reference already at its limit is refused before `find` runs, right name or not (else the
 *   limit would tell a guesser which name is right).
 * - A right name is checked against the limit again after `find`: wrong names counted meanwhile
 *   (a burst of guesses sent with it) refuse it too, so a burst tests no more names than one by one.
 * - A wrong name is counted; once it takes the count past the limit it is answered as refused.
 *
 * The traveller with the confirmation e-mail is never refused: its link opens the trip without a
 * last name (core/application/trip-links.ts). A signed-in owner or a browser holding the trip
 * never comes here either.
 */
export async function lookUpByReference<T>(
  limiter: RateLimiter,
  scope: "flight" | "hotel",
  reference: string,
  find: () => Promise<T | null>,
): Promise<{ refused: RateLimitRefusal } | { refused: null; found: T | null }> {
  const key = `${scope}:${reference.trim().toUpperCase()}`;
  const refused = (retryAfterSeconds: number) => ({ refused: { retryAfterSeconds, message: tooManyGuessesMessage(retryAfterSeconds) } });
  const before = await limiter.checkAll(REFERENCE_GUESS_RULES, key);
  if (!before.allowed) return refused(before.retryAfterSeconds);
  const found = await find();
  if (found !== null) {
    const after = await limiter.checkAll(REFERENCE_GUESS_RULES, key);
    return after.allowed ? { refused: null, found } : refused(after.retryAfterSeconds);
  }
  const counted = await limiter.consumeAll(REFERENCE_GUESS_RULES, key);
  return counted.allowed ? { refused: null, found: null } : refused(counted.retryAfterSeconds);
}
