// One line of a list cell cut with an ellipsis when it does not fit, never silently: the full
// value is its title (hover) and its text (screen readers). A title never shows on keyboard
// focus, so a cut line also takes focus (unless it holds a link or button of its own) and shows
// the full value in a tip while it, or what it holds, has focus.
import { type ReactNode, useEffect, useRef, useState } from "react";

/** Whether the element's text is wider than its box, kept up to date as the box resizes. */
export function useIsCut<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [cut, setCut] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCut(element.scrollWidth > element.clientWidth);
    measure();
    // jsdom (unit tests) has no ResizeObserver.
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, cut };
}

/**
 * The full value under a cut line while focus is inside the nearest `group` (the line, or the
 * button holding it). Screen readers already read the line's full text: the tip is for the eyes,
 * so its text is drawn by CSS (`content: attr(data-full)`) and is not a second copy of the value
 * in the document's text.
 */
export function FullValueTip({ text }: { text: string }) {
  return (
    <span
      aria-hidden="true"
      data-full={text}
      className="pointer-events-none absolute top-full left-0 z-20 mt-1 hidden w-max max-w-[min(24rem,80vw)] break-words rounded bg-gray-900 px-2 py-1 text-left text-xs font-normal text-white shadow-lg group-focus-within:block group-focus-visible:block after:content-[attr(data-full)]"
    />
  );
}

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]";

export function TruncatedText({
  text,
  children,
  className = "",
}: {
  /** The full value, as plain text. */
  text: string;
  /** How the value is shown (e.g. as a link); the text itself when absent. */
  children?: ReactNode;
  className?: string;
}) {
  const { ref, cut } = useIsCut<HTMLSpanElement>();
  const holdsControl = cut && ref.current?.querySelector(FOCUSABLE) != null;
  return (
    <span className={`group relative block min-w-0 ${className}`}>
      <span
        ref={ref}
        // relative: screen-reader-only text inside is clipped with the line, not left sticking out.
        className="relative block truncate"
        title={text}
        tabIndex={cut && !holdsControl ? 0 : undefined}
      >
        {children ?? text}
      </span>
      {cut && <FullValueTip text={text} />}
    </span>
  );
}
