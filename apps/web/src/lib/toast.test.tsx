import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify } from "./toast";

describe("notify", () => {
  it("shows toasts queued before the container is mounted, in one container", async () => {
    notify.error("Please sign in");
    notify.success("Submitted");
    expect(await screen.findByText("Please sign in", undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText("Submitted")).toBeInTheDocument();
    await act(async () => notify.info("Later"));
    expect(await screen.findByText("Later")).toBeInTheDocument();
    expect(document.querySelectorAll("#toast-root")).toHaveLength(1);
  });
});
