import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
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

  it("offers an action as a focused button that runs it (Undo after a delete)", async () => {
    const undo = vi.fn();
    await act(async () => notify.success("Job deleted", { label: "Undo", onClick: undo }));
    expect(await screen.findByText("Job deleted")).toBeInTheDocument();
    const button = await screen.findByRole("button", { name: "Undo" });
    expect(button).toHaveFocus();
    fireEvent.click(button);
    expect(undo).toHaveBeenCalledTimes(1);
  });
});
