// Signing a batch in worker threads (docs/decisions/0041-open-badges-credentials.md): canonicalizing
// a credential (JSON-LD expansion and RDFC-1.0) is CPU work of tens of milliseconds, so a batch of
// 1,000 signed on the main thread would hold the server for most of a minute. The batch's
// credentials are sent in chunks to a few threads running sign-worker.mjs (the same libraries and
// shipped contexts); the main thread only hands out chunks and keeps answering requests. Threads
// live for one batch. Where the worker script is not beside this module (a bundle built without
// it), signing stays on the main thread, one credential at a time.
import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { SHIPPED_CONTEXTS } from "./contexts";

type Json = Record<string, unknown>;

export interface SigningKey {
  id: string;
  controller: string;
  publicKeyMultibase: string;
  secretKeyMultibase: string;
}

/** Credentials per message to a thread: large enough to amortise the messages, small for progress. */
export const SIGNING_CHUNK = 25;

const workerUrl = new URL("./sign-worker.mjs", import.meta.url);

/**
 * Threads for one batch: as configured (CREDENTIAL_SIGNING_THREADS), else one per core, at most 4;
 * none when the worker script is missing.
 */
export function signingThreads(configured: number | undefined): number {
  if (!existsSync(fileURLToPath(workerUrl))) return 0;
  return configured ?? Math.max(1, Math.min(4, availableParallelism()));
}

/**
 * Signs `credentials` with `key` in `threads` worker threads, in order; `onChunk` is told how many
 * are signed so far. The threads end when it settles.
 */
export async function signInThreads(
  credentials: Json[],
  key: SigningKey,
  date: Date,
  threads: number,
  onChunk: (signedSoFar: number) => Promise<void> | void,
): Promise<Json[]> {
  const chunks: Json[][] = [];
  for (let start = 0; start < credentials.length; start += SIGNING_CHUNK)
    chunks.push(credentials.slice(start, start + SIGNING_CHUNK));
  const results: Json[][] = new Array(chunks.length);
  const workers = Array.from(
    { length: Math.max(1, Math.min(threads, chunks.length)) },
    () => new Worker(workerUrl, { workerData: { contexts: [...SHIPPED_CONTEXTS] } }),
  );
  let next = 0;
  let signed = 0;
  try {
    await Promise.all(
      workers.map(async (worker) => {
        while (next < chunks.length) {
          const job = next++;
          results[job] = await new Promise<Json[]>((resolve, reject) => {
            // A thread that fails or stops fails the batch (nothing of it is stored).
            const onExit = (code: number) => reject(new Error(`a signing thread stopped (${code})`));
            const onMessage = (message: { job: number; signed?: Json[]; error?: string }) => {
              if (message.job !== job) return;
              worker.off("message", onMessage);
              worker.off("error", reject);
              worker.off("exit", onExit);
              if (message.error || !message.signed) reject(new Error(message.error ?? "not signed"));
              else resolve(message.signed);
            };
            worker.on("message", onMessage);
            worker.once("error", reject);
            worker.once("exit", onExit);
            worker.postMessage({ job, key, date: date.toISOString(), credentials: chunks[job] });
          });
          signed += chunks[job]!.length;
          await onChunk(signed);
        }
      }),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results.flat();
}
