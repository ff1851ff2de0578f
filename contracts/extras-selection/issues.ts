/** Why a change was refused, and the error the server's gate throws. */
import type { ExtrasSelection } from "../flight-extras.ts";

export type ExtrasIssueCode =
  | "unknown-service"
  | "unknown-seat"
  | "wrong-leg"
  | "passenger-out-of-range"
  | "mandatory"
  | "missing-mandatory"
  | "group-needs-everyone"
  | "quantity-out-of-range"
  | "not-multi-select"
  | "duplicate-service"
  | "seat-unavailable"
  | "seat-taken"
  | "infant-seat"
  | "infant-service"
  | "exit-row"
  | "two-seats"
  | "currency";

/** By name: the pages' server bundle has its own copy of the class (see core/flights/errors.ts). */
export function isExtrasSelectionError(error: unknown): error is ExtrasSelectionError {
  return error instanceof Error && error.name === "ExtrasSelectionError";
}

export type ExtrasWarning = { code: ExtrasIssueCode; message: string };

export class ExtrasSelectionError extends Error {
  readonly code: ExtrasIssueCode;
  /** The names and figures of its sentence, for an edge to word it in its language (issue 27); the message stays English. */
  readonly params?: Record<string, string | number>;
  constructor(code: ExtrasIssueCode, message: string, params?: Record<string, string | number>) {
    super(message);
    this.name = "ExtrasSelectionError";
    this.code = code;
    this.params = params;
  }
}

/** The result of every change: the new selection, or the old one and why the change was refused. */
export type ExtrasChange = { selection: ExtrasSelection; warning?: ExtrasWarning };
