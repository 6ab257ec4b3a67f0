// pino options for the server: structured JSON logs at LOG_LEVEL (request logging included at the
// default `info`), with credentials redacted wherever a log line might carry them, written through
// the bounded asynchronous output of ./log-output.ts so that logging never blocks a request or exit.
import type { FastifyServerOptions } from "fastify";
import type { Config } from "../config";
import { createLogOutput, type LogOutput } from "./log-output";

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
  output: LogOutput = createLogOutput(),
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level: config.LOG_LEVEL,
    stream: output,
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { req: serializeRequest },
  };
}

/** Single-use links carry their token in the query (/set-password?token=…): never logged. */
export const redactUrl = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");

function serializeRequest(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
