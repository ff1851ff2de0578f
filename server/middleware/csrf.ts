import type { Context, MiddlewareHandler } from "hono";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for every state-changing request: the browser must say the request comes from
 * our own origin (`Origin`, or `Sec-Fetch-Site: same-origin`). A request with neither header is a
 * non-browser client; it is let through only when it carries no cookie, so it cannot ride on a
 * signed-in browser's session. Session cookies are also SameSite=Lax.
 *
 * `exempt`: requests that may come from another origin because their route never reads a cookie
 * from one (the chat API from an embedding site in CHAT_WIDGET_ORIGINS).
 */
export function csrfProtection(allowedOrigins: string[], exempt: (c: Context) => boolean = () => false): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((o) => new URL(o).origin));
  return async (c, next) => {
    if (SAFE.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site");
    const requestOrigin = new URL(c.req.url).origin;
    let ok: boolean;
    if (origin && origin !== "null") ok = allowed.has(origin) || origin === requestOrigin;
    else if (site) ok = site === "same-origin" || site === "none";
    else ok = !c.req.header("cookie");
    if (ok || exempt(c)) return next();
    return c.json({ message: "This request did not come from Lakbay, so it was refused.", errors: {} }, 403);
  };
}
