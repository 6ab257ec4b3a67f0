// The releases tests' calls through `ctx.call`: as a user (or signed out), expecting success.
import { expect } from "vitest";
import type { Method, TestContext } from "../../helpers";

type Auth = Record<string, string>;

/** `call(method, url, auth?, body?)` and `ok(...)`, which expects a 2xx and answers the JSON. */
export function callsOf(ctx: () => TestContext) {
  const call = (method: Method, url: string, auth?: Auth | null, body?: unknown) =>
    ctx().call(method, url, { as: auth ? { auth } : null, body });
  const ok = async (method: Method, url: string, auth?: Auth | null, body?: unknown) => {
    const response = await call(method, url, auth, body);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  return { call, ok };
}
