// Graceful shutdown that always finishes. On SIGTERM or SIGINT: stop accepting connections (idle
// keep-alive ones are closed at once), let in-flight requests finish for `graceMs`, then cut the
// connections still open so the database can close (PGlite writes its files consistently on
// close), and exit. Whatever happens (a hung close, a stalled log reader), the process exits after
// `hardLimitMs`; a second signal exits at once (the database then recovers on its next start, as
// after a crash). A signal within `repeatWindowMs` of the first is the same request delivered
// twice (Ctrl-C reaches both `npm` and the server, and npm forwards it; a supervisor may signal the
// whole process group), not an operator insisting, so it is ignored.
import type { FastifyInstance } from "fastify";

export interface ShutdownTarget {
  /** The app once it is built; before that only the database (if open) is closed. */
  app?: FastifyInstance;
  closeDatabase?: () => Promise<void>;
}

export interface ShutdownOptions {
  graceMs?: number;
  hardLimitMs?: number;
  exit?: (code: number) => void;
  log?: (message: string, details?: Record<string, unknown>) => void;
  repeatWindowMs?: number;
}

const SIGNAL_CODES: Record<string, number> = { SIGINT: 130, SIGTERM: 143 };

export function installShutdown(target: ShutdownTarget, options: ShutdownOptions = {}) {
  const graceMs = options.graceMs ?? 5_000;
  const hardLimitMs = options.hardLimitMs ?? 9_000;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const log = options.log ?? (() => {});
  const repeatWindowMs = options.repeatWindowMs ?? 1_000;
  let closing = false;
  let firstAt = 0;

  const shutdown = async (signal: string) => {
    if (closing) {
      if (Date.now() - firstAt < repeatWindowMs) return;
      log("second signal: exiting now", { signal });
      exit(SIGNAL_CODES[signal] ?? 1);
      return;
    }
    closing = true;
    firstAt = Date.now();
    log("shutting down", { signal, graceMs });
    // Both timers are unref'd: they must not keep an otherwise finished process alive.
    setTimeout(() => {
      log("shutdown took too long: exiting", { hardLimitMs });
      exit(1);
    }, hardLimitMs).unref();
    const { app } = target;
    try {
      if (app) {
        setTimeout(() => {
          log("requests still running after the grace period: closing their connections");
          app.server.closeAllConnections();
        }, graceMs).unref();
        // Stops accepting, waits for in-flight requests, then runs the onClose hooks (database).
        await app.close();
      } else {
        await target.closeDatabase?.();
      }
      exit(0);
    } catch (error) {
      log("error while shutting down", { err: error });
      exit(1);
    }
  };

  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => void shutdown(signal));
  }
  return shutdown;
}
