// Credentials never reach a log line: every object handed to the logger (and every child's
// bindings) passes through `redactSecrets`, which replaces the value of any key named in
// SECRET_KEYS, at the top level and two levels down in plain objects and arrays (so
// `{ password }`, `{ body: { password } }`, `{ request: { body: { password } } }` and
// `{ headers: { authorization } }` are all censored), plus own properties of a logged error.
//
// Why not pino's `redact` paths: with a wildcard path (`*.password`), pino runs its redactor on
// every key of every line, the message included, re-parsing each path each time; measured at
// ≈ 8 µs a line, it was the largest single cost of a cached request (docs/performance.md). This
// walk costs well under a microsecond for a request line and copies only what it censors.
// Objects that are not plain (a Fastify request or reply) are left to their serializers, which
// emit fixed fields without headers or body (lib/logger.ts).

export const CENSOR = "[redacted]";

/** Keys whose values are credentials (compared in lower case). */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  "authorization",
  "cookie",
  "set-cookie",
  "password",
  "passwordhash",
  "token",
]);

/** Levels below the logged object that are searched (0 = its own keys). */
const MAX_DEPTH = 2;

const isSecret = (key: string) => SECRET_KEYS.has(key.toLowerCase());

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Array.isArray(value);
}

/** The value with its secrets censored; the same object when it holds none. */
function redactValue(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Error) return redactError(value);
  if (!isPlain(value)) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item = depth < MAX_DEPTH ? redactValue(value[i], depth + 1) : value[i];
      if (item !== value[i]) {
        copy ??= value.slice();
        copy[i] = item;
      }
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | null = null;
  for (const key in record) {
    if (!Object.hasOwn(record, key)) continue;
    const item = record[key];
    let next: unknown = item;
    if (isSecret(key)) {
      if (item !== undefined && item !== CENSOR) next = CENSOR;
    } else if (depth < MAX_DEPTH) {
      next = redactValue(item, depth + 1);
    }
    if (next !== item) {
      copy ??= { ...record };
      copy[key] = next;
    }
  }
  return copy ?? value;
}

/** An error with a secret among its own properties: a stand-in whose copies are censored. */
function redactError(error: Error): Error {
  let override: Record<string, PropertyDescriptor> | null = null;
  for (const key of Object.keys(error)) {
    if (isSecret(key)) {
      override ??= {};
      override[key] = { value: CENSOR, enumerable: true };
    }
  }
  // Inherits message, stack and constructor, so the error serializer reads it as the original.
  return override ? (Object.create(error, override) as Error) : error;
}

/** pino `formatters.log` / `formatters.bindings`: the object with every credential censored. */
export function redactSecrets<T extends Record<string, unknown>>(object: T): T {
  return redactValue(object, 0) as T;
}
