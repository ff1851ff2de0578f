/**
 * The whole HTTP host (createHttpApp → app.request) on a fresh test database, for API tests: the
 * services as the app builds them (jobs not running unless asked), a throw-away data folder, and no
 * React Router build unless given one (API routes never reach it).
 *
 *   let t: HttpTestApp;
 *   beforeAll(async () => { t = await openHttpTestApp(); });
 *   afterAll(() => t?.close());
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ServerBuild } from "react-router";
import { openTestDatabase } from "../db/test-database.ts";
import { createHttpApp } from "./app.ts";
import { loadEnv } from "./env.ts";
import { type AppLogger, createLogger } from "./logger.ts";
import { createServices, type Services } from "./services.ts";

export type HttpTestApp = {
  services: Services;
  app: ReturnType<typeof createHttpApp>;
  /** The folder the host serves public files from (empty; a test may put files in it). */
  clientDir: string;
  close(): Promise<void>;
};

export async function openHttpTestApp(
  env: Record<string, string> = {},
  /** build: React Router's production build (build/server/index.js), for tests that reach pages. */
  /** logger: where the app's log lines go (default: nowhere), for tests that read them. */
  /**
   * now: the travel services' clock (flights, hotels, weather, tides) starts at this instant and runs
   * on from there, whatever the machine's date (default: the real clock). Tests whose dates are fixed
   * (the assistant's evaluation set) give it, so that "tomorrow" stays in the future on any day.
   */
  /** publicFiles: files (path → text) in the public folder, there before the host lists them. */
  options: { runJobs?: boolean; build?: ServerBuild; logger?: AppLogger; now?: Date; publicFiles?: Record<string, string> } = {},
): Promise<HttpTestApp> {
  const database = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), "lakbay-http-"));
  const services = await createServices(
    loadEnv({ DATA_DIR: dataDir, NODE_ENV: "test", LOG_LEVEL: "silent", TRUST_PROXY: "1", ...env }),
    options.logger ?? createLogger("silent"),
    database,
    { runJobs: options.runJobs ?? false, ...(options.now ? { now: clockFrom(options.now) } : {}) },
  );
  const clientDir = path.join(dataDir, "client");
  mkdirSync(clientDir);
  for (const [file, text] of Object.entries(options.publicFiles ?? {})) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), text);
  }
  const app = createHttpApp(services, options.build ?? ({} as ServerBuild), { clientDir, htmlCache: false });
  return {
    services,
    app,
    clientDir,
    async close() {
      await services.close();
      await database.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const BUILD_FILE = path.resolve(import.meta.dirname, "../build/server/index.js");

/** React Router's production build (`npm test` builds first), for tests that reach pages. */
export async function productionBuild(): Promise<ServerBuild> {
  if (!existsSync(BUILD_FILE)) throw new Error("the app must be built first (npm run build)");
  return (await import(BUILD_FILE)) as ServerBuild;
}

/** The whole HTTP host with the production build's pages (openHttpTestApp with `build`). */
export async function openBuiltHttpTestApp(
  env: Record<string, string> = {},
  options: Omit<Parameters<typeof openHttpTestApp>[1], "build"> = {},
): Promise<HttpTestApp> {
  return openHttpTestApp(env, { ...options, build: await productionBuild() });
}

/** A clock that reads `start` now and runs on at the real clock's pace. */
export function clockFrom(start: Date): () => Date {
  const offsetMs = start.getTime() - Date.now();
  return () => new Date(Date.now() + offsetMs);
}
