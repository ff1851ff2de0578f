/**
 * Account rules that sit outside better-auth: profile edits, the staff role, recent password
 * confirmation before sensitive settings, and deleting an account.
 */
import type { Locale } from "../../i18n/locales.ts";
import type { SessionClock } from "./session-policy.ts";

export type Role = "user" | "staff";

export type AccountProfile = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  phone: string | null;
  phoneCountry: string;
  createdAt: Date;
};

/** Persistence for accounts; db/ implements it. */
export type AccountRepository = {
  findById(id: string): Promise<AccountProfile | null>;
  findByEmail(email: string): Promise<AccountProfile | null>;
  /** Name and phone only: the e-mail address changes through confirmEmailChange. */
  updateProfile(id: string, p: { name: string; phone: string | null; phoneCountry: string }): Promise<void>;
  /** Keeps one pending e-mail change per user (a newer request replaces an older one). */
  savePendingEmailChange(userId: string, newEmail: string, tokenHash: string, expiresAt: Date): Promise<void>;
  /** Takes (deletes) the pending change with this token hash; null when unknown or expired. */
  takePendingEmailChange(tokenHash: string, now: Date): Promise<{ userId: string; newEmail: string } | null>;
  /**
   * Moves the account to a confirmed new address with the given role; "taken" (and nothing
   * changed) when another account got the address meanwhile.
   */
  applyEmailChange(userId: string, newEmail: string, role: Role): Promise<"ok" | "taken">;
  setRole(email: string, role: Role): Promise<boolean>;
  /** Remembers the language the traveller chose while signed in (migration 0021; applied at sign-in). */
  setLanguage(id: string, language: Locale): Promise<void>;
  delete(id: string): Promise<void>;
  markPasswordConfirmed(sessionId: string, at: Date): Promise<void>;
  passwordConfirmedAt(sessionId: string): Promise<Date | null>;
  /** How many unexpired sessions the user has, this one included. */
  countActiveSessions(userId: string, now: Date): Promise<number>;
  /** Ends every session of the user except `keepSessionId`. */
  endOtherSessions(userId: string, keepSessionId: string): Promise<number>;
  /** Ends one session (idle or too old). */
  endSession(sessionId: string): Promise<void>;
  /** Records activity on a session (for the idle timeout). */
  touchSession(sessionId: string, at: Date): Promise<void>;
  /** One session's owner and clocks (core/accounts/session-policy.ts judges them), or null once it has ended or never was. */
  findSession(sessionId: string): Promise<(SessionClock & { userId: string }) | null>;
  /** Gives the staff role to the account with this address, only if the address is verified. */
  grantStaffIfVerified(email: string): Promise<boolean>;
  /** Deletes every unused password-reset link of the user. */
  deleteResetTokens(userId: string): Promise<void>;
};

/** The background job that looks an address up and mails a reset link (payload `{ email }`). */
export const PASSWORD_RESET_REQUEST_JOB = "account.password-reset-request";

/** How long a password confirmation lets sensitive settings through. */
export const PASSWORD_CONFIRMATION_TTL_MS = 15 * 60_000;

export function isPasswordConfirmationFresh(confirmedAt: Date | null, now: Date = new Date()): boolean {
  return confirmedAt !== null && now.getTime() - confirmedAt.getTime() < PASSWORD_CONFIRMATION_TTL_MS;
}

export type ProfileChange = { name: string; email: string; phone: string | null; phoneCountry: string };

/**
 * Saves a profile edit. The name and phone change at once; a different e-mail address is only
 * requested here (see email-change.ts): the old one stays until the new one is confirmed.
 */
export async function updateProfile(
  repo: AccountRepository,
  current: AccountProfile,
  change: ProfileChange,
): Promise<{ emailChangeRequested: boolean }> {
  await repo.updateProfile(current.id, { name: change.name.trim(), phone: change.phone, phoneCountry: change.phoneCountry });
  return { emailChangeRequested: change.email.trim().toLowerCase() !== current.email.toLowerCase() };
}
