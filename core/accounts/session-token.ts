/**
 * Session tokens are kept in the database only as SHA-256 hashes (hex): the cookie carries the token,
 * the `session.token` column its hash, so a copy of the table signs nobody in. Migration 0014 hashed
 * the tokens stored before, with the same function in SQL: encode(sha256(convert_to(token, 'UTF8')), 'hex').
 */
import { createHash } from "node:crypto";

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
