/**
 * The identity library (better-auth) as core/accounts sees it: ids, password hashes and signed
 * verification links.
 */
import { randomBytes } from "node:crypto";
import { createEmailVerificationToken } from "better-auth/api";
import type { Identity } from "../core/accounts/registration.ts";
import type { Auth } from "./auth.ts";
import { VERIFICATION_EXPIRES_SECONDS } from "./auth.ts";
import type { Env } from "./env.ts";

export function createIdentity(auth: Auth, env: Env): Identity {
  return {
    newUserId: () => randomBytes(24).toString("base64url"),
    async hashPassword(password) {
      return (await auth.$context).password.hash(password);
    },
    async confirmEmail(token) {
      try {
        // No cookies go to better-auth: the link verifies an address, it never touches a session.
        const response = await auth.api.verifyEmail({ query: { token }, headers: new Headers(), asResponse: true });
        return response.ok ? emailInToken(token) : null;
      } catch {
        return null;
      }
    },
    async verificationUrl(email) {
      const token = await createEmailVerificationToken(env.authSecret, email, undefined, VERIFICATION_EXPIRES_SECONDS);
      return `${env.appUrl}/verify-email/${token}`;
    },
  };
}

/** The address inside a signed verification token (read only after better-auth accepted it). */
function emailInToken(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { email?: unknown };
    return typeof payload.email === "string" ? payload.email : null;
  } catch {
    return null;
  }
}
