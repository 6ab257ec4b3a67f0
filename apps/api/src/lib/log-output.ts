// Where pino writes: standard output, asynchronously, through a bounded buffer. Logging must never
// hold a request or the exit: a reader that stops reading (a stalled log shipper, a full terminal
// pipe, a supervisor whose reader died) used to make the synchronous flush spin forever, so the
// process could not even obey SIGTERM. Here lines are batched and handed to the stream, which
// writes them without blocking (libuv writes to a pipe without waiting, and queues what the reader
// has not taken yet); a batch is written FLUSH_INTERVAL_MS after its first line, or as soon as it
// holds FLUSH_BYTES: each write to a pipe costs a system call and a wake-up of the reader, a few
// microseconds, so lines written one event-loop turn at a time (a handful of requests) cost a
// cached request several per cent of its throughput, and 32 KB batches a tenth of that. When the
// unwritten backlog passes `maxBufferBytes`, new lines are dropped and counted, and one warning
// line reports how many once the reader has caught up. Nothing is flushed synchronously at exit:
// whatever the reader has not taken by then is lost, by design.
import type { Writable } from "node:stream";
import { systemClock } from "./clock";

export interface LogOutputOptions {
  /** Defaults to process.stdout. */
  target?: Writable;
  /** Backlog (bytes not yet taken by the reader) beyond which lines are dropped. */
  maxBufferBytes?: number;
  /** How long a line may wait to be written (0: at the end of the event-loop turn). */
  flushIntervalMs?: number;
}

export interface LogOutput {
  write(line: string): boolean;
  /** Hands the batched lines to the stream now (never waits for the reader). */
  flush(callback?: () => void): void;
  /** Lines dropped since the last report. */
  readonly dropped: number;
}

const DEFAULT_MAX_BUFFER = 4 * 1024 * 1024;
export const FLUSH_INTERVAL_MS = 10;
/** A batch this large is written at once (half a Linux pipe's default capacity). */
export const FLUSH_BYTES = 32 * 1024;

export function createLogOutput(options: LogOutputOptions = {}): LogOutput {
  const target = options.target ?? process.stdout;
  const maxBytes = options.maxBufferBytes ?? DEFAULT_MAX_BUFFER;
  const intervalMs = options.flushIntervalMs ?? FLUSH_INTERVAL_MS;
  let batch: string[] = [];
  let batchBytes = 0;
  let timer: NodeJS.Timeout | NodeJS.Immediate | null = null;
  let dropped = 0;
  let broken = false;

  // The reader went away (EPIPE) or the stream failed: keep serving, stop logging.
  target.on("error", () => {
    broken = true;
  });

  const flush = (callback?: () => void) => {
    if (timer) {
      if (intervalMs > 0) clearTimeout(timer as NodeJS.Timeout);
      else clearImmediate(timer as NodeJS.Immediate);
      timer = null;
    }
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
    if (batchBytes >= FLUSH_BYTES) flush();
    else if (!timer) timer = intervalMs > 0 ? setTimeout(flush, intervalMs) : setImmediate(flush);
  };

  target.on("drain", () => {
    if (dropped === 0) return;
    const count = dropped;
    dropped = 0;
    enqueue(
      `${JSON.stringify({ level: 40, time: systemClock().getTime(), pid: process.pid, dropped: count, msg: `log output stalled: ${count} lines dropped` })}\n`,
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
