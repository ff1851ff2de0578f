/**
 * The HTTP host: one Hono app that serves static assets, health checks, the JSON API and, for
 * everything else, the React Router app rendered on the server.
 */
import { type Dirent, readdirSync } from "node:fs";
import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { MAX_BODY_BYTES } from "../contracts/forms.ts";
import { type RequestValues, requestContext } from "./request-context.ts";
import { apiRoutes } from "./api/routes.ts";
import { chatCrossOriginAllowed } from "./api/chat.ts";
import { createHtmlCache, type HtmlCacheOptions } from "./html-cache.ts";
import { localizePath, splitLocale } from "../i18n/locales.ts";
import { DATABASE_RETRY_AFTER_SECONDS, sendFault } from "./api/outcome.ts";
import { languageRedirect, languageSwitch } from "./middleware/language.ts";
import { compression } from "./middleware/compression.ts";
import type { HostEnv } from "./host-env.ts";
import { csrfProtection } from "./middleware/csrf.ts";
import { requestLog } from "./middleware/request-log.ts";
import { securityHeaders } from "./middleware/security-headers.ts";
import { edgeServices } from "./edge-services.ts";
import { rewordApps } from "../i18n/refusals.ts";
import type { Services } from "./services.ts";

/**
 * `build`: the server build, or (in `npm run dev`) a function that loads the current one from Vite.
 * `htmlCache`: settings of the anonymous-page cache (server/html-cache.ts), or false for none.
 */
export function createHttpApp(
  services: Services,
  build: ServerBuild | (() => Promise<ServerBuild>),
  opts: { clientDir: string; htmlCache?: HtmlCacheOptions | false },
) {
  const { env, logger } = services;
  // Pages and the JSON API get the application services and the host's needs, never the engines,
  // stores and gateways they are built of (docs/decisions/031-application-layer.md).
  const edge = edgeServices(services);
  // A Filipino page's use cases: the same services, their refusals worded in Filipino from the `errors`
  // catalogue (i18n/refusals.ts); the JSON API and English pages keep the English words.
  const filipinoEdge = { ...edge, apps: rewordApps(edge.apps, "fil") };
  const app = new Hono<HostEnv>();
  const mode = env.nodeEnv === "production" ? "production" : "development";
  const handleDocument = createRequestHandler(build, mode);
  // The same pages in Filipino: /fil is their basename (the browser's router gets it with the page),
  // so the routes are not listed twice and every link and form keeps the prefix (decision 035).
  const filipino = (b: ServerBuild): ServerBuild => ({ ...b, basename: localizePath("fil", "/") });
  const handleFilipino = createRequestHandler(typeof build === "function" ? () => build().then(filipino) : filipino(build), mode);

  app.use(
    requestLog(logger, {
      trustProxy: env.trustProxy,
      remoteAddress: (c) => {
        try {
          return getConnInfo(c).remote.address ?? "";
        } catch {
          return "";
        }
      },
    }),
  );
  app.use(async (c, next) => {
    c.set("services", edge);
    await next();
  });

  // Every answer carries the security headers: pages, static files, health checks and errors.
  app.use(securityHeaders({ hsts: env.publicDeployment }));

  app.get("/health", (c) => c.json({ status: "ok" }));
  app.get("/ready", async (c) => {
    try {
      await services.database.ping();
      return c.json({ status: "ready", database: services.database.kind });
    } catch (err) {
      logger.warn({ err }, "readiness check failed");
      return c.json({ status: "unavailable", database: services.database.kind }, 503);
    }
  });

  app.use(compression());
  app.use("/assets/*", staticFiles(opts.clientDir, "public, max-age=31536000, immutable"));
  // A missing asset is a plain 404, never the HTML error page.
  app.get("/assets/*", (c) => c.text("Not found", 404));
  // The other files of build/client (favicon, robots.txt, hotels/photos/… from public/) are served
  // by exact path, so page requests never wait on a disk lookup.
  for (const file of publicFiles(opts.clientDir)) {
    app.get(`/${file}`, staticFiles(opts.clientDir, "public, max-age=3600"));
  }

  app.use(csrfProtection([env.appUrl], (c) => chatCrossOriginAllowed(c, env)));
  app.use(
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      // The unread rest of the body is still on the wire: close the connection rather than reuse it.
      onError: (c) => c.json({ message: "That request is too large.", errors: {} }, 413, { Connection: "close" }),
    }),
  );
  app.route("/", apiRoutes({ testRoutes: env.testRoutes }));
  app.post(
    "/language",
    languageSwitch({
      secure: env.publicDeployment,
      account: { lookUpSession: services.lookUpSession, setLanguage: services.accounts.setLanguage },
    }),
  );

  // A traveller who reads Filipino asking for a page without /fil goes to it (before the cache).
  app.use("*", languageRedirect());

  // Pages for visitors without a session, briefly kept (docs/decisions/006-…). Inside the security
  // headers: a hit is answered with this request's own CSP nonce.
  if (opts.htmlCache !== false) app.use("*", createHtmlCache(opts.htmlCache).middleware);

  app.all("*", async (c) => {
    const context = new RouterContextProvider();
    const filipinoPage = splitLocale(c.req.path).locale === "fil";
    const values: RequestValues = {
      services: filipinoPage ? filipinoEdge : edge,
      requestId: c.get("requestId"),
      nonce: c.get("nonce"),
      clientIp: c.get("clientIp"),
    };
    context.set(requestContext, values);
    const handler = filipinoPage ? handleFilipino : handleDocument;
    const res = await handler(c.req.raw, context);
    // A page drawn from something personal (the visitor's location) is never cached for others.
    if (values.personal) res.headers.set("Cache-Control", "private, no-store");
    // A page that failed because the database was out of reach: try again shortly (not our fault to log as one).
    if (values.databaseUnavailable && res.status === 500) {
      const headers = new Headers(res.headers);
      headers.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      headers.set("Cache-Control", "no-store");
      return new Response(res.body, { status: 503, headers });
    }
    return res;
  });

  // A fault no route caught: 503 with Retry-After while the database is out of reach, else a 500.
  app.onError((err, c) =>
    sendFault(c, err, "Something went wrong on our side. Please try again.", (line) =>
      logger.error({ ...line, reqId: c.get("requestId") }, "unhandled error"),
    ),
  );

  return app;
}

/**
 * serveStatic with a Cache-Control header on what it finds. (Its `onFound` runs after the response
 * is built, so a header set there never reached the browser.)
 */
function staticFiles(root: string, cacheControl: string): MiddlewareHandler<HostEnv> {
  const serve = serveStatic<HostEnv>({ root });
  return async (c, next) => {
    const res = await serve(c, next);
    // Found: serveStatic's own Response. Not found: it went on to the next handler and returns nothing
    // (that handler's answer, a 404 page, is in c.res and must not be cached as an asset).
    if (res instanceof Response && res.status === 200) res.headers.set("Cache-Control", cacheControl);
    return res;
  };
}

/** Files under build/client outside assets/ (what public/ holds), as URL paths relative to the root. */
function publicFiles(clientDir: string, under = "", depth = 0): string[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(path.join(clientDir, under), { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries) {
    const rel = under ? `${under}/${e.name}` : e.name;
    // Plain names only: each becomes a route path, where ":" or "*" would mean something else.
    if (!/^[\w.-]+$/.test(e.name)) continue;
    if (e.isFile()) out.push(rel);
    else if (e.isDirectory() && rel !== "assets" && depth < 4) out.push(...publicFiles(clientDir, rel, depth + 1));
  }
  return out;
}
