// Uploads: the content decides, never the name or declared type. A PNG named
// .svg is accepted as the raster it is; an SVG declared image/png, a text file and an HTML
// polyglot are refused; metadata (EXIF) is gone after re-encoding; /uploads/ serves only our
// WebP files, with Content-Disposition, nosniff and the strict CSP, and never executes anything.

import { UPLOAD_MAX_BYTES } from "@alliance/shared";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../helpers";

/** Building an app on PGlite can take long on a busy machine. */
const HOOK_TIMEOUT = 180_000;

const BOUNDARY = "----fuzzboundary7MA4YWxkTrZu0gW";

function multipart(filename: string, contentType: string, content: Buffer, field = "file") {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

describe("image uploads", () => {
  let ctx: TestContext;
  let user: Awaited<ReturnType<typeof createUserWithToken>>;
  let png: Buffer;
  let jpegWithExif: Buffer;

  beforeAll(async () => {
    ctx = await createTestApp();
    user = await createUserWithToken(ctx);
    png = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#0a7" } })
      .png()
      .toBuffer();
    jpegWithExif = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#a07" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "SECRET-EXIF-MARKER", ImageDescription: "GPS home of the author" } })
      .toBuffer();
  }, HOOK_TIMEOUT);
  afterAll(async () => {
    await ctx?.close();
  }, HOOK_TIMEOUT);

  const upload = (
    filename: string,
    contentType: string,
    content: Buffer,
    headers: Record<string, string> = user.auth,
  ) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/uploads",
      headers: { ...headers, "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(filename, contentType, content),
    });
  const imageCount = async () => {
    const result = await ctx.database.db.execute(sql`select count(*)::int as n from images`);
    return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  };

  it("has a source EXIF marker to look for (test precondition)", async () => {
    expect((await sharp(jpegWithExif).metadata()).exif).toBeTruthy();
    expect(jpegWithExif.includes("SECRET-EXIF-MARKER")).toBe(true);
  });

  it("refuses anonymous uploads", async () => {
    const res = await upload("a.png", "image/png", png, {});
    expect(res.statusCode).toBe(401);
  });

  it("accepts a PNG named .svg and declared SVG, as the raster WebP it becomes", async () => {
    const res = await upload("logo.svg", "image/svg+xml", png);
    expect(res.statusCode).toBe(201);
    const { url, secure_url } = res.json();
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(secure_url).toBe(url);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect((await sharp(served.rawPayload).metadata()).format).toBe("webp");
  });

  it("refuses an SVG declared image/png, a text file, HTML and a polyglot, storing nothing", async () => {
    const before = await imageCount();
    const cases: Array<[string, string, Buffer]> = [
      ["logo.png", "image/png", SVG],
      ["notes.png", "image/png", Buffer.from("just some text, not an image\n")],
      ["notes.txt", "text/plain", Buffer.from("just some text")],
      ["page.jpg", "image/jpeg", Buffer.from("<!doctype html><script>alert(1)</script>")],
      ["poly.gif", "image/gif", Buffer.from("GIF89a/*<script>alert(1)</script>*/")],
      ["empty.png", "image/png", Buffer.alloc(0)],
      ["cut.png", "image/png", png.subarray(0, 40)],
    ];
    for (const [name, type, content] of cases) {
      const res = await upload(name, type, content);
      expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, name).toBeLessThan(500);
      expect(typeof res.json().message).toBe("string");
    }
    expect(await imageCount()).toBe(before);
  });

  it("refuses images beyond the pixel-dimension limit", async () => {
    const wide = await sharp({ create: { width: 9000, height: 2, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const res = await upload("wide.png", "image/png", wide);
    expect([400, 413, 415]).toContain(res.statusCode);
  });

  it("refuses a file over the upload size limit with 413, storing nothing", async () => {
    const before = await imageCount();
    const big = Buffer.concat([png, Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 7)]);
    const res = await upload("big.png", "image/png", big);
    expect(res.statusCode).toBe(413);
    expect(await imageCount()).toBe(before);
  });

  it("strips metadata (EXIF) when re-encoding", async () => {
    const res = await upload("photo.jpg", "image/jpeg", jpegWithExif);
    expect(res.statusCode).toBe(201);
    const served = await ctx.app.inject({ url: res.json().url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes("SECRET-EXIF-MARKER")).toBe(false);
    expect(served.rawPayload.includes("GPS home")).toBe(false);
  });

  it("serves uploads with Content-Disposition, nosniff and the strict CSP", async () => {
    const { url } = (await upload("a.png", "image/png", png)).json();
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^(inline|attachment); filename="[0-9a-f]{64}\.webp"$/,
    );
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
  });

  it("serves nothing else from /uploads/ (no traversal, no other names, no execution)", async () => {
    for (const path of [
      "/uploads/../package.json",
      "/uploads/..%2F..%2Fpackage.json",
      "/uploads/%2e%2e/%2e%2e/etc/passwd",
      "/uploads/index.html",
      "/uploads/x.svg",
      "/uploads/x.js",
      `/uploads/${"0".repeat(64)}.webp`,
      `/uploads/${"0".repeat(64)}.svg`,
      "/uploads/",
    ]) {
      const res = await ctx.app.inject({ url: path });
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, path).toBeLessThan(500);
      expect(String(res.headers["content-type"] ?? "")).not.toMatch(/html|javascript|svg/);
    }
  });
});
