// lib/shutdown.ts without a process: the grace period, the hard limit, a repeated signal. The
// exits close-with-grace and the module ask for are recorded instead of ending the test run.
import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installShutdown, type Shutdown } from "../../src/lib/shutdown";

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
  let exits: number[];
  let installed: Shutdown[];
  const install = (...args: Parameters<typeof installShutdown>) => {
    const shutdown = installShutdown(...args);
    installed.push(shutdown);
    return shutdown;
  };
  beforeEach(() => {
    exits = [];
    installed = [];
    vi.spyOn(process, "exit").mockImplementation(((code?: number) => {
      exits.push(code ?? 0);
    }) as typeof process.exit);
  });
  afterEach(() => {
    for (const shutdown of installed) shutdown.uninstall();
    vi.restoreAllMocks();
  });

  it("closes, and exits 0 once the app has closed", async () => {
    const { app, calls } = fakeApp(20);
    const shutdown = install({ app }, { graceMs: 1000 });
    await shutdown.onSignal("SIGTERM");
    expect(calls).toEqual(["close"]);
    expect(exits).toEqual([0]);
  });

  it("cuts the connections still open after the grace period, and exits by the hard limit", async () => {
    const { app, calls } = fakeApp("never");
    const shutdown = install({ app }, { graceMs: 30, hardLimitMs: 1000 });
    // close-with-grace's delay runs on a timer fake timers do not reach: the test waits for each
    // step in order instead of moving a clock.
    void shutdown.onSignal("SIGTERM");
    await vi.waitFor(() => expect(calls).toEqual(["close", "closeAllConnections"]), { timeout: 900 });
    expect(exits).toEqual([]);
    await vi.waitFor(() => expect(exits).toEqual([1]), { timeout: 5000 });
  });

  it("ignores the same signal repeated at once, and exits at once on a later second one", async () => {
    const { app, finish } = fakeApp("never");
    const shutdown = install({ app }, { graceMs: 10_000, hardLimitMs: 10_000, repeatWindowMs: 50 });
    void shutdown.onSignal("SIGINT");
    void shutdown.onSignal("SIGINT");
    expect(exits).toEqual([]);
    await sleep(80);
    void shutdown.onSignal("SIGINT");
    expect(exits).toEqual([130]);
    // (Here the exit is only recorded, so the first close still runs to its end.)
    finish();
    await vi.waitFor(() => expect(exits).toEqual([130, 0]));
  });

  it("closes the database when a signal comes before the app is built", async () => {
    let closed = false;
    const shutdown = install({
      closeDatabase: async () => {
        closed = true;
      },
    });
    await shutdown.onSignal("SIGTERM");
    expect(closed).toBe(true);
    expect(exits).toEqual([0]);
  });
});
