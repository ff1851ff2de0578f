import pino from "pino";
import { MONEY_EVENT } from "../core/shared/logger.ts";

export type AppLogger = pino.Logger;

/**
 * Structured JSON logs on stdout; every request logs with its request id.
 *
 * Everyday lines are written asynchronously (buffered, off the event loop): a hard kill (SIGKILL, the
 * OOM killer, a crashed host) loses the last few. Lines about money (payment, refund: they carry
 * MONEY_EVENT) are written synchronously, before the call that logs them returns, so a kill right
 * after the event cannot lose them. The payments and refunds tables remain the audit trail of record
 * (docs/decisions/011-payments.md); these lines are for the people reading the logs.
 */
export function createLogger(level: string): AppLogger {
  return pino(
    {
      level,
      base: { app: "lakbay" },
      redact: { paths: ["req.headers.cookie", "password", "*.password"], remove: true },
    },
    moneySafeDestination(1),
  );
}

const moneyMark = `${JSON.stringify(Object.keys(MONEY_EVENT)[0])}:true`;

function moneySafeDestination(fd: number) {
  // Both write whole lines to the same descriptor. A buffered write holds whole lines and at most
  // PIPE_BUF (4096 bytes), which the kernel writes to a pipe in one piece, so a synchronous money
  // line lands between everyday lines, never inside one (only a single line longer than 4 KB could be
  // split). Money lines may come out before everyday lines logged just earlier; each has its time.
  const everyday = pino.destination({ dest: fd, sync: false, maxWrite: 4096 });
  const money = pino.destination({ dest: fd, sync: true });
  return {
    write(line: string) {
      (line.includes(moneyMark) ? money : everyday).write(line);
    },
    flush(cb?: (err?: Error | null) => void) {
      everyday.flush(cb);
    },
    flushSync() {
      everyday.flushSync();
    },
  };
}
