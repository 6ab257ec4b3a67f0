// One error handler for the whole API: client mistakes get a 4xx with a clear message, never a
// 500; unexpected failures are logged and answered with a generic 500.
import { API_ERRORS } from "@alliance/shared";
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

export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(error.issues ? { message: error.message, issues: error.issues } : { message: error.message });
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
    if (pgCode && PG_CLIENT_ERRORS[pgCode]) {
      const status = PG_CLIENT_ERRORS[pgCode]!;
      return reply.code(status).send({ message: status === 409 ? "Conflict" : API_ERRORS.invalidInput });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ message: API_ERRORS.payloadTooLarge });
    if (status === 415) return reply.code(415).send({ message: API_ERRORS.unsupportedMediaType });
    if (status === 429) return reply.code(429).send({ message: API_ERRORS.tooManyRequests });
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: error.message || API_ERRORS.invalidInput });
    }
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: API_ERRORS.internal });
  });
});
