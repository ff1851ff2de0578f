/**
 * Accounts (re-exported by schema.ts). `user`, `session`, `account` and `verification` follow
 * better-auth's model (it reads and writes them through the Drizzle adapter); `rate_limit` holds the
 * fixed-window counters of every rate limit.
 */
import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { tz } from "./schema-columns.ts";

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** "user" or "staff"; staff reach the contact inbox, the mail outbox and content authoring. */
  role: text("role").notNull().default("user"),
  /** Phone number without its dial code, digits only. */
  phone: text("phone"),
  /** ISO 3166-1 alpha-2 code of the country whose dial code goes with `phone`. */
  phoneCountry: text("phone_country").notNull().default("PH"),
  /** The language the traveller last chose while signed in ("en", "fil"; i18n/locales.ts), applied at sign-in; null: never chosen (migration 0021). */
  language: text("language"),
  createdAt: timestamp("created_at", tz).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    /** SHA-256 (hex) of the session token; the cookie holds the token (server/hashed-session-tokens.ts). */
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** When the holder of this session last re-entered the password (confirm-password). */
    passwordConfirmedAt: timestamp("password_confirmed_at", tz),
    /** "Keep me logged in" was ticked: longer idle and absolute limits (core/accounts/session-policy.ts). */
    remember: boolean("remember").notNull().default(false),
    /** Last recorded activity, for the idle timeout (written at most once a minute). */
    lastSeenAt: timestamp("last_seen_at", tz).notNull().defaultNow(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", tz),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", tz),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", tz).notNull(),
    createdAt: timestamp("created_at", tz).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", tz).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Fixed-window counters for rate limits, shared by every app instance. */
export const rateLimit = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", tz).notNull(),
});
