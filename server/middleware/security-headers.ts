import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";

export type SecurityVariables = { nonce: string };

/** A per-request nonce and the security headers every response carries. */
export function securityHeaders(opts: { hsts: boolean }): MiddlewareHandler<{ Variables: SecurityVariables }> {
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("nonce", nonce);
    await next();
    const h = c.res.headers;
    h.set(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join("; "),
    );
    h.set("X-Content-Type-Options", "nosniff");
    h.set("X-Frame-Options", "DENY");
    h.set("Referrer-Policy", "strict-origin-when-cross-origin");
    h.set("Permissions-Policy", "geolocation=(self), camera=(), microphone=()");
    h.set("Cross-Origin-Opener-Policy", "same-origin");
    if (opts.hsts) h.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  };
}
