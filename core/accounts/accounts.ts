/**
 * Account rules that sit outside better-auth: profile edits, the staff role, recent password
 * confirmation before sensitive settings, and deleting an account.
 */

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
  updateProfile(id: string, p: { name: string; email: string; emailVerified: boolean; phone: string | null; phoneCountry: string }): Promise<void>;
  setRole(email: string, role: Role): Promise<boolean>;
  delete(id: string): Promise<void>;
  markPasswordConfirmed(sessionId: string, at: Date): Promise<void>;
  passwordConfirmedAt(sessionId: string): Promise<Date | null>;
  /** How many unexpired sessions the user has, this one included. */
  countActiveSessions(userId: string, now: Date): Promise<number>;
  /** Ends every session of the user except `keepSessionId`. */
  endOtherSessions(userId: string, keepSessionId: string): Promise<number>;
};

/** How long a password confirmation lets sensitive settings through. */
export const PASSWORD_CONFIRMATION_TTL_MS = 15 * 60_000;

export function isPasswordConfirmationFresh(confirmedAt: Date | null, now: Date = new Date()): boolean {
  return confirmedAt !== null && now.getTime() - confirmedAt.getTime() < PASSWORD_CONFIRMATION_TTL_MS;
}

export type ProfileChange = { name: string; email: string; phone: string | null; phoneCountry: string };

/**
 * Applies a profile edit. A new e-mail address is unverified until its owner opens the link, and
 * it may not belong to another account. Returns what happened so the caller can mail and say so.
 */
export async function updateProfile(
  repo: AccountRepository,
  current: AccountProfile,
  change: ProfileChange,
): Promise<{ ok: true; emailChanged: boolean } | { ok: false; code: "EMAIL_TAKEN" }> {
  const email = change.email.trim().toLowerCase();
  const emailChanged = email !== current.email.toLowerCase();
  if (emailChanged) {
    const other = await repo.findByEmail(email);
    if (other && other.id !== current.id) return { ok: false, code: "EMAIL_TAKEN" };
  }
  await repo.updateProfile(current.id, {
    name: change.name.trim(),
    email,
    emailVerified: emailChanged ? false : current.emailVerified,
    phone: change.phone,
    phoneCountry: change.phoneCountry,
  });
  return { ok: true, emailChanged };
}
