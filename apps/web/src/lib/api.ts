// The one way the browser talks to the API: JSON in and out, the bearer token from the stored
// user, errors as ApiError with the server's `message` (the login screen shows it). The error body
// is read with the shared zod-free readErrorBody (the ErrorOut shape the API answers with), so the
// public pages that use this client do not load zod.
import { API_BASE, type ErrorBody, readErrorBody } from "@alliance/shared";
import { readStoredUser } from "./session";

export type { ErrorBody };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: ErrorBody,
    /** The parsed answer as sent, for fields beyond ErrorBody (e.g. a near match's `suggestion`). */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

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
  const response = await fetch(url.pathname + url.search, { method, headers, body, signal: options.signal });
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    // Anything else (a proxy's HTML page, an empty body) falls back to the status text.
    const errorBody = readErrorBody(data);
    throw new ApiError(response.status, errorBody?.message ?? response.statusText, errorBody, data);
  }
  return { data: data as T, headers: response.headers };
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
