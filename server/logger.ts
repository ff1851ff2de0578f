import pino from "pino";

export type AppLogger = pino.Logger;

/** Structured JSON logs; every request logs with its request id. */
export function createLogger(level: string): AppLogger {
  return pino({
    level,
    base: { app: "lakbay" },
    redact: { paths: ["req.headers.cookie", "password", "*.password"], remove: true },
  });
}
