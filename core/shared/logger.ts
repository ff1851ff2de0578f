/** The slice of a structured logger that core needs (pino satisfies it). */
export type Logger = {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
