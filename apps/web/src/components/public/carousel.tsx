// Horizontal carousel of docs/product/spec.md §2 (members and technical partners): Loading... while fetching,
// auto-advance one card every 5 s with smooth scrolling and wrap-around, a 10 s pause after
// touch, wheel, arrow or keyboard use, previous/next arrows only when there is somewhere to go,
// each step one card width plus 24 px. Native scrolling, so swipe and keyboard work too.
import {
  CAROUSEL_ARROW_GAP_PX,
  CAROUSEL_AUTO_ADVANCE_MS,
  CAROUSEL_PAUSE_AFTER_INTERACTION_MS,
} from "@alliance/shared";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/use-t";

export interface CarouselProps<T> {
  label: string;
  items: T[];
  loading: boolean;
  /** Used for the step when a card cannot be measured. */
  defaultCardWidth: number;
  /** Tailwind classes reserving the track's height, so nothing shifts when cards arrive. */
  heightClass: string;
  emptyText: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

const behavior = (): ScrollBehavior => (prefersReducedMotion() ? "auto" : "smooth");

export function Carousel<T>({
  label,
  items,
  loading,
  defaultCardWidth,
  heightClass,
  emptyText,
  getKey,
  renderItem,
}: CarouselProps<T>) {
  const t = useT();
  const trackRef = useRef<HTMLUListElement>(null);
  const pausedUntil = useRef(0);
  const focusInside = useRef(false);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const stepWidth = useCallback(() => {
    const card = trackRef.current?.querySelector("li");
    const width = card?.getBoundingClientRect().width || defaultCardWidth;
    return width + CAROUSEL_ARROW_GAP_PX;
  }, [defaultCardWidth]);

  const updateArrows = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    setCanPrev(track.scrollLeft > 2);
    setCanNext(track.scrollLeft + track.clientWidth < track.scrollWidth - 2);
  }, []);

  // An arrow disappears at either end: keep keyboard focus on the carousel (the other arrow).
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const lastArrow = useRef<"prev" | "next" | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an arrow appears or disappears
  useEffect(() => {
    if (!lastArrow.current || (document.activeElement && document.activeElement !== document.body)) return;
    const other = lastArrow.current === "next" ? prevRef.current : nextRef.current;
    lastArrow.current = null;
    other?.focus();
  }, [canPrev, canNext]);

  const pause = useCallback(() => {
    pausedUntil.current = Date.now() + CAROUSEL_PAUSE_AFTER_INTERACTION_MS;
  }, []);

  const scrollStep = useCallback(
    (direction: 1 | -1) => {
      pause();
      trackRef.current?.scrollBy({ left: direction * stepWidth(), behavior: behavior() });
    },
    [pause, stepWidth],
  );

  // Arrows follow the scroll position and the track's size (re-attached when the cards change).
  // biome-ignore lint/correctness/useExhaustiveDependencies: items re-creates the track
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    updateArrows();
    track.addEventListener("scroll", updateArrows, { passive: true });
    window.addEventListener("resize", updateArrows);
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(updateArrows);
    observer?.observe(track);
    return () => {
      track.removeEventListener("scroll", updateArrows);
      window.removeEventListener("resize", updateArrows);
      observer?.disconnect();
    };
  }, [updateArrows, items]);

  // Auto-advance, wrapping to the first card at the end.
  useEffect(() => {
    if (items.length === 0 || prefersReducedMotion()) return;
    const timer = setInterval(() => {
      const track = trackRef.current;
      if (!track || focusInside.current || Date.now() < pausedUntil.current) return;
      if (track.scrollWidth <= track.clientWidth) return;
      const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
      if (atEnd) track.scrollTo({ left: 0, behavior: "smooth" });
      else track.scrollBy({ left: stepWidth(), behavior: "smooth" });
    }, CAROUSEL_AUTO_ADVANCE_MS);
    return () => clearInterval(timer);
  }, [items.length, stepWidth]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") {
      event.preventDefault();
      scrollStep(1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      scrollStep(-1);
    }
  };

  if (loading) {
    return (
      <p role="status" className={`flex items-center justify-center text-slate-700 ${heightClass}`}>
        {t("common.loading")}
      </p>
    );
  }
  if (items.length === 0) {
    return <p className={`flex items-center justify-center text-slate-700 ${heightClass}`}>{emptyText}</p>;
  }

  const arrowClass =
    "absolute top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full border border-slate-300 bg-white text-brand-dark shadow-md hover:bg-slate-100";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onKeyDown={onKeyDown}
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) focusInside.current = false;
      }}
    >
      {canPrev && (
        <button
          ref={prevRef}
          type="button"
          className={`${arrowClass} left-0`}
          aria-label={t("common.previous")}
          onBlur={(event) => {
            if (event.relatedTarget) lastArrow.current = null;
          }}
          onClick={() => {
            lastArrow.current = "prev";
            scrollStep(-1);
          }}
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      )}
      <ul
        ref={trackRef}
        className={`carousel-track relative flex scroll-px-1 gap-6 overflow-x-auto px-1 py-2 ${heightClass}`}
        onWheel={pause}
        onTouchStart={pause}
      >
        {items.map((item) => (
          <li key={getKey(item)} className="shrink-0">
            {renderItem(item)}
          </li>
        ))}
      </ul>
      {canNext && (
        <button
          ref={nextRef}
          type="button"
          className={`${arrowClass} right-0`}
          aria-label={t("common.next")}
          onBlur={(event) => {
            if (event.relatedTarget) lastArrow.current = null;
          }}
          onClick={() => {
            lastArrow.current = "next";
            scrollStep(1);
          }}
        >
          <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      )}
    </section>
  );
}
