// pino options for the server (DESIGN §3 operations): structured JSON logs at LOG_LEVEL, with
// credentials redacted wherever a log line might carry them.
import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config";

export const REDACT_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "authorization",
  "password",
  "passwordHash",
  "token",
  "*.password",
  "*.passwordHash",
  "*.token",
  "body.password",
  "req.body.password",
  "request.body.password",
];

export function loggerOptions(
  config: Pick<Config, "LOG_LEVEL">,
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
  };
}
