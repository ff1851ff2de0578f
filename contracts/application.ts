/**
 * The application layer's vocabulary, shared by core (which returns it), the JSON API and the pages
 * (which map it to HTTP) and the assistant (which calls the same use cases as tools).
 *
 * A use case takes one input described by a zod schema and returns an `Outcome`: its value, or a
 * typed error. The error's `code` says what kind of failure it is (the API and the pages each map
 * codes to a status in one place: server/api/outcome.ts, app/server/outcome.server.ts); its
 * `message` is the sentence a traveller reads; `fields` names the inputs at fault.
 */
import type { FieldErrors } from "./forms.ts";

export const ERROR_CODES = [
  /** The input is not acceptable (zod, or a rule about it such as a date in the past). */
  "invalid",
  /** Well formed, but a rule about the thing refuses it (an unknown airport, passengers that do not fit the fare). */
  "unprocessable",
  /** Who is asking is not known and must sign in. */
  "unauthenticated",
  /** Who is asking may not do this. */
  "forbidden",
  /** What was asked for does not exist, or the caller may not know that it does. */
  "not_found",
  /** The thing is in a state that does not allow this now (already paid, a request already open). */
  "conflict",
  /** It existed but is over (a quote or a hold that expired, a sold-out fare). */
  "gone",
  /** Too many attempts: wait `retryAfterSeconds`. */
  "rate_limited",
  /** A payment was declined or is still waiting for the traveller. */
  "payment_failed",
  /** A supplier or a service we depend on did not answer. */
  "unavailable",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The HTTP status of each error code. The API (server/api/outcome.ts) and the pages
 * (app/server/outcome.server.ts) answer with the same one, so a traveller and a client see alike.
 */
export const ERROR_STATUS = {
  invalid: 400,
  unprocessable: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  rate_limited: 429,
  payment_failed: 402,
  unavailable: 503,
} as const satisfies Record<ErrorCode, number>;

/** Headers an error answer carries: Retry-After when rate limited. */
export function errorHeaders(error: Pick<UseCaseError, "code" | "retryAfterSeconds">): Record<string, string> {
  return error.code === "rate_limited" && error.retryAfterSeconds !== undefined ? { "Retry-After": String(error.retryAfterSeconds) } : {};
}

export type UseCaseError = {
  code: ErrorCode;
  /** The refusal in English, for the edges that have no words of their own for its `reason` yet. */
  message: string;
  fields?: FieldErrors;
  retryAfterSeconds?: number;
  /**
   * Which refusal it is, as its domain names it ("hotel.room_unavailable", "flight.SOLD_OUT",
   * "payment.idempotency_conflict", "limit.reference_guesses"): what an edge words in its own language
   * (issue 27), with `params` for the figures the wording needs. Every refusal has one.
   */
  reason: RefusalReason;
  params?: Record<string, string | number>;
};

/** `area.what`: the area is the domain or the kind of rule ("account", "chat", "limit", "input"). */
export type RefusalReason = `${string}.${string}`;

/** What a refusal carries besides its code and message: its reason always, the rest when it applies. */
export type RefusalExtra = Omit<UseCaseError, "code" | "message">;

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: UseCaseError };

export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

/** A refusal: its kind (`code`, one HTTP status), which one it is (`extra.reason`), and its English words. */
export function fail<T = never>(code: ErrorCode, message: string, extra: RefusalExtra): Outcome<T> {
  return { ok: false, error: { code, message, ...extra } };
}

/** Who is calling a use case: the signed-in account (or none), and the client's address for limits. */
export type Caller = {
  userId: string | null;
  clientIp: string;
  staff?: boolean;
  /** The signed-in account's name, where what they do is signed with it (a staff reply). */
  name?: string;
  /** The signed-in session, for the account use cases that act on it (confirm the password, end other sessions). */
  sessionId?: string;
  /** The request's headers, for the identity library where an account use case signs in or out (set by the adapters). */
  headers?: Headers;
  /** A guest's chat key (the SHA-256 of its guest token, server/chat-identity.ts): what a guest's conversations belong to. */
  guestKey?: string;
};
