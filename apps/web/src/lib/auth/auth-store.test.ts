import { afterEach, describe, expect, it, vi } from "vitest";
import { getAuthState, login, logout, reset } from "./auth-store";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("auth store", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("stores the signed-in user, then logs out even when the call fails", async () => {
    const user = { _id: "1", email: "a@b.c", token: "t", isAdmin: true };
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValueOnce(json(200, user)).mockRejectedValueOnce(new Error("x")),
    );
    const state = await login("a@b.c", "secret");
    expect(state).toMatchObject({ isSuccess: true, isError: false, isLoading: false, user });
    expect(JSON.parse(localStorage.getItem("user")!)).toEqual(user);
    await logout();
    expect(localStorage.getItem("user")).toBeNull();
    expect(getAuthState().user).toBeNull();
  });

  it("keeps the server message on failure and reset clears it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn().mockResolvedValueOnce(json(401, { message: "Invalid email or password" })),
    );
    const state = await login("a@b.c", "bad");
    expect(state).toMatchObject({ isError: true, message: "Invalid email or password", user: null });
    reset();
    expect(getAuthState()).toMatchObject({ isError: false, message: "", isLoading: false, isSuccess: false });
  });
});
