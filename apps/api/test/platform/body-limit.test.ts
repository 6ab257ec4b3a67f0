// 413 every time: a body over the limit is
// answered "too large" on every try, never with a broken connection, over real sockets.
import { request as httpRequest } from "node:http";
import { API_ERRORS } from "@alliance/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../helpers";

function post(port: number, body: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/v1/requests",
        headers: { "content-type": "application/json", "content-length": body.length },
        agent: false,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    // Sent in pieces, as a phone on a slow network would: the server decides from the header
    // while most of the body is still on its way.
    (async () => {
      for (let offset = 0; offset < body.length; offset += 256 * 1024) {
        if (req.destroyed) return;
        req.write(body.subarray(offset, offset + 256 * 1024));
        await new Promise((done) => setTimeout(done, 2));
      }
      req.end();
    })().catch(reject);
  });
}

describe("bodies over the limit", () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    port = (ctx.app.server.address() as { port: number }).port;
  });
  afterAll(() => ctx?.close());

  it("answers 413 to each of 50 posts of 3 MB, none broken", async () => {
    const body = Buffer.from(JSON.stringify({ message: "x".repeat(3 * 1024 * 1024) }));
    for (let i = 0; i < 50; i++) {
      const answer = await post(port, body);
      expect(answer.status, `post ${i + 1}`).toBe(413);
      expect(JSON.parse(answer.text)).toEqual({ message: API_ERRORS.payloadTooLarge });
    }
  });
});
