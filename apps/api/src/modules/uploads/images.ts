// Image intake (docs/product/design.md §5): the content is decoded with sharp, whatever the file is called or
// claims to be; only raster formats are accepted (never SVG, PDF or other vector/document
// formats); size is bounded before decoding; the output is re-encoded to WebP (metadata
// stripped, width capped) and stored in the database under the sha256 of its bytes, so every
// instance can serve it and the same image is stored once.
//
// Decoding is the most expensive thing a signed-in user can ask for (a 40-megapixel 16-bit PNG
// takes seconds of CPU and hundreds of MB), and sharp runs on the libuv thread pool that also
// reads static files: so one image is processed at a time (libvips on one thread), a few more may
// wait, and beyond that the upload is refused with 503 and Retry-After (see IMAGE_QUEUE).
import { createHash } from "node:crypto";
import {
  API_ERRORS,
  UPLOAD_MAX_DIMENSION,
  UPLOAD_MAX_PIXELS,
  UPLOAD_OUTPUT_MAX_WIDTH,
} from "@alliance/shared";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import type { Db } from "../../db/client";
import { images } from "../../db/schema";
import { HttpError } from "../../lib/errors";
import { createWorkQueue } from "../../lib/work-queue";

sharp.concurrency(1);
// sharp's own cache of decoded images only helps repeated work on the same file.
sharp.cache(false);

/** One image decoded at a time; four more wait; the rest are told to retry. */
export const IMAGE_QUEUE = createWorkQueue({ concurrency: 1, maxWaiting: 4 });
/** Seconds a refused upload is told to wait (Retry-After). */
export const IMAGE_RETRY_AFTER_SECONDS = 10;

/** Formats sharp reports for the raster types of UPLOAD_ACCEPT (AVIF is reported as heif). */
const RASTER_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export interface ProcessedImage {
  id: string;
  bytes: Buffer;
  width: number;
  height: number;
  mimeType: "image/webp";
}

/** The public address of a stored image. */
export const imageUrl = (id: string) => `/uploads/${id}.webp`;
/** `<64 hex>.webp`, the only file names /uploads serves. */
export const IMAGE_FILE = /^([0-9a-f]{64})\.webp$/;

const invalidImage = () => new HttpError(415, API_ERRORS.invalidImage);
const tooLarge = () => new HttpError(413, API_ERRORS.imageTooLarge);

/**
 * Checks and re-encodes an uploaded file through IMAGE_QUEUE; throws 415 for non-images, 413 for
 * oversized ones, QueueFullError when too many uploads are already being processed.
 */
export function processImage(input: Buffer): Promise<ProcessedImage> {
  return IMAGE_QUEUE.run(() => decodeAndEncode(input));
}

async function decodeAndEncode(input: Buffer): Promise<ProcessedImage> {
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidImage();
  }
  if (!meta.format || !RASTER_FORMATS.has(meta.format)) throw invalidImage();
  if (meta.format === "heif" && meta.compression !== "av1") throw invalidImage();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw invalidImage();
  if (width > UPLOAD_MAX_DIMENSION || height > UPLOAD_MAX_DIMENSION || width * height > UPLOAD_MAX_PIXELS) {
    throw tooLarge();
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: UPLOAD_OUTPUT_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return {
      id: createHash("sha256").update(data).digest("hex"),
      bytes: data,
      width: info.width,
      height: info.height,
      mimeType: "image/webp",
    };
  } catch {
    throw invalidImage();
  }
}

/** Stores the image (once per content hash) and returns its public URL. */
export async function storeImage(db: Db, image: ProcessedImage, createdBy = ""): Promise<string> {
  await db
    .insert(images)
    .values({
      id: image.id,
      mimeType: image.mimeType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
      createdBy,
    })
    .onConflictDoNothing();
  return imageUrl(image.id);
}

export async function loadImage(db: Db, id: string) {
  const [row] = await db
    .select({ bytes: images.bytes, mimeType: images.mimeType, createdAt: images.createdAt })
    .from(images)
    .where(eq(images.id, id))
    .limit(1);
  return row;
}
