import {
  CAROUSEL_ARROW_GAP_PX,
  CAROUSEL_AUTO_ADVANCE_MS,
  CAROUSEL_PAUSE_AFTER_INTERACTION_MS,
  TEXTS,
} from "@alliance/shared";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Carousel } from "./carousel";

const items = Array.from({ length: 8 }, (_, i) => ({ id: String(i), name: `Org ${i}` }));

function setup(props: { loading?: boolean } = {}) {
  render(
    <Carousel
      label="Members"
      items={items}
      loading={false}
      defaultCardWidth={200}
      heightClass="min-h-44"
      emptyText="Nothing yet"
      getKey={(item: (typeof items)[number]) => item.id}
      renderItem={(item: (typeof items)[number]) => <a href="https://example.org">{item.name}</a>}
      {...props}
    />,
  );
  const track = screen.getByRole("list");
  let left = 0;
  Object.defineProperty(track, "scrollWidth", { configurable: true, value: 8 * 224 });
  Object.defineProperty(track, "clientWidth", { configurable: true, value: 600 });
  Object.defineProperty(track, "scrollLeft", {
    configurable: true,
    get: () => left,
    set: (value: number) => {
      left = value;
    },
  });
  const scrollBy = vi.fn((options: ScrollToOptions) => {
    left += options.left ?? 0;
  });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    left = options.left ?? 0;
  });
  track.scrollBy = scrollBy as unknown as typeof track.scrollBy;
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  const moveTo = (value: number) => {
    left = value;
    fireEvent.scroll(track);
  };
  moveTo(0);
  return { track, scrollBy, scrollTo, moveTo };
}

describe("Carousel", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("shows Loading... while fetching and an empty text without items", () => {
    const empty = (loading: boolean) => (
      <Carousel
        label="x"
        items={[]}
        loading={loading}
        defaultCardWidth={200}
        heightClass=""
        emptyText="Nothing yet"
        getKey={() => ""}
        renderItem={() => null}
      />
    );
    const { rerender } = render(empty(true));
    expect(screen.getByText(TEXTS.loading)).toBeInTheDocument();
    rerender(empty(false));
    expect(screen.getByText("Nothing yet")).toBeInTheDocument();
  });

  it("auto-advances one card (width + 24 px) every 5 s, smoothly, and wraps at the end", () => {
    const { scrollBy, scrollTo, moveTo } = setup();
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS - 1));
    expect(scrollBy).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollBy).toHaveBeenCalledWith({ left: 200 + CAROUSEL_ARROW_GAP_PX, behavior: "smooth" });
    moveTo(8 * 224 - 600);
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS));
    expect(scrollTo).toHaveBeenCalledWith({ left: 0, behavior: "smooth" });
  });

  it("pauses auto-advance for 10 s after a wheel or touch interaction", () => {
    const { track, scrollBy } = setup();
    fireEvent.wheel(track);
    act(() => vi.advanceTimersByTime(CAROUSEL_PAUSE_AFTER_INTERACTION_MS - 1));
    expect(scrollBy).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(CAROUSEL_AUTO_ADVANCE_MS));
    expect(scrollBy).toHaveBeenCalledTimes(1);

    fireEvent.touchStart(track);
    act(() => vi.advanceTimersByTime(CAROUSEL_PAUSE_AFTER_INTERACTION_MS - 1));
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });

  it("shows arrows only when there is somewhere to go; an arrow steps and pauses", () => {
    const { scrollBy, moveTo } = setup();
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(scrollBy).toHaveBeenCalledWith({ left: 224, behavior: "smooth" });
    moveTo(224);
    expect(screen.getByRole("button", { name: "Previous" })).toBeInTheDocument();
    // Paused: no auto-advance for the next 10 s.
    act(() => vi.advanceTimersByTime(CAROUSEL_PAUSE_AFTER_INTERACTION_MS - 1));
    expect(scrollBy).toHaveBeenCalledTimes(1);
    moveTo(8 * 224 - 600);
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -224, behavior: "smooth" });
  });

  it("is keyboard operable: arrow keys step, focus inside holds auto-advance", () => {
    const { scrollBy } = setup();
    const link = screen.getAllByRole("link")[0]!;
    act(() => link.focus());
    fireEvent.keyDown(link, { key: "ArrowRight" });
    expect(scrollBy).toHaveBeenCalledWith({ left: 224, behavior: "smooth" });
    act(() => vi.advanceTimersByTime(CAROUSEL_PAUSE_AFTER_INTERACTION_MS + CAROUSEL_AUTO_ADVANCE_MS));
    expect(scrollBy).toHaveBeenCalledTimes(1);
  });
});
