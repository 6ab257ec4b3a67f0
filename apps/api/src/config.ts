// Configuration from the environment, validated once at start-up by one schema.
// A bad value stops the process with a message naming the variable.
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const positiveInt = z.coerce.number().int().positive();

export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * A read replica of DATABASE_URL for the public summary, open data and exports (reads that may
   * lag the writes by a moment); requires DATABASE_URL.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  /**
   * PostgreSQL: hear other instances' public writes at once (LISTEN/NOTIFY). Off behind a
   * connection pooler in transaction mode (PgBouncer), where LISTEN does not work: each instance
   * then sees another's write within PUBLIC_CACHE_TTL_MS, when it reads the shared version again.
   */
  DATABASE_LISTEN: bool.default(true),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  JWT_EXPIRES_IN_SECONDS: positiveInt.default(60 * 60 * 8),
  ADMIN_EMAIL: z.email().default("admin@example.org"),
  ADMIN_PASSWORD: z.string().min(8).max(128).optional(),
  SEED_DEMO: bool.default(true),
  /**
   * With SEED_DEMO: a demo release of the newest quarter past its deadline and one revision. The
   * browser tests turn it off: a release makes every later approval of the quarters it holds need
   * a public reason, and their specs approve reports of past quarters.
   */
  SEED_DEMO_RELEASE: bool.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Trust X-Forwarded-* from a proxy: `true`, a hop count, or a comma list of addresses/CIDRs. */
  TRUST_PROXY: z.string().optional(),
  /** Sign-in throttling: failures allowed per window, per account and per client address. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(20),
  LOGIN_WINDOW_SECONDS: positiveInt.default(15 * 60),
  LOGIN_LOCK_SECONDS: positiveInt.default(15 * 60),
  /** Public forms (applications, requests) and uploads, per client address per window. */
  FORM_MAX_PER_WINDOW: positiveInt.default(10),
  UPLOAD_MAX_PER_WINDOW: positiveInt.default(30),
  /** Credential verifications (signature checks, other issuers' documents read) per window. */
  VERIFY_MAX_PER_WINDOW: positiveInt.default(300),
  /** Requests per minute of one organisation API token (ADR 0037). */
  TOKEN_MAX_PER_MINUTE: positiveInt.default(120),
  RATE_WINDOW_SECONDS: positiveInt.default(60 * 60),
  /** Public reads are not throttled unless this is set (requests per minute per address). */
  PUBLIC_READ_MAX_PER_MINUTE: positiveInt.optional(),
  /**
   * Uncached public reads (each a database read or a page render) one client may start per
   * second, with bursts of four times as many: cached answers never count.
   */
  PUBLIC_MISSES_PER_SECOND: positiveInt.default(25),
  /** Directory of the built web app (defaults to apps/web/dist). */
  WEB_DIST: z.string().optional(),
  /**
   * A CDN's purge endpoint, called with the tags a public write made stale (POST, JSON
   * `{ "tags": [...] }` and a `Surrogate-Key` header); unset: no purge, the CDN keeps answers
   * for their s-maxage (60 s).
   */
  PURGE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  /** Sent as `Authorization: Bearer` with each purge. */
  PURGE_TOKEN: z.string().min(1).optional(),
  /** Public cache time-to-live: bounds staleness across instances. */
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /**
   * The site's own address, as visitors reach it (scheme, host, optional port; a path is ignored):
   * canonical links, og:url, the sitemap and links in e-mails are built from it, never from a
   * request's Host header. Defaults to http://localhost:$PORT.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .transform((value) => new URL(value).origin)
    .optional(),
  /** E-mail over SMTP (smtp:// or smtps://); unset keeps messages in the admin outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("AI Skilling Alliance <no-reply@localhost>"),
  /** First retry delay of a failed e-mail; doubles with each attempt. */
  MAIL_RETRY_SECONDS: z.coerce.number().min(0).default(30),
  MAIL_MAX_ATTEMPTS: positiveInt.default(6),
  MAIL_POLL_MS: positiveInt.default(5000),
  /** Password-reset and invitation e-mails per address and per account, per hour. */
  /** Days after a quarter's end by which its reports are due (releases, reminders, completeness). */
  REPORT_DEADLINE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  ACCOUNT_MAIL_MAX_PER_IP: positiveInt.default(20),
  ACCOUNT_MAIL_MAX_PER_ACCOUNT: positiveInt.default(5),
  /**
   * Encrypts the credential signing keys at rest (32+ characters). Unset: one is generated once
   * and kept in the database, like JWT_SECRET (docs/decisions/0041-open-badges-credentials.md).
   */
  CREDENTIAL_KEY_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /**
   * Worker threads that sign a certificate batch; unset: one per core, at most 4. 0 signs on the
   * main thread, one credential after the other (slower, and the site answers more slowly meanwhile).
   */
  CREDENTIAL_SIGNING_THREADS: z.coerce.number().int().min(0).max(16).optional(),
  /**
   * did:web hosts (host or host:port, comma-separated) resolved over plain http instead of https:
   * for local development and tests only.
   */
  DID_WEB_INSECURE_HOSTS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
});

export type Config = z.infer<typeof ConfigSchema> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** The site's origin for links: PUBLIC_URL, else this process's own address. */
export const publicUrl = (config: Config) => config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`JWT_SECRET=` in a unit file or .env) means "not set", not "invalid".
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = ConfigSchema.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  if (result.data.DATABASE_READ_URL && !result.data.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  DATABASE_READ_URL: a read replica needs DATABASE_URL (PostgreSQL) as its primary",
    );
  }
  // Links in e-mails must not point at localhost on a real site, and the Host header is never used.
  if (result.data.NODE_ENV === "production" && result.data.SMTP_URL && !result.data.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  PUBLIC_URL: required when SMTP_URL is set in production",
    );
  }
  return { ...result.data, PUBLIC_URL: result.data.PUBLIC_URL ?? `http://localhost:${result.data.PORT}` };
}
