// Graceful shutdown that always finishes, run by close-with-grace
// (docs/decisions/0009-public-cache-keys-and-compression.md). On SIGTERM or SIGINT (or another
// terminating signal, or an uncaught error): stop accepting connections (idle keep-alive ones are
// closed at once), let in-flight requests finish for `graceMs`, then cut the connections still
// open so the database can close (PGlite writes its files consistently on close), and exit.
// Whatever happens (a hung close, a stalled log reader), the process exits after `hardLimitMs`
// (close-with-grace's delay); a second signal exits at once (the database then recovers on its
// next start, as after a crash).
//
// One thing close-with-grace does not do: a SIGINT or SIGTERM within `repeatWindowMs` of the first
// is the same request delivered twice (Ctrl-C reaches both `npm` and the server, and npm forwards
// it; a supervisor may signal the whole process group), not an operator insisting, so it is
// ignored. close-with-grace exits on any second signal, so these two are left out of its list and
// reach it through `onSignal` below, which tells a repeat from an operator's second signal.
import closeWithGrace from "close-with-grace";
import type { FastifyInstance } from "fastify";

export interface ShutdownTarget {
  /** The app once it is built; before that only the database (if open) is closed. */
  app?: FastifyInstance;
  closeDatabase?: () => Promise<void>;
}

export interface ShutdownOptions {
  graceMs?: number;
  hardLimitMs?: number;
  log?: (message: string, details?: Record<string, unknown>) => void;
  repeatWindowMs?: number;
}

export type StopSignal = "SIGINT" | "SIGTERM";

export interface Shutdown {
  /** What SIGINT and SIGTERM do; resolves once the process has been told to exit. */
  onSignal(signal: StopSignal): Promise<void>;
  /** Removes the process listeners (tests). */
  uninstall(): void;
}

const STOP_SIGNALS: StopSignal[] = ["SIGINT", "SIGTERM"];
const SIGNAL_CODES: Record<StopSignal, number> = { SIGINT: 130, SIGTERM: 143 };
// A fault the process raised itself leaves no safe state to run JavaScript in (Node's docs):
// a listener for it could hang the process instead of letting it die.
const FAULTS = ["SIGBUS", "SIGFPE", "SIGSEGV", "SIGILL"] as const;

export function installShutdown(target: ShutdownTarget, options: ShutdownOptions = {}): Shutdown {
  const graceMs = options.graceMs ?? 5_000;
  const hardLimitMs = options.hardLimitMs ?? 9_000;
  const log = options.log ?? (() => {});
  const repeatWindowMs = options.repeatWindowMs ?? 1_000;
  let startedAt: number | undefined;

  const close = async ({ signal, err, manual }: { signal?: string; err?: Error; manual?: boolean }) => {
    startedAt ??= performance.now();
    if (err) log("uncaught error: shutting down", { err });
    else if (!manual) log("shutting down", { signal, graceMs });
    const { app } = target;
    try {
      if (!app) return await target.closeDatabase?.();
      // The grace timer is unref'd: it must not keep an otherwise finished process alive.
      setTimeout(() => {
        log("requests still running after the grace period: closing their connections");
        app.server.closeAllConnections();
      }, graceMs).unref();
      // Stops accepting, waits for in-flight requests, then runs the onClose hooks (database).
      await app.close();
    } catch (error) {
      log("error while shutting down", { err: error });
      throw error;
    }
  };

  const closer = closeWithGrace(
    {
      delay: hardLimitMs,
      logger: false,
      skip: [...STOP_SIGNALS, ...FAULTS],
      onTimeout: () => log("shutdown took too long: exiting", { hardLimitMs }),
      onSecondSignal: (signal) => log("second signal: exiting now", { signal }),
      onSecondError: (err) => log("error while shutting down", { err }),
    },
    close,
  );

  const onSignal = async (signal: StopSignal) => {
    if (startedAt === undefined) {
      startedAt = performance.now();
      log("shutting down", { signal, graceMs });
      // close-with-grace runs `close` (as a manual close), bounded by its delay, then exits.
      return closer.close();
    }
    if (performance.now() - startedAt < repeatWindowMs) return;
    log("second signal: exiting now", { signal });
    process.exit(SIGNAL_CODES[signal]);
  };
  const listener = (signal: StopSignal) => void onSignal(signal);
  for (const signal of STOP_SIGNALS) process.on(signal, listener);

  return {
    onSignal,
    uninstall: () => {
      closer.uninstall();
      for (const signal of STOP_SIGNALS) process.off(signal, listener);
    },
  };
}
