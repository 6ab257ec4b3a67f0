// A small bounded work queue: at most `concurrency` jobs run at once, at most `maxWaiting` wait;
// beyond that `tryRun` refuses at once (the caller answers 503 or skips the work) instead of
// letting a burst of expensive jobs (image decoding, brotli) hold the libuv thread pool that also
// serves static files and answers every other request.
export class QueueFullError extends Error {
  constructor() {
    super("work queue full");
  }
}

export interface WorkQueue {
  /** Runs `job` when a slot is free; rejects with QueueFullError when too many already wait. */
  run<T>(job: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
  readonly maxWaiting: number;
}

export function createWorkQueue({
  concurrency,
  maxWaiting,
}: {
  concurrency: number;
  maxWaiting: number;
}): WorkQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  // A finished job hands its slot straight to the next waiter (never freed in between).
  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else running -= 1;
  };

  const go = <T>(job: () => Promise<T>) => Promise.resolve().then(job).finally(next);

  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      if (running < concurrency) {
        running += 1;
        return go(job);
      }
      if (waiting.length >= maxWaiting) return Promise.reject(new QueueFullError());
      return new Promise<void>((resolve) => waiting.push(resolve)).then(() => go(job));
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    maxWaiting,
  };
}
