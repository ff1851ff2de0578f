/**
 * Starts Lakbay: reads the environment, opens the database (migrating it), seeds demo data, and
 * serves the built app. SIGTERM and SIGINT stop it gracefully.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createHttpApp } from "./app.ts";
import { loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { seedDemoData } from "./seed.ts";
import { loadContent } from "./content-seed.ts";
import { createServices } from "./services.ts";

const root = path.resolve(import.meta.dirname, "..");
const env = loadEnv();
const logger = createLogger(env.logLevel);

const serverBuild = path.join(root, "build/server/index.js");
if (!existsSync(serverBuild)) {
  logger.fatal({ serverBuild }, "no build found: run `npm run build` (or `npm start`, which builds)");
  process.exit(1);
}

const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
const services = await createServices(env, logger);
if (env.seedDemo) await seedDemoData(services);
await loadContent(services);

const app = createHttpApp(services, build, { clientDir: path.relative(process.cwd(), path.join(root, "build/client")) });
const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  logger.info(
    { url: `http://${info.address.includes(":") ? `[${info.address}]` : info.address}:${info.port}`, database: services.database.kind },
    `${env.appName} is listening`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    logger.warn("forced exit after 10 s");
    process.exit(1);
  }, 10_000);
  force.unref();
  server.close(async () => {
    await services.close();
    logger.info("stopped");
    process.exit(0);
  });
  // Idle keep-alive connections would hold close() open.
  (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
