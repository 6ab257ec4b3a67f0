import { SECTION_VISIBILITY_THRESHOLD } from "@alliance/shared";
import { useEffect, useState } from "react";

const THRESHOLDS = [0, 0.1, 0.2, 0.3, SECTION_VISIBILITY_THRESHOLD, 0.5, 0.6, 0.7, 0.8, 0.9, 1];

/** A section counts as visible when 40% of it is on screen, or (for a tall one) it fills 40% of the screen. */
export function isSectionVisible(entry: IntersectionObserverEntry): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= SECTION_VISIBILITY_THRESHOLD) return true;
  const viewport = entry.rootBounds?.height ?? 0;
  return viewport > 0 && entry.intersectionRect.height >= viewport * SECTION_VISIBILITY_THRESHOLD;
}

/**
 * The id of the section in view (visibility threshold 0.4): the first visible one in page order,
 * so the active tab follows scrolling in both directions. The setter is for tab clicks.
 */
export function useScrollSpy(ids: readonly string[], enabled = true): [string, (id: string) => void] {
  const [active, setActive] = useState(ids[0] ?? "");

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (isSectionVisible(entry)) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const current = ids.find((id) => visible.has(id));
        if (current) setActive(current);
      },
      { threshold: THRESHOLDS },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids, enabled]);

  return [active, setActive];
}
