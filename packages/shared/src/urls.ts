// The zod schemas for web addresses and uploaded images, built on the zod-free rule in
// ./url-safety (which public pages import without pulling zod into their first load).
import { z } from "zod";
import { LIMITS } from "./constants";
import { httpUrlMessage, toHttpUrl, UPLOADED_IMAGE_PATH } from "./url-safety";

const webAddress = (label: string, required: boolean) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .transform((value, ctx) => {
      if (value === "") {
        if (required) ctx.addIssue({ code: "custom", message: `${label} is required` });
        return value;
      }
      const url = toHttpUrl(value);
      if (url === undefined) {
        ctx.addIssue({ code: "custom", message: httpUrlMessage(label) });
        return z.NEVER;
      }
      return url;
    });

/** A required web address; the stored value is the address itself (a bare domain gains https://). */
export const httpUrl = (label: string) => webAddress(label, true);

/** An optional web address: empty stays empty, anything else follows httpUrl. */
export const optionalHttpUrl = (label: string) => webAddress(label, false).optional().default("");

export const uploadedImageMessage = (label: string) => `${label} must be an image uploaded to this site`;

/** An image uploaded to this site; the server also checks that the file exists. */
export const uploadedImage = (label = "Image") =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .regex(UPLOADED_IMAGE_PATH, uploadedImageMessage(label));

/** An image uploaded to this site, or empty (a course keeps its current image when none is sent). */
export const optionalUploadedImage = (label = "Image") =>
  z
    .string()
    .trim()
    .max(LIMITS.url, `${label} must be at most ${LIMITS.url} characters`)
    .refine((value) => value === "" || UPLOADED_IMAGE_PATH.test(value), uploadedImageMessage(label))
    .optional()
    .default("");
