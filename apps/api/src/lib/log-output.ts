// Where pino writes: standard output, asynchronously, through a bounded buffer. Logging must never
// hold a request or the exit: a reader that stops reading (a stalled log shipper, a full terminal
// pipe, a supervisor whose reader died) used to make the synchronous flush spin forever, so the
// process could not even obey SIGTERM. Here lines are batched once per event-loop turn and handed
// to the stream, which writes them without blocking (a pipe on Linux is non-blocking); when the
// unwritten backlog passes `maxBufferBytes`, new lines are dropped and counted, and one warning
// line reports how many once the reader has caught up. Nothing is flushed synchronously at exit:
// whatever the reader has not taken by then is lost, by design.
import type { Writable } from "node:stream";

export interface LogOutputOptions {
  /** Defaults to process.stdout. */
  target?: Writable;
  /** Backlog (bytes not yet taken by the reader) beyond which lines are dropped. */
  maxBufferBytes?: number;
}

export interface LogOutput {
  write(line: string): boolean;
  /** Hands the batched lines to the stream now (never waits for the reader). */
  flush(callback?: () => void): void;
  /** Lines dropped since the last report. */
  readonly dropped: number;
}

const DEFAULT_MAX_BUFFER = 4 * 1024 * 1024;

export function createLogOutput(options: LogOutputOptions = {}): LogOutput {
  const target = options.target ?? process.stdout;
  const maxBytes = options.maxBufferBytes ?? DEFAULT_MAX_BUFFER;
  let batch: string[] = [];
  let batchBytes = 0;
  let scheduled = false;
  let dropped = 0;
  let broken = false;

  // The reader went away (EPIPE) or the stream failed: keep serving, stop logging.
  target.on("error", () => {
    broken = true;
  });

  const flush = (callback?: () => void) => {
    scheduled = false;
    if (batch.length > 0 && !broken && !target.destroyed) {
      const chunk = batch.length === 1 ? batch[0]! : batch.join("");
      target.write(chunk);
    }
    batch = [];
    batchBytes = 0;
    callback?.();
  };

  const enqueue = (line: string) => {
    batch.push(line);
    batchBytes += line.length;
    if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };

  target.on("drain", () => {
    if (dropped === 0) return;
    const count = dropped;
    dropped = 0;
    enqueue(
      `${JSON.stringify({ level: 40, time: Date.now(), pid: process.pid, dropped: count, msg: `log output stalled: ${count} lines dropped` })}\n`,
    );
  });

  return {
    write(line: string) {
      if (broken) return true;
      if (target.writableLength + batchBytes + line.length > maxBytes) {
        dropped += 1;
        return true;
      }
      enqueue(line);
      return true;
    },
    flush,
    get dropped() {
      return dropped;
    },
  };
}
