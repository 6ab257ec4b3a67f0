// Pictures of courses, partners, news, events and insights may only be images uploaded to this site. The shared schema already
// limits the address to `/uploads/<sha256>.webp`; this checks that such an upload really exists,
// so a page never points visitors (or admins reviewing it) at a third-party server that could
// track them, and never shows a broken picture.
import { CONTENT_MESSAGES, UPLOADED_IMAGE_PATH, uploadedImageMessage } from "@alliance/shared";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { images } from "../../db/schema";
import { badRequest } from "../../lib/errors";

/** Throws 400 unless `url` names an image stored on this site (empty passes: "keep the current one"). */
export async function assertUploadedImage(db: Db, url: string | undefined, label = "Image"): Promise<void> {
  if (!url) return;
  const id = UPLOADED_IMAGE_PATH.exec(url)?.[1];
  const [row] = id ? await db.select({ id: images.id }).from(images).where(eq(images.id, id)).limit(1) : [];
  if (!row) {
    const message = uploadedImageMessage(label);
    throw badRequest(message, [{ path: "body.image", message }]);
  }
}

/** The image of a new record: 400 when none is given or it is not stored on this site. */
export async function requireUploadedImage(db: Db, url: string | undefined): Promise<string> {
  if (!url) {
    const message = CONTENT_MESSAGES.imageRequired;
    throw badRequest(message, [{ path: "body.image", message }]);
  }
  await assertUploadedImage(db, url);
  return url;
}
