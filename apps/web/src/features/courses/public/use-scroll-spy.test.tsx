import { SECTION_VISIBILITY_THRESHOLD } from "@alliance/shared";
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useScrollSpy } from "./use-scroll-spy";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let callback: Callback = () => undefined;
let options: IntersectionObserverInit | undefined;

class FakeObserver {
  constructor(cb: Callback, init?: IntersectionObserverInit) {
    callback = cb;
    options = init;
  }
  observe() {}
  disconnect() {}
  unobserve() {}
}

const IDS = ["featured", "topic", "role"] as const;

function Spy() {
  const [active] = useScrollSpy(IDS);
  return (
    <>
      {IDS.map((id) => (
        <section key={id} id={id} />
      ))}
      <p data-testid="active">{active}</p>
    </>
  );
}

const entry = (id: string, ratio: number, height = 100, viewport = 800) => ({
  target: document.getElementById(id)!,
  isIntersecting: ratio > 0,
  intersectionRatio: ratio,
  intersectionRect: { height } as DOMRectReadOnly,
  rootBounds: { height: viewport } as DOMRectReadOnly,
});

describe("useScrollSpy", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("IntersectionObserver", FakeObserver);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("starts on the first section and observes at the 0.4 threshold", () => {
    render(<Spy />);
    expect(screen.getByTestId("active")).toHaveTextContent("featured");
    expect(options?.threshold).toContain(SECTION_VISIBILITY_THRESHOLD);
  });

  it("follows the section that is at least 40% visible", () => {
    render(<Spy />);
    act(() => callback([entry("featured", 0.1), entry("topic", 0.39)]));
    expect(screen.getByTestId("active")).toHaveTextContent("featured");
    act(() => callback([entry("featured", 0), entry("topic", 0.4)]));
    expect(screen.getByTestId("active")).toHaveTextContent("topic");
    act(() => callback([entry("topic", 0.2), entry("role", 0.6)]));
    expect(screen.getByTestId("active")).toHaveTextContent("role");
    // Scrolling back up.
    act(() => callback([entry("role", 0), entry("topic", 0.5)]));
    expect(screen.getByTestId("active")).toHaveTextContent("topic");
  });

  it("counts a tall section that fills 40% of the screen", () => {
    render(<Spy />);
    act(() => callback([entry("featured", 0), entry("role", 0.2, 400, 800)]));
    expect(screen.getByTestId("active")).toHaveTextContent("role");
  });
});
