/**
 * The bench's floor server: the project's host stack (Hono on @hono/node-server, the app's own
 * compression middleware, React Router's request handler in production mode) serving the trivial
 * app next to this file, built by the bench into bench/floor/build. PORT and HOST from the
 * environment; SIGTERM stops it.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { compression } from "../../server/middleware/compression.ts";

const build = (await import(pathToFileURL(path.join(import.meta.dirname, "build/server/index.js")).href)) as ServerBuild;
const handle = createRequestHandler(build, "production");
const app = new Hono();
app.use(compression());
app.all("*", (c) => handle(c.req.raw));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT || 3999), hostname: process.env.HOST || "127.0.0.1" });
process.on("SIGTERM", () => server.close(() => process.exit(0)));
