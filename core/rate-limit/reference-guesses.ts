/**
 * Look-ups by booking reference + last name, limited per reference across every client
 * (REFERENCE_GUESS_RULES): the hotel and flight use cases, the pages and the API share it
 * (server/guards.ts re-exports it).
 */
import { REFERENCE_GUESS_RULES, type RateLimiter } from "./rate-limiter.ts";

type RateLimitRefusal = { retryAfterSeconds: number; message: string };

/** What the look-up pages and API say when a reference has had too many wrong last names. */
export function tooManyGuessesMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes >= 120 ? `${Math.ceil(minutes / 60)} hours` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many wrong last names for this booking reference. Please try again in ${wait}, or log in to open trips booked with your account.`;
}

/**
 * A look-up by booking reference + last name, limited per reference across every client
 * (REFERENCE_GUESS_RULES). Each attempt is counted before `find` runs (one atomic upsert per rule,
 * so parallel guesses cannot slip past the limit) and taken back when it was refused or right:
 * only wrong last names add up. A signed-in owner or a browser holding the trip never comes here.
 */
export async function lookUpByReference<T>(
  limiter: RateLimiter,
  scope: "flight" | "hotel",
  reference: string,
  find: () => Promise<T | null>,
): Promise<{ refused: RateLimitRefusal } | { refused: null; found: T | null }> {
  const key = `${scope}:${reference.trim().toUpperCase()}`;
  let retryAfterSeconds = 0;
  for (const rule of REFERENCE_GUESS_RULES) {
    const result = await limiter.consume(rule, [key]);
    if (!result.allowed) retryAfterSeconds = Math.max(retryAfterSeconds, result.retryAfterSeconds);
  }
  const takeBack = () => Promise.all(REFERENCE_GUESS_RULES.map((rule) => limiter.release(rule, key)));
  if (retryAfterSeconds > 0) {
    await takeBack();
    return { refused: { retryAfterSeconds, message: tooManyGuessesMessage(retryAfterSeconds) } };
  }
  let found: T | null;
  try {
    found = await find();
  } catch (error) {
    await takeBack();
    throw error;
  }
  if (found !== null) await takeBack();
  return { refused: null, found };
}
