// The bounded queue behind image processing and background compression.
import { describe, expect, it } from "vitest";
import { createWorkQueue, QueueFullError } from "../../src/lib/work-queue";

describe("work queue", () => {
  it("runs at most `concurrency` jobs, queues `maxWaiting`, refuses the rest at once", async () => {
    const queue = createWorkQueue({ concurrency: 2, maxWaiting: 3 });
    let active = 0;
    let peak = 0;
    const job = () =>
      queue.run(async () => {
        active += 1;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 20));
        active -= 1;
        return "done";
      });
    const results = await Promise.allSettled(Array.from({ length: 8 }, job));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(5);
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(3);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(QueueFullError);
    expect(peak).toBe(2);
    expect(queue.running).toBe(0);
    expect(queue.waiting).toBe(0);
  });

  it("frees the slot of a job that throws", async () => {
    const queue = createWorkQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(
      queue.run(() => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });
});
