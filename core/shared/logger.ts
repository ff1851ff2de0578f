/** The slice of a structured logger that core needs (pino satisfies it). */
export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/**
 * Spread into the fields of a log line about money (a payment created or settled, a refund): the
 * server writes such lines synchronously, so that a hard kill right after the event cannot lose them
 * (server/logger.ts). Such lines never hold card data or secrets.
 */
export const MONEY_EVENT = { money: true } as const;
