/**
 * `npm run dev`: the same Hono host as production (server/app.ts: logs, security headers, CSRF, the
 * API, the HTML cache), with Vite's development server in middleware mode in front of it. Vite
 * answers its own requests (source modules, /@vite/client, public files, hot-reload websocket on
 * the same port); every other request goes to the host, which loads React Router's server build
 * from Vite on each request, so an edit shows up on the next load (or at once, through hot reload).
 * Same environment as `npm start` (PGlite in DATA_DIR, demo accounts), with NODE_ENV=development.
 */
import { createServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer, isRunnableDevEnvironment } from "vite";
import { createHttpApp } from "./app.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { seedDemoData } from "./seed.ts";
import { loadContent } from "./content-seed.ts";
import { createServices } from "./services.ts";

const root = path.resolve(import.meta.dirname, "..");
const env = loadEnv();
const logger = createLogger(env.logLevel);
if (env.publicDeployment) {
  logger.fatal("npm run dev is for a laptop: a public deployment (DEPLOYMENT=public) runs `npm start`");
  process.exit(1);
}

const services = await createServices(env, logger);
if (env.seedDemo) await seedDemoData(services);
await loadContent(services);

const httpServer = createServer();
const sigtermBefore = new Set(process.listeners("SIGTERM"));
const vite = await createViteServer({
  root,
  appType: "custom",
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
// React Router's plugin starts a helper Vite server whose SIGTERM handler exits at once (status
// 143); our own shutdown below closes Vite, the HTTP server and the database in order instead.
for (const listener of process.listeners("SIGTERM")) if (!sigtermBefore.has(listener)) process.off("SIGTERM", listener);
const ssr = vite.environments.ssr;
const SERVER_BUILD = "virtual:react-router/server-build";
const loadBuild = async (): Promise<ServerBuild> =>
  (isRunnableDevEnvironment(ssr) ? await ssr.runner.import(SERVER_BUILD) : await vite.ssrLoadModule(SERVER_BUILD)) as ServerBuild;

// No HTML cache in development: an edit must show on the next load.
const app = createHttpApp(services, loadBuild, { clientDir: path.relative(process.cwd(), path.join(root, "public")), htmlCache: false });
const host = getRequestListener(app.fetch);
httpServer.on("request", (req, res) => {
  vite.middlewares(req, res, () => void host(req, res));
});
httpServer.listen(env.port, env.host, () => {
  logger.info(
    { url: `http://${env.host.includes(":") ? `[${env.host}]` : env.host}:${env.port}`, database: services.database.kind },
    `${env.appName} dev server (Vite, hot reload) is listening`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  setTimeout(() => process.exit(1), 5_000).unref();
  await vite.close().catch(() => {});
  httpServer.close();
  httpServer.closeAllConnections();
  await services.close();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
