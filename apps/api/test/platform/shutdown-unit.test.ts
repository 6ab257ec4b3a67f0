// lib/shutdown.ts without a process: the grace period, the hard limit, a repeated signal.
import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { installShutdown } from "../../src/lib/shutdown";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fakeApp(closeMs: number | "never") {
  const calls: string[] = [];
  let finish!: () => void;
  const app = {
    server: { closeAllConnections: () => calls.push("closeAllConnections") },
    close: () =>
      new Promise<void>((resolve) => {
        calls.push("close");
        finish = resolve;
        if (closeMs !== "never") setTimeout(resolve, closeMs);
      }),
  };
  return { app: app as unknown as FastifyInstance, calls, finish: () => finish() };
}

describe("shutdown", () => {
  it("closes, and exits 0 once the app has closed", async () => {
    const { app, calls } = fakeApp(20);
    const exits: number[] = [];
    const shutdown = installShutdown({ app }, { exit: (code) => exits.push(code), graceMs: 1000 });
    await shutdown("SIGTERM");
    expect(calls).toEqual(["close"]);
    expect(exits).toEqual([0]);
  });

  it("cuts the connections still open after the grace period, and exits by the hard limit", async () => {
    const { app, calls } = fakeApp("never");
    const exits: number[] = [];
    const shutdown = installShutdown(
      { app },
      { exit: (code) => exits.push(code), graceMs: 30, hardLimitMs: 120 },
    );
    // Fake timers: the grace period and the hard limit are checked by the clock the test moves,
    // not by how fast a busy machine runs the real timers.
    vi.useFakeTimers();
    try {
      void shutdown("SIGTERM");
      await vi.advanceTimersByTimeAsync(60);
      expect(calls).toEqual(["close", "closeAllConnections"]);
      expect(exits).toEqual([]);
      await vi.advanceTimersByTimeAsync(100);
      expect(exits).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("ignores the same signal repeated at once, and exits at once on a later second one", async () => {
    const { app, finish } = fakeApp("never");
    const exits: number[] = [];
    const shutdown = installShutdown(
      { app },
      { exit: (code) => exits.push(code), graceMs: 10_000, hardLimitMs: 10_000, repeatWindowMs: 50 },
    );
    void shutdown("SIGINT");
    void shutdown("SIGINT");
    expect(exits).toEqual([]);
    await sleep(80);
    void shutdown("SIGINT");
    expect(exits).toEqual([130]);
    finish();
  });

  it("closes the database when a signal comes before the app is built", async () => {
    let closed = false;
    const exits: number[] = [];
    const shutdown = installShutdown(
      {
        closeDatabase: async () => {
          closed = true;
        },
      },
      { exit: (code) => exits.push(code) },
    );
    await shutdown("SIGTERM");
    expect(closed).toBe(true);
    expect(exits).toEqual([0]);
  });
});
