// One error handler for the whole API: client mistakes get a 4xx with a clear message, never a
// 500; unexpected failures are logged and answered with a generic 500.

import type { IncomingMessage } from "node:http";
import { API_ERRORS, REVISION_ERRORS } from "@alliance/shared";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { HttpError, pgErrorCode } from "../lib/errors";

const PG_CLIENT_ERRORS: Record<string, number> = {
  "23505": 409, // unique violation
  "22P02": 400, // invalid text representation (e.g. a malformed uuid)
  "22003": 400, // numeric value out of range
  "22001": 400, // value too long
  "23503": 409, // foreign key violation
};

/** The most of an oversized body read and dropped before answering 413, and for how long. */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
export const DRAIN_MAX_MS = 10_000;

/** Reads the rest of a request body and throws it away, up to a bound of bytes and time. */
export function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off("data", onData);
      raw.off("end", done);
      raw.off("error", done);
      raw.off("close", done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      // Beyond the bound the answer goes out anyway and the connection closes after it.
      if (seen > DRAIN_MAX_BYTES) done();
    };
    const timer = setTimeout(done, DRAIN_MAX_MS);
    timer.unref();
    raw.on("data", onData);
    raw.once("end", done);
    raw.once("error", done);
    raw.once("close", done);
    raw.resume();
  });
}

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({
        ...error.extra,
        ...(error.issues ? { message: error.message, issues: error.issues } : { message: error.message }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: [
          error.validationContext,
          ...String(v.instancePath ?? "")
            .split("/")
            .filter(Boolean),
        ]
          .filter(Boolean)
          .join("."),
        message: v.message ?? "Invalid value",
      }));
      return reply.code(400).send({ message: issues[0]?.message ?? API_ERRORS.invalidInput, issues });
    }
    const pgCode = pgErrorCode(error);
    if (pgCode === REVISION_ERRORS.reasonRequiredCode) {
      // The history trigger refused a change to released figures without a public reason.
      const issue = { path: "body.publicReason", message: REVISION_ERRORS.reasonRequired };
      return reply.code(400).send({ message: issue.message, issues: [issue] });
    }
    if (pgCode && PG_CLIENT_ERRORS[pgCode]) {
      const status = PG_CLIENT_ERRORS[pgCode]!;
      return reply.code(status).send({ message: status === 409 ? "Conflict" : API_ERRORS.invalidInput });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      // Read and drop the rest of the body (up to a bound) before answering: a server that
      // answers and closes while the client is still sending makes the client see a broken pipe
      // instead of "too large".
      return drainBody(request.raw).then(() =>
        reply.code(413).header("connection", "close").send({ message: API_ERRORS.payloadTooLarge }),
      );
    }
    if (status === 415) return reply.code(415).send({ message: API_ERRORS.unsupportedMediaType });
    if (status === 429) return reply.code(429).send({ message: API_ERRORS.tooManyRequests });
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message || API_ERRORS.invalidInput });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: API_ERRORS.internal });
  });
});
