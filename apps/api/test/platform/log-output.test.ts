// The log output never waits for its reader: a stalled reader makes it drop lines (bounded
// memory), and the count is reported once the reader catches up.
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createLogOutput, FLUSH_BYTES, FLUSH_INTERVAL_MS } from "../../src/lib/log-output";

/** A stream whose reader can be stalled and resumed. */
function stallableStream() {
  const received: string[] = [];
  let stalled = true;
  const held: Array<() => void> = [];
  const stream = new Writable({
    highWaterMark: 256,
    write(chunk, _encoding, done) {
      received.push(chunk.toString());
      if (stalled) held.push(done);
      else done();
    },
  });
  return {
    stream,
    received,
    resume() {
      stalled = false;
      for (const done of held.splice(0)) done();
    },
  };
}

/** Long enough for a batch to be written. */
const tick = () => new Promise((resolve) => setTimeout(resolve, FLUSH_INTERVAL_MS + 5));

describe("log output", () => {
  it("drops lines beyond its bound while the reader is stalled, then reports how many", async () => {
    const reader = stallableStream();
    const output = createLogOutput({ target: reader.stream, maxBufferBytes: 1000 });
    const log = pino({ base: null }, output);
    const started = Date.now();
    for (let i = 0; i < 500; i++) log.info({ i, padding: "x".repeat(50) }, "line");
    await tick();
    for (let i = 0; i < 500; i++) log.info({ i, padding: "x".repeat(50) }, "more");
    await tick();
    // Nothing waited for the reader.
    expect(Date.now() - started).toBeLessThan(1000);
    const written = reader.received.join("").split("\n").filter(Boolean);
    expect(written.length).toBeLessThan(20);
    expect(output.dropped).toBe(1000 - written.length);

    reader.resume();
    await tick();
    await tick();
    const report = reader.received
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .at(-1);
    expect(report).toMatchObject({ level: 40, dropped: 1000 - written.length });
    expect(report.msg).toMatch(/lines dropped/);
    expect(output.dropped).toBe(0);

    log.info("after");
    await tick();
    expect(reader.received.at(-1)).toContain('"after"');
  });

  it("batches lines into one write per interval, or at once when the batch is large", async () => {
    const writes: string[] = [];
    const target = new Writable({
      write(chunk, _encoding, done) {
        writes.push(chunk.toString());
        done();
      },
    });
    const log = pino({ base: null }, createLogOutput({ target }));
    for (let i = 0; i < 50; i++) log.info({ i }, "line");
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(0);
    await tick();
    expect(writes).toHaveLength(1);
    expect(writes[0]!.split("\n").filter(Boolean)).toHaveLength(50);

    const padding = "x".repeat(1000);
    for (let i = 0; i < FLUSH_BYTES / 1000; i++) log.info({ i, padding }, "big");
    expect(writes).toHaveLength(2);
  });

  it("keeps going when the reader has gone away", async () => {
    const target = new Writable({
      write(_chunk, _encoding, done) {
        done(Object.assign(new Error("write EPIPE"), { code: "EPIPE" }));
      },
    });
    const log = pino({ base: null }, createLogOutput({ target }));
    log.info("first");
    await tick();
    await tick();
    expect(() => log.info("second")).not.toThrow();
  });
});
