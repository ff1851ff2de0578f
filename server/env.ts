/**
 * Environment, parsed once at boot with zod. Every setting has a default that works on a laptop;
 * a public deployment (DEPLOYMENT=public) refuses to start without the ones that must not be guessed.
 *
 * Two separate questions:
 * - NODE_ENV: which build of React and React Router serves pages. `npm start` always runs the
 *   optimised production build; only `npm run dev` (Vite, hot reload) uses development.
 * - DEPLOYMENT: who can reach the app. `local` (default): a laptop, a test run, a demo; `public`:
 *   real travellers on the internet, so Secure `__Host-` cookies, HSTS, a required AUTH_SECRET and
 *   SMTP_URL, and no demo accounts or test routes.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const flag = z.enum(["1", "0", "true", "false", "yes", "no", ""]).transform((v) => v === "1" || v === "true" || v === "yes");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DEPLOYMENT: z.enum(["local", "public"], "DEPLOYMENT must be local or public").default("local"),
  APP_NAME: z.string().min(1).default("Lakbay"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  /** The public address, used in e-mailed links and as the trusted origin for CSRF checks. */
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().min(3).default("Lakbay <no-reply@lakbay.localhost>"),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters").optional(),
  STAFF_EMAILS: z.string().default(""),
  SEED_DEMO: flag.optional(),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Exposes /__test/* routes used by the end-to-end suite (never in production). */
  E2E_TEST_ROUTES: flag.default(false),
  /** Ask Open-Meteo for live weather (default: on, except under tests); off: climate normals only. */
  WEATHER_LIVE: flag.optional(),
  /** Another Open-Meteo forecast endpoint (a self-hosted one); default https://api.open-meteo.com/v1/forecast. */
  OPEN_METEO_URL: z.url().optional(),
  /** Sites that may embed the chat widget and call /api/chat/* from the browser: origins, comma-separated. */
  CHAT_WIDGET_ORIGINS: z
    .string()
    .default("")
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)) {
        const origin = originOf(item);
        if (origin) origins.push(origin);
        else ctx.addIssue({ code: "custom", message: `${item} is not an origin such as https://example.com` });
      }
      return origins;
    }),
  /** An OpenAI-compatible endpoint (…/v1) whose model writes the assistant's wording (decision 028); unset: the built-in engine alone. */
  CHAT_LLM_BASE_URL: z
    .url({ protocol: /^https?$/, error: "CHAT_LLM_BASE_URL must be an http(s) address such as http://127.0.0.1:8080/v1" })
    .optional(),
  CHAT_LLM_MODEL: z.string().trim().min(1).max(200).optional(),
  CHAT_LLM_API_KEY: z.string().min(1).optional(),
  /** One deadline for the model's whole turn (tool rounds included), after which the engine answers. */
  CHAT_LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(8000),
});

/** `https://host[:port]` of an http(s) address with nothing after the host, else null. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    const bare = url.pathname === "/" && !url.search && !url.hash && !url.username;
    return bare && (url.protocol === "https:" || url.protocol === "http:") ? url.origin : null;
  } catch {
    return null;
  }
}

export type Env = {
  nodeEnv: "development" | "production" | "test";
  /** DEPLOYMENT=public: reachable by real travellers (secure cookies, HSTS, required secrets, no demo data). */
  publicDeployment: boolean;
  appName: string;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  staffEmails: string[];
  seedDemo: boolean;
  trustProxy: boolean;
  logLevel: string;
  testRoutes: boolean;
  weatherLive: boolean;
  openMeteoUrl: string | undefined;
  /** Origins allowed to embed the chat widget (CHAT_WIDGET_ORIGINS). */
  chatWidgetOrigins: string[];
  /** The assistant's language model (CHAT_LLM_*), or null: the built-in engine answers alone. Never log `apiKey`. */
  chatModel: ChatModelEnv | null;
};

export type ChatModelEnv = { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number };

/** Reads the environment; throws with every problem listed when it is not usable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const publicDeployment = e.DEPLOYMENT === "public";
  if (publicDeployment) {
    const problems: string[] = [];
    if (!e.AUTH_SECRET) problems.push("  AUTH_SECRET: required in a public deployment");
    if (!e.SMTP_URL) problems.push("  SMTP_URL: required in a public deployment (mail must really be sent)");
    if (!e.APP_URL?.startsWith("https://")) problems.push("  APP_URL: a public deployment needs its https:// address");
    if (e.E2E_TEST_ROUTES) problems.push("  E2E_TEST_ROUTES: not allowed in a public deployment");
    if (e.SEED_DEMO) problems.push("  SEED_DEMO: demo accounts are not allowed in a public deployment");
    if (problems.length) throw new Error(`Invalid environment:\n${problems.join("\n")}`);
  }
  if (Boolean(e.CHAT_LLM_BASE_URL) !== Boolean(e.CHAT_LLM_MODEL))
    throw new Error("Invalid environment:\n  CHAT_LLM_BASE_URL and CHAT_LLM_MODEL: set both to use a language model, or neither");
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    publicDeployment,
    appName: e.APP_NAME,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    authSecret: e.AUTH_SECRET ?? localSecret(dataDir),
    staffEmails: e.STAFF_EMAILS.split(",")
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    seedDemo: e.SEED_DEMO ?? !publicDeployment,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    testRoutes: e.E2E_TEST_ROUTES,
    weatherLive: e.WEATHER_LIVE ?? e.NODE_ENV !== "test",
    openMeteoUrl: e.OPEN_METEO_URL,
    chatWidgetOrigins: e.CHAT_WIDGET_ORIGINS,
    chatModel:
      e.CHAT_LLM_BASE_URL && e.CHAT_LLM_MODEL
        ? {
            baseUrl: e.CHAT_LLM_BASE_URL.replace(/\/+$/, ""),
            model: e.CHAT_LLM_MODEL,
            apiKey: e.CHAT_LLM_API_KEY,
            timeoutMs: e.CHAT_LLM_TIMEOUT_MS,
          }
        : null,
  };
}

/** Outside a public deployment a random secret is made once and kept beside the data (never in the repo). */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
