/**
 * The JSON API (design/routes.md): thin handlers that parse with zod, call core and map the result
 * to `{ data }` or `{ message, errors }`. Areas add their own sub-apps here.
 */
import { Hono } from "hono";
import type { HostEnv } from "../app.ts";

export function apiRoutes() {
  const api = new Hono<HostEnv>();
  // Unknown API paths answer in JSON, not with the HTML 404 page.
  api.all("/api/*", (c) => c.json({ message: "There is nothing at this address.", errors: {} }, 404));
  return api;
}
