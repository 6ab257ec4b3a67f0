// An image "uploaded" to the site for tests that need a valid course or partner picture: a row in
// `images` with a random content hash, as POST /uploads would store it.
import { randomBytes } from "node:crypto";
import type { Db } from "../src/db/client";
import { images } from "../src/db/schema";

/** Stores a test image (under `id`, 64 hex digits, or a random one) and returns its address. */
export async function storedImageUrl(db: Db, id = randomBytes(32).toString("hex")): Promise<string> {
  await db
    .insert(images)
    .values({
      id,
      mimeType: "image/webp",
      width: 1,
      height: 1,
      bytes: Buffer.from("RIFF....WEBP"),
      createdBy: "test@example.org",
    })
    .onConflictDoNothing();
  return `/uploads/${id}.webp`;
}

/** A fixed test image address; call storedImageUrl(db, TEST_IMAGE_ID) before using it. */
export const TEST_IMAGE_ID = "c".repeat(64);
export const TEST_IMAGE = `/uploads/${TEST_IMAGE_ID}.webp`;
