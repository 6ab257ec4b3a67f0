// POST /api/v1/uploads and GET /uploads/:file: content-checked images stored in the database.
import { API_ERRORS, UPLOAD_MAX_BYTES, UPLOAD_OUTPUT_MAX_WIDTH } from "@alliance/shared";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../../src/db/schema";
import { IMAGE_QUEUE } from "../../../src/modules/uploads/images";
import { UPLOADS_BUSY, UPLOADS_PER_USER } from "../../../src/modules/uploads/routes";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof createUserWithToken>>;

interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

function multipart(parts: Part[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename) head += `; filename="${part.filename}"`;
    head += "\r\n";
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(Buffer.from(`${head}\r\n`), Buffer.from(part.data), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  parts: Part[],
  headers: Record<string, string> = staff.auth,
  app: TestContext["app"] = ctx.app,
  remoteAddress = "10.9.0.1",
) {
  const { payload, contentType } = multipart(parts);
  return app.inject({
    method: "POST",
    url: "/api/v1/uploads",
    payload,
    headers: { ...headers, "content-type": contentType },
    remoteAddress,
  });
}

const fileField = (data: Buffer | string, filename = "photo.png", contentType = "image/png"): Part[] => [
  { name: "file", filename, contentType, data },
];

function solid(width: number, height: number, color = { r: 200, g: 80, b: 40 }) {
  return sharp({ create: { width, height, channels: 3, background: color } });
}

async function imageCount() {
  const [row] = await ctx.database.db.select({ n: count() }).from(images);
  return Number(row?.n ?? 0);
}

beforeAll(async () => {
  ctx = await createTestApp({ UPLOAD_MAX_PER_WINDOW: "1000" });
  staff = await createUserWithToken(ctx, { organizationName: "Savannah Tech Hub" });
});
afterAll(async () => {
  await ctx.close();
});

describe("POST /api/v1/uploads", () => {
  it("re-encodes a PNG to WebP, caps the width, and answers url and secure_url", async () => {
    const png = await solid(2400, 1200).png().toBuffer();
    const res = await upload(fileField(png));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);
    expect(body.secure_url).toBe(body.url);

    const served = await ctx.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const hash = body.url.slice("/uploads/".length, -".webp".length);
    expect(served.headers.etag).toBe(`"${hash}"`);
    expect(served.headers["content-disposition"]).toBe(`inline; filename="${hash}.webp"`);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(UPLOAD_OUTPUT_MAX_WIDTH);
    expect(meta.height).toBe(UPLOAD_OUTPUT_MAX_WIDTH / 2);
    const { createHash } = await import("node:crypto");
    expect(createHash("sha256").update(served.rawPayload).digest("hex")).toBe(hash);

    const again = await ctx.app.inject({ url: body.url, headers: { "if-none-match": `"${hash}"` } });
    expect(again.statusCode).toBe(304);
  });

  it("stores the same image once", async () => {
    const png = await solid(300, 200, { r: 1, g: 2, b: 3 }).png().toBuffer();
    const first = (await upload(fileField(png))).json().url;
    const before = await imageCount();
    const second = (await upload(fileField(png, "copy.png"))).json().url;
    expect(second).toBe(first);
    expect(await imageCount()).toBe(before);
  });

  it("accepts JPEG, WebP, GIF and AVIF by content, whatever the name or declared type, and strips metadata", async () => {
    const jpeg = await solid(640, 480)
      .jpeg()
      .withExif({ IFD0: { Copyright: "Someone", Artist: "Secret Person" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeTruthy();
    const res = await upload(fileField(jpeg, "document.txt", "text/plain"));
    expect(res.statusCode).toBe(201);
    const served = await ctx.app.inject({ url: res.json().url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(640);
    for (const [data, name] of [
      [await solid(50, 50).webp().toBuffer(), "a.webp"],
      [await solid(50, 50).gif().toBuffer(), "a.gif"],
      [await solid(64, 64).avif().toBuffer(), "a.avif"],
    ] as const) {
      expect((await upload(fileField(data, name, "application/octet-stream"))).statusCode, name).toBe(201);
    }
  });

  it("refuses SVG and anything that is not a raster image, storing nothing", async () => {
    const before = await imageCount();
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const cases: Array<[Buffer | string, string, string]> = [
      [svg, "logo.svg", "image/svg+xml"],
      [svg, "logo.png", "image/png"],
      ["just some text", "notes.png", "image/png"],
      ["%PDF-1.4\n1 0 obj\n<<>>\nendobj\n", "doc.jpg", "image/jpeg"],
      [(await solid(200, 200).png().toBuffer()).subarray(0, 120), "truncated.png", "image/png"],
      [await solid(20, 20).tiff().toBuffer(), "scan.tiff", "image/tiff"],
    ];
    for (const [data, name, type] of cases) {
      const res = await upload(fileField(data, name, type));
      expect(res.statusCode, name).toBe(415);
      expect(res.json(), name).toEqual({ message: API_ERRORS.invalidImage });
    }
    expect(await imageCount()).toBe(before);
  });

  it("refuses images beyond the dimension and pixel limits (413)", async () => {
    const before = await imageCount();
    const wide = await solid(8200, 10).png().toBuffer();
    const res = await upload(fileField(wide));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: API_ERRORS.imageTooLarge });
    const many = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#000" } })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(many.length).toBeLessThan(UPLOAD_MAX_BYTES);
    expect((await upload(fileField(many))).statusCode).toBe(413);
    expect(await imageCount()).toBe(before);
  });

  it("processes one image at a time and answers 503 with Retry-After when too many wait", async () => {
    const photo = await sharp({
      create: { width: 3000, height: 3000, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => upload(fileField(photo))));
    const statuses = answers.map((res) => res.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 503),
      statuses.join(),
    ).toBe(true);
    const busy = answers.filter((res) => res.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      expect(res.json()).toEqual({ message: UPLOADS_BUSY });
    }
    expect(IMAGE_QUEUE.running).toBe(0);
    // Once the queue has drained, uploads are accepted again.
    expect((await upload(fileField(photo))).statusCode).toBe(201);
  });

  it("keeps the queue fair: one account's burst leaves another user's upload accepted", async () => {
    const photo = await sharp({
      create: { width: 2500, height: 2500, channels: 3, background: { r: 90, g: 20, b: 200 } },
    })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const other = await createUserWithToken(ctx, { organizationName: "Another Org" });
    // 30 parallel uploads from one account, and one from somebody else while they run.
    const burst = Array.from({ length: 30 }, () => upload(fileField(photo)));
    const theirs = upload(fileField(await solid(40, 40).png().toBuffer()), other.auth, ctx.app, "10.9.0.2");
    const answers = await Promise.all(burst);
    const accepted = answers.filter((res) => res.statusCode === 201);
    expect(accepted.length).toBeGreaterThan(0);
    expect(accepted.length).toBeLessThanOrEqual(UPLOADS_PER_USER);
    for (const res of answers.filter((res) => res.statusCode !== 201)) {
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect((await theirs).statusCode).toBe(201);
  });

  it("accepts a photo of a few megabytes (above the 1 MB JSON body limit)", async () => {
    const { randomBytes } = await import("node:crypto");
    const noise = await sharp(randomBytes(1100 * 1000 * 3), {
      raw: { width: 1100, height: 1000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(noise.length).toBeLessThan(UPLOAD_MAX_BYTES);
    const res = await upload(fileField(noise, "noise.png"));
    expect(res.statusCode).toBe(201);
  });

  it("refuses files over the byte limit (413)", async () => {
    const before = await imageCount();
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 7);
    const res = await upload(fileField(big));
    expect(res.statusCode).toBe(413);
    expect(await imageCount()).toBe(before);
  });

  it("needs a `file` part and a multipart body", async () => {
    const png = await solid(10, 10).png().toBuffer();
    expect(
      (await upload([{ name: "image", filename: "a.png", contentType: "image/png", data: png }])).statusCode,
    ).toBe(400);
    expect((await upload([{ name: "upload_preset", data: "unsigned" }])).statusCode).toBe(400);
    expect((await upload(fileField(Buffer.alloc(0)))).statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/uploads",
      headers: staff.auth,
      payload: { file: "data:image/png;base64,AAAA" },
    });
    expect(json.statusCode).toBe(415);
    const broken = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/uploads",
      headers: { ...staff.auth, "content-type": "multipart/form-data; boundary=xyz" },
      payload: "garbage without boundaries",
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it("is for signed-in users only", async () => {
    const before = await imageCount();
    const png = await solid(10, 10, { r: 9, g: 9, b: 9 }).png().toBuffer();
    const res = await upload(fileField(png), {});
    expect(res.statusCode).toBe(401);
    expect((await upload(fileField(png), { authorization: "Bearer nope" })).statusCode).toBe(401);
    expect(await imageCount()).toBe(before);
  });

  it("is throttled per client address", async () => {
    const t = await createTestApp({ UPLOAD_MAX_PER_WINDOW: "2" });
    try {
      const user = await createUserWithToken(t);
      const png = await solid(10, 10).png().toBuffer();
      expect((await upload(fileField(png), user.auth, t.app, "10.8.0.1")).statusCode).toBe(201);
      expect((await upload(fileField(png), user.auth, t.app, "10.8.0.1")).statusCode).toBe(201);
      const third = await upload(fileField(png), user.auth, t.app, "10.8.0.1");
      expect(third.statusCode).toBe(429);
      expect((await upload(fileField(png), user.auth, t.app, "10.8.0.2")).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});

describe("GET /uploads/:file", () => {
  it("answers 404 for unknown or malformed names", async () => {
    for (const path of [
      `/uploads/${"a".repeat(64)}.webp`,
      "/uploads/abc.webp",
      `/uploads/${"a".repeat(64)}.png`,
      `/uploads/${"A".repeat(64)}.webp`,
    ]) {
      const res = await ctx.app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers["cache-control"], path).not.toBe("public, max-age=31536000, immutable");
    }
  });

  it("refuses a path with (encoded) dot segments with 400 before any lookup", async () => {
    const res = await ctx.app.inject({ url: "/uploads/..%2F..%2Fetc%2Fpasswd" });
    expect(res.statusCode).toBe(400);
    expect(res.headers["cache-control"]).not.toBe("public, max-age=31536000, immutable");
  });
});
