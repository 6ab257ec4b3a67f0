// pino options for the server: structured JSON logs at LOG_LEVEL, with credentials censored
// wherever a log line might carry them (./log-redact.ts), written through the bounded asynchronous
// output of ./log-output.ts so that logging never blocks a request or exit.
//
// Request logging stays on at the default `info`: one line per request when its answer is sent
// ("request completed": method, URL, status, time), and the "incoming request" line at `debug`.
// Two lines per request cost a cached answer about a tenth of its throughput for no information
// the completed line lacks (a request that never completes is visible at `debug`).
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";
import type { Config } from "../config";
import { createLogOutput, type LogOutput } from "./log-output";
import { redactSecrets } from "./log-redact";

export function loggerOptions(
  config: Pick<Config, "LOG_LEVEL">,
  output: LogOutput = createLogOutput(),
): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level: config.LOG_LEVEL,
    stream: output,
    formatters: { log: redactSecrets, bindings: redactSecrets },
    serializers: { req: serializeRequest },
  };
}

/** Fastify's request lines: "incoming request" at debug, one "request completed" at info. */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, "request errored");
    } else {
      reply.log.info({ req: request, res: reply, responseTime }, "request completed");
    }
  }
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
