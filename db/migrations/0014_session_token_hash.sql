-- Session tokens are kept only as SHA-256 hashes (hex) from now on (core/accounts/session-token.ts):
-- hash the tokens of the sessions open today, so nobody is signed out. sha256() is built into
-- PostgreSQL 11+ and PGlite (no pgcrypto needed).
UPDATE "session" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
