// Image uploads (docs/product/design.md §5). POST /api/v1/uploads takes one multipart field `file` from signed-in
// staff, checks it by decoding its content, re-encodes it to WebP and stores it in the database;
// GET /uploads/<sha256>.webp (outside /api/v1) serves it with a long-lived immutable cache header.

import { API_ERRORS, UPLOAD_MAX_BYTES, UploadOut } from "@alliance/shared";
import multipart from "@fastify/multipart";
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest, HttpError, notFound } from "../../lib/errors";
import { errorResponses } from "../../lib/route-groups";
import { QueueFullError } from "../../lib/work-queue";
import { audited } from "../audit/audited";
import {
  IMAGE_FILE,
  IMAGE_QUEUE,
  IMAGE_RETRY_AFTER_SECONDS,
  loadImage,
  processImage,
  storeImage,
} from "./images";

/** Too many images are being processed: the client is told when to try again. */
export const UPLOADS_BUSY = "The server is busy processing other images. Try again in a few seconds.";

/**
 * A fair queue: one user has at most this many uploads in progress (one being processed and one
 * waiting), so one account's burst cannot take every place in the image queue from everybody else.
 */
export const UPLOADS_PER_USER = 2;

const routes: FastifyPluginAsyncZod = async (app) => {
  /** Uploads in progress per user id (this instance; the image queue is per instance too). */
  const inProgress = new Map<string, number>();
  // Scoped to this plugin: nowhere else accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
  });

  app.post(
    "/uploads",
    {
      config: { invalidatesPublicCache: false },
      preHandler: [app.requireUser, app.throttle("upload")],
      schema: {
        summary: "Upload an image (multipart field `file`); answers its address",
        description:
          "The content must be a PNG, JPEG, WebP, GIF or AVIF image; it is re-encoded to WebP, stripped of metadata and capped in width.",
        consumes: ["multipart/form-data"],
        security: [{ bearerAuth: [] }],
        response: { 201: UploadOut, ...errorResponses(400, 401, 413, 415, 429, 503) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, API_ERRORS.unsupportedMediaType);
      const busy = () =>
        reply
          .code(503)
          .header("retry-after", String(IMAGE_RETRY_AFTER_SECONDS))
          .send({ message: UPLOADS_BUSY });
      // Refused before the body is even read when the queue is already full, or when this user
      // already has its share of it.
      if (IMAGE_QUEUE.waiting >= IMAGE_QUEUE.maxWaiting) return busy();
      const userId = request.user!.id;
      const mine = inProgress.get(userId) ?? 0;
      if (mine >= UPLOADS_PER_USER) return busy();
      inProgress.set(userId, mine + 1);
      try {
        return await receive(request, reply, busy);
      } finally {
        const left = (inProgress.get(userId) ?? 1) - 1;
        if (left > 0) inProgress.set(userId, left);
        else inProgress.delete(userId);
      }
    },
  );

  /** Reads the one file of the form, processes it in the image queue and stores it. */
  async function receive(request: FastifyRequest, reply: FastifyReply, busy: () => FastifyReply) {
    let buffer: Buffer | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== "file") continue;
        if (part.fieldname !== "file" || buffer) {
          part.file.resume();
          continue;
        }
        buffer = await part.toBuffer(); // throws 413 beyond UPLOAD_MAX_BYTES
      }
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status && status >= 400 && status < 500) throw error;
      // A body the multipart parser cannot read (bad boundary, truncated) is the client's mistake.
      throw badRequest("The upload is not a readable multipart form");
    }
    if (!buffer || buffer.length === 0) throw badRequest("Choose an image file to upload (field `file`)");
    let image: Awaited<ReturnType<typeof processImage>>;
    try {
      image = await processImage(buffer);
    } catch (error) {
      if (error instanceof QueueFullError) return busy();
      throw error;
    }
    const url = await audited(app.db, request, { action: "create", entity: "image" }, (tx) =>
      storeImage(tx, image, request.user!.email),
    );
    return reply.code(201).send({ url, secure_url: url });
  }
};

/** GET /uploads/:file: registered at the root, outside /api/v1. */
export const serveUploads: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>(
    "/uploads/:file",
    { schema: { hide: true } },
    async (request, reply) => {
      const match = IMAGE_FILE.exec(request.params.file);
      if (!match) throw notFound();
      const id = match[1]!;
      const etag = `"${id}"`;
      reply
        .header("Cache-Control", "public, max-age=31536000, immutable")
        .header("ETag", etag)
        .header("X-Content-Type-Options", "nosniff");
      const inm = request.headers["if-none-match"];
      // The bytes behind a hash never change, so a matching ETag is enough (if the row exists).
      const image = await loadImage(app.db, id);
      if (!image) {
        reply.removeHeader("Cache-Control").removeHeader("ETag");
        throw notFound();
      }
      if (inm?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
        return reply.code(304).send();
      }
      return reply
        .type(image.mimeType)
        .header("Content-Disposition", `inline; filename="${id}.webp"`)
        .header("Content-Length", image.bytes.length)
        .send(image.bytes);
    },
  );
};

export default routes;
