// Downloads a file the API generates (the Excel export) with the signed-in user's token and saves
// it under the name the server gives in Content-Disposition.
import { API_BASE } from "@alliance/shared";
import { ApiError } from "./api";
import { readStoredUser } from "./session";

/** The file name from a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return sanitize(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ""))) || fallback;
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain ? (plain[2] ?? plain[1] ?? "").trim() : "";
  return sanitize(name) || fallback;
}

/** Keeps only the last path segment, so a header can never point outside the download folder. */
function sanitize(name: string): string {
  return name.split(/[\\/]/).pop()?.trim() ?? "";
}

/** GET `${API_BASE}${path}` with the bearer token and save the answer as a file. */
export async function downloadFile(
  path: string,
  query: Record<string, string | number | undefined>,
  fallbackName: string,
): Promise<string> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  const token = readStoredUser()?.token;
  const response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ""}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    let message = response.statusText;
    try {
      message = ((await response.json()) as { message?: string }).message ?? message;
    } catch {
      // not JSON
    }
    throw new ApiError(response.status, message);
  }
  const name = fileNameFromDisposition(response.headers.get("content-disposition"), fallbackName);
  const blob = await response.blob();
  saveBlob(blob, name);
  return name;
}

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.download = name;
  anchor.rel = "noopener";
  anchor.style.display = "none";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
