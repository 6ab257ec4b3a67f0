// POST /api/v1/uploads (docs/product/design.md §5): multipart field `file`; the answer's secure_url becomes the
// course or partner image.
import type { UploadResult } from "@alliance/shared";
import { apiRequest } from "../api";

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("file", file);
  const { data } = await apiRequest<UploadResult>("POST", "/uploads", { body: form });
  const url = data?.secure_url || data?.url;
  if (!url) throw new Error("Upload answered without an address");
  return url;
}
