// A cached answer is the same answer, byte for byte: over a real socket, the listener's hit (one
// precomputed buffer of status line, headers and body) carries the status, headers and body of
// the miss that stored it, x-cache and the date aside; and the one-buffer write gives exactly the
// bytes Node's writeHead and end give for the same entry, whatever the coding, so a Node version
// that changed how it writes an answer fails here.
import { createServer, type Server } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyHash, type Entry, writeHit } from "../../src/plugins/public-cache/entry";
import { createTestApp, type TestContext } from "../helpers";

/** One request on a fresh connection; resolves with the whole answer as sent. */
function rawGet(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<Buffer>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${lines.join("")}\r\n`);
    let buffer = Buffer.alloc(0);
    socket.on("data", (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      const end = buffer.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = Number(
        /\r\ncontent-length: *(\d+)/i.exec(buffer.subarray(0, end).toString("latin1"))?.[1],
      );
      if (buffer.length >= end + 4 + length) {
        socket.end();
        resolve(buffer);
      }
    });
    socket.on("error", reject);
  });
}

interface Parsed {
  statusLine: string;
  /** Header lines, name lower-cased, in the order sent. */
  headers: string[];
  body: Buffer;
}

function parse(answer: Buffer): Parsed {
  const end = answer.indexOf("\r\n\r\n");
  const [statusLine = "", ...lines] = answer.subarray(0, end).toString("latin1").split("\r\n");
  return {
    statusLine,
    headers: lines.map((line) => {
      const colon = line.indexOf(":");
      return `${line.slice(0, colon).toLowerCase()}${line.slice(colon)}`;
    }),
    body: answer.subarray(end + 4),
  };
}

/** The date line is the second's; the rest must match. */
const withoutDate = (answer: Buffer) =>
  answer.toString("latin1").replace(/\r\nDate: [^\r]*\r\n/, "\r\nDate: -\r\n");

describe("a cache hit is the miss's answer, byte for byte", () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    ctx = await createTestApp();
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    port = (ctx.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  for (const path of ["/api/v1/courses/approved", "/api/v1/partners", "/api/v1/reports/summary"]) {
    it(`GET ${path}: same status, headers and body`, async () => {
      const miss = parse(await rawGet(port, path));
      const hit = parse(await rawGet(port, path));
      expect(miss.headers).toContain("x-cache: MISS");
      expect(hit.headers).toContain("x-cache: HIT");
      expect(hit.statusLine).toBe("HTTP/1.1 200 OK");
      expect(hit.statusLine).toBe(miss.statusLine);
      expect(hit.body.equals(miss.body)).toBe(true);
      const comparable = (headers: string[]) =>
        headers.filter((line) => !line.startsWith("date:") && !line.startsWith("x-cache:")).sort();
      expect(comparable(hit.headers)).toEqual(comparable(miss.headers));
      // Sent in the order today's hits use, ending as Node ends every keep-alive answer.
      expect(hit.headers.at(-3)).toMatch(/^date: /);
      expect(hit.headers.slice(-2)).toEqual(["connection: keep-alive", "keep-alive: timeout=72"]);
    });
  }

  it("a second hit is the first hit's bytes (the date aside)", async () => {
    const path = "/api/v1/courses/approved";
    await rawGet(port, path);
    const first = await rawGet(port, path);
    const second = await rawGet(port, path);
    expect(withoutDate(second)).toBe(withoutDate(first));
    expect(first.toString("latin1")).toContain("\r\nx-cache: HIT\r\n");
  });
});

describe("the one-buffer hit and Node's writeHead write the same bytes", () => {
  const body = Buffer.from(
    JSON.stringify({ items: Array.from({ length: 80 }, (_, i) => ({ i, name: `item ${i}` })) }),
  );
  const entry: Entry = {
    body,
    hash: bodyHash(body),
    headers: {
      "content-security-policy": "default-src 'self'",
      "content-type": "application/json; charset=utf-8",
      vary: "Accept-Encoding, Authorization",
      "x-total-count": "80",
      "x-repeated": ["one", "two"],
    },
    br: Buffer.from("pretend brotli"),
    gzip: Buffer.from("pretend gzip"),
    out: {},
  };
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      writeHit(
        res,
        entry,
        {
          method: "GET",
          acceptEncoding: req.headers["accept-encoding"],
          ifNoneMatch: undefined,
          hsts: undefined,
        },
        req.url === "/one-buffer",
      );
    });
    server.keepAliveTimeout = 72_000;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  for (const acceptEncoding of ["", "gzip", "br"]) {
    it(`in coding "${acceptEncoding || "identity"}"`, async () => {
      const headers = acceptEncoding ? { "accept-encoding": acceptEncoding } : undefined;
      const viaNode = await rawGet(port, "/write-head", headers);
      const oneBuffer = await rawGet(port, "/one-buffer", headers);
      expect(withoutDate(oneBuffer)).toBe(withoutDate(viaNode));
      // The buffer was made (the one-buffer write ran, not the fallback).
      const coding = acceptEncoding === "br" ? "br" : acceptEncoding === "gzip" ? "gzip" : "identity";
      expect(entry.raw?.[coding]).toBeDefined();
      expect(oneBuffer.toString("latin1")).toMatch(
        /\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n/,
      );
    });
  }
});
