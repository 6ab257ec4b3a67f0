// Credentials never reach a log line, wherever they sit in what is logged, and one request gives
// one "request completed" line at info (the "incoming request" line is at debug).
import { Writable } from "node:stream";
import Fastify from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { CENSOR, redactSecrets } from "../../src/lib/log-redact";
import { loggerOptions, RequestLogController } from "../../src/lib/logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...chunk.toString().split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines, parsed: () => lines.map((line) => JSON.parse(line)) };
}

describe("redactSecrets", () => {
  it("censors credentials at the top level and two levels down, copying only what it changes", () => {
    const body = { email: "a@b.example", password: "body-secret" };
    const untouched = { name: "x", nested: { deep: 1 } };
    const input = {
      password: "top",
      token: "tok",
      headers: { Authorization: "Bearer t", cookie: "sid=1", "set-cookie": ["a=b"], accept: "*/*" },
      body,
      request: { body: { passwordHash: "hash" } },
      list: [{ token: "in-array" }],
      untouched,
    };
    const out = redactSecrets(input);
    expect(out).toEqual({
      password: CENSOR,
      token: CENSOR,
      headers: { Authorization: CENSOR, cookie: CENSOR, "set-cookie": CENSOR, accept: "*/*" },
      body: { email: "a@b.example", password: CENSOR },
      request: { body: { passwordHash: CENSOR } },
      list: [{ token: CENSOR }],
      untouched,
    });
    expect(out.untouched).toBe(untouched);
    expect(body.password).toBe("body-secret");
  });

  it("returns the same object when there is nothing to censor", () => {
    const input = { reqId: "req-1", responseTime: 1.5, res: { statusCode: 200 } };
    expect(redactSecrets(input)).toBe(input);
  });

  it("censors an error's own secret properties and keeps its message", () => {
    const log = capture();
    const logger = pino({ base: null, formatters: { log: redactSecrets } }, log.stream);
    const error = Object.assign(new Error("boom"), { token: "error-secret", code: "E1" });
    logger.error({ err: error }, "failed");
    const [line] = log.parsed();
    expect(line.err).toMatchObject({ message: "boom", code: "E1", token: CENSOR });
    expect(log.lines[0]).not.toContain("error-secret");
    expect(error.token).toBe("error-secret");
  });
});

describe("request logging", () => {
  it("writes one line per request at info, with the method, URL, status and time", async () => {
    const log = capture();
    const app = Fastify({
      logger: { ...loggerOptions({ LOG_LEVEL: "info" }), stream: log.stream },
      logController: new RequestLogController(),
    });
    app.get("/thing", async () => ({ ok: true }));
    await app.inject({ url: "/thing?token=single-use-secret" });
    await app.close();
    const lines = log.parsed().filter((line) => line.reqId);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: "request completed",
      req: { method: "GET", url: "/thing?token=[redacted]" },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0].responseTime).toBe("number");
  });

  it("keeps the incoming request line at debug", async () => {
    const log = capture();
    const app = Fastify({
      logger: { ...loggerOptions({ LOG_LEVEL: "debug" }), stream: log.stream },
      logController: new RequestLogController(),
    });
    app.get("/thing", async () => ({ ok: true }));
    await app.inject({ url: "/thing" });
    await app.close();
    const messages = log
      .parsed()
      .filter((line) => line.reqId)
      .map((line) => `${line.level} ${line.msg}`);
    expect(messages).toEqual(["20 incoming request", "30 request completed"]);
  });
});
