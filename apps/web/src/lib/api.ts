// The one way the browser talks to the API: JSON in and out, the bearer token from the stored
// user, errors as ApiError with the server's `message` (the login screen shows it). The error body
// is read with the shared zod-free readErrorBody (the ErrorOut shape the API answers with), so the
// public pages that use this client do not load zod.
import { API_BASE, type ErrorBody, readErrorBody } from "@alliance/shared";
import { ApiError } from "./api-error";
import { readStoredUser } from "./session";

export type { ErrorBody };
export { ApiError };

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    query?: Record<string, string | number | undefined>;
    signal?: AbortSignal;
    auth?: boolean;
  } = {},
): Promise<ApiResponse<T>> {
  const url = new URL(
    `${API_BASE}${path}`,
    typeof window === "undefined" ? "http://localhost" : window.location.origin,
  );
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: "application/json" };
  const token = options.auth === false ? undefined : readStoredUser()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (typeof Blob !== "undefined" && options.body instanceof Blob) {
    // A file sent as it is (the import): its own type, else bytes the server tells apart.
    headers["content-type"] = options.body.type || "application/octet-stream";
    body = options.body;
  } else if (options.body !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.body);
  }
  // A signed-in write is one submission under one Idempotency-Key: a send that times out or
  // loses the network is sent again with it (once the browser is back online), and the server
  // answers a repeat with its first answer instead of writing twice (plugins/idempotency.ts).
  const retried = method === "POST" && token !== undefined;
  if (retried) headers["idempotency-key"] = newIdempotencyKey();
  const response = await sendWithRetries(
    url.pathname + url.search,
    { method, headers, body },
    options.signal,
    retried ? STAFF_SEND_ATTEMPTS : 1,
  );
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    // Anything else (a proxy's HTML page, an empty body) falls back to the status text.
    const errorBody = readErrorBody(data);
    throw new ApiError(response.status, errorBody?.message ?? response.statusText, errorBody, data);
  }
  return { data: data as T, headers: response.headers };
}

/** How many times a signed-in write is sent at most, and how long each send may take. */
export const STAFF_SEND_ATTEMPTS = 3;
export const STAFF_SEND_TIMEOUT_MS = 30_000;

/** 128 random bits (crypto.randomUUID needs a secure context; this works on plain HTTP too). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Resolves at once when online, else when the browser says the network is back. */
function online(): Promise<void> {
  if (typeof navigator === "undefined" || navigator.onLine !== false) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener("online", () => resolve(), { once: true }));
}

async function sendWithRetries(
  address: string,
  init: RequestInit,
  signal: AbortSignal | undefined,
  attempts: number,
): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    await online();
    // Only a repeatable send gets a time limit of its own; the caller's signal always applies.
    const limit = attempts > 1 ? AbortSignal.timeout(STAFF_SEND_TIMEOUT_MS) : undefined;
    const signals = [signal, limit].filter((value): value is AbortSignal => value !== undefined);
    try {
      return await fetch(address, {
        ...init,
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      });
    } catch (error) {
      // The caller gave up, or this was the last try: the failure is the caller's to show.
      if (attempt >= attempts || signal?.aborted) throw error;
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, query?: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    apiRequest<T>("GET", path, { query, signal }).then((r) => r.data),
  post: <T>(path: string, body?: unknown) => apiRequest<T>("POST", path, { body }).then((r) => r.data),
  put: <T>(path: string, body?: unknown) => apiRequest<T>("PUT", path, { body }).then((r) => r.data),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>("PATCH", path, { body }).then((r) => r.data),
  delete: <T>(path: string, signal?: AbortSignal) =>
    apiRequest<T>("DELETE", path, { signal }).then((r) => r.data),
};
