import { randomUUID } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppLogger } from "../logger.ts";

export type RequestVariables = { requestId: string; clientIp: string };

/**
 * Paths whose last segment is a secret (a reset or verification link, a confirmation e-mail's trip
 * link): the log keeps the route, never the token. Also their `.data` twins, which React Router
 * requests on client navigation.
 */
const SECRET_PATH = /^\/(reset-password|verify-email|flights\/open|hotels\/open)\/[^/]+$/;

export function redactPath(path: string): string {
  const m = SECRET_PATH.exec(path);
  return m ? `/${m[1]}/[token]` : path;
}

/** Gives each request an id (kept from X-Request-Id when sane), finds the client's address, logs the outcome. */
export function requestLog(
  logger: AppLogger,
  opts: { trustProxy: boolean; remoteAddress: (c: Parameters<MiddlewareHandler>[0]) => string },
): MiddlewareHandler<{ Variables: RequestVariables }> {
  return async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && /^[\w.-]{8,100}$/.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    const forwarded = opts.trustProxy ? c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim() : undefined;
    c.set("clientIp", forwarded || opts.remoteAddress(c) || "unknown");
    const start = performance.now();
    await next();
    c.res.headers.set("X-Request-Id", requestId);
    const ms = Math.round((performance.now() - start) * 10) / 10;
    // A client that hung up is not a server failure: log it as nginx's 499.
    const aborted = c.req.raw.signal.aborted;
    const status = aborted ? 499 : c.res.status;
    const line = { reqId: requestId, method: c.req.method, path: redactPath(c.req.path), status, ms };
    if (aborted) logger.info(line, "client closed request");
    else if (status >= 500) logger.error(line, "request failed");
    else if (c.req.path.startsWith("/assets/")) logger.debug(line, "request");
    else logger.info(line, "request");
  };
}
