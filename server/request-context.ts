/**
 * What the HTTP host hands every loader and action: the services and per-request values.
 *
 * The key lives on globalThis so the host (run from source) and the app (bundled by Vite) share one
 * context object even though each has its own copy of this module.
 */
import { createContext, type RouterContext } from "react-router";
import type { EdgeServices } from "./services.ts";

export type RequestValues = {
  services: EdgeServices;
  requestId: string;
  /** Nonce for inline scripts allowed by the Content-Security-Policy. */
  nonce: string;
  /** The client's address (behind a trusted proxy: the forwarded one). */
  clientIp: string;
  /**
   * Set by a loader that read something personal without a session (the visitor's location,
   * app/lib/location.server.ts): the host then answers `Cache-Control: private, no-store`, which
   * keeps the page out of the anonymous-page cache.
   */
  personal?: boolean;
  /** Set when a loader or action failed because the database was out of reach: the page is then a 503 with Retry-After. */
  databaseUnavailable?: boolean;
};

const KEY = Symbol.for("lakbay.requestContext");
const store = globalThis as unknown as Record<symbol, RouterContext<RequestValues> | undefined>;

export const requestContext: RouterContext<RequestValues> = (store[KEY] ??= createContext<RequestValues>());
