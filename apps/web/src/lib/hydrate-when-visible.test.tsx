// Parts hydrated when they come near the screen: the server's HTML is kept until then.
import { act, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// React reads this to know act() is available (the environment does not set it).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** An IntersectionObserver the test fires by hand. */
let observed: Array<(entries: Array<{ isIntersecting: boolean }>) => void> = [];
class FakeObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    observed.push(this.callback);
  }
  disconnect() {
    observed = observed.filter((callback) => callback !== this.callback);
  }
}

beforeEach(() => {
  observed = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

let clicks = 0;
function Figures({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => clicks++}>
      {label}
    </button>
  );
}

/** The helper as a fresh module (the server and the browser do not share its state). */
async function fresh() {
  vi.resetModules();
  const module = await import("./hydrate-when-visible");
  let loads = 0;
  const Part = module.hydrateWhenVisible<{ label: string }>(async () => {
    loads += 1;
    return Figures as ComponentType<{ label: string }>;
  });
  return { module, Part, loads: () => loads };
}

describe("hydrateWhenVisible", () => {
  it("keeps the server's HTML, loads the part only when it comes near the screen, then hydrates it", async () => {
    const server = await fresh();
    await server.module.loadDeferredParts("en");
    const html = renderToString(<server.Part label="Figures" />);
    expect(html).toContain("Figures");

    const browser = await fresh();
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector("button")!;
    await act(async () => {
      hydrateRoot(container, <browser.Part label="Figures" />);
    });
    // Not loaded, and the server's button is still there (the same element).
    expect(browser.loads()).toBe(0);
    expect(container.querySelector("button")).toBe(button);
    expect(observed).toHaveLength(1);

    await act(async () => {
      observed[0]!([{ isIntersecting: true }]);
    });
    expect(browser.loads()).toBe(1);
    expect(container.querySelector("button")).toBe(button);
    // Hydrated: React handles the click.
    clicks = 0;
    await act(async () => button.click());
    expect(clicks).toBe(1);
  });

  it("loads at once when rendered in the browser (after a navigation)", async () => {
    const browser = await fresh();
    const container = document.createElement("div");
    document.body.append(container);
    const { createRoot } = await import("react-dom/client");
    await act(async () => {
      createRoot(container).render(<browser.Part label="Chart" />);
    });
    await act(async () => {});
    expect(browser.loads()).toBe(1);
    expect(container.textContent).toBe("Chart");
  });
});
