// A signed-in write carries one Idempotency-Key, and a send that times out or loses the network
// is sent again with the same key; anonymous calls (the public forms) are sent once, without one.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "./api";
import { clearStoredUser, storeUser } from "./session";

const sent: Array<{ url: string; key: string | undefined }> = [];
let failures: Error[] = [];

beforeEach(() => {
  sent.length = 0;
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, key: (init.headers as Record<string, string>)["idempotency-key"] });
    const failure = failures.shift();
    if (failure) throw failure;
    return new Response(JSON.stringify({ id: "r1" }), { status: 201 });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearStoredUser();
  failures = [];
});

const timeout = () => Object.assign(new Error("timed out"), { name: "TimeoutError" });

describe("apiRequest", () => {
  it("sends a signed-in write again with the same key after a time-out and a lost network", async () => {
    storeUser({ token: "t", email: "a@b.example" } as never);
    failures = [timeout(), new TypeError("Failed to fetch")];
    const { data } = await apiRequest<{ id: string }>("POST", "/reports", { body: { a: 1 } });
    expect(data.id).toBe("r1");
    expect(sent).toHaveLength(3);
    expect(sent[0]!.key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(sent.map((call) => call.key)).size).toBe(1);
  });

  it("gives each submission its own key, and gives up after three sends", async () => {
    storeUser({ token: "t", email: "a@b.example" } as never);
    await apiRequest("POST", "/courses", { body: {} });
    await apiRequest("POST", "/courses", { body: {} });
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
    failures = [timeout(), timeout(), timeout()];
    await expect(apiRequest("POST", "/courses", { body: {} })).rejects.toThrow("timed out");
    expect(sent).toHaveLength(5);
  });

  it("sends an anonymous write once, without a key", async () => {
    failures = [timeout()];
    await expect(apiRequest("POST", "/members", { body: {} })).rejects.toThrow("timed out");
    expect(sent).toEqual([{ url: "/api/v1/members", key: undefined }]);
  });
});
