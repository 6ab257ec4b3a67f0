// A part of a server-rendered page whose script is loaded only when the part comes near the
// screen, or is touched or focused, and is hydrated then. Until that moment React leaves the
// server's HTML of the part as it is (a Suspense boundary not yet hydrated): it reads as any
// other part and its forms work as they do without JavaScript. A page's first load then carries
// only the script of what is on the first screen.
//
// The server renders the part at once (entry-server awaits `loadDeferredParts`), and a page
// rendered in the browser (after a navigation) loads the part at once too.
import { type ComponentType, memo, type RefObject, Suspense, use, useEffect, useRef, useState } from "react";

const loaders: Array<() => Promise<void>> = [];

/** Loads every deferred part's module, for the server's render (which must not suspend). */
export function loadDeferredParts(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}

/** How far below the screen a part starts loading, so it is hydrated by the time it is read. */
const MARGIN = "300px";

function sameProps(a: object, b: object): boolean {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * Calls `go` once, when `element` comes within MARGIN of the screen or is touched or focused;
 * answers the function that stops watching.
 */
export function whenNear(element: Element, go: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) fire();
    },
    { rootMargin: `${MARGIN} 0px` },
  );
  const fire = () => {
    stop();
    go();
  };
  const stop = () => {
    observer.disconnect();
    element.removeEventListener("pointerdown", fire);
    element.removeEventListener("focusin", fire);
  };
  observer.observe(element);
  element.addEventListener("pointerdown", fire);
  element.addEventListener("focusin", fire);
  return stop;
}

/** False until `ref`'s element comes near the screen (or is touched or focused): then true. */
export function useNear(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver !== "function") return setNear(true);
    return whenNear(element, () => setNear(true));
  }, [ref]);
  return near;
}

/**
 * `load` resolves to the part's component. The part is wrapped in a `div` (the element the
 * browser watches), so it should be a block (a section) of its own.
 */
export function hydrateWhenVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let markLoaded: () => void = () => {};
  // Resolved once the module is here, but never the cause of its loading.
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });
  const start = () => {
    loading ??= load().then((component) => {
      Loaded = component;
      markLoaded();
    });
    return loading;
  };
  loaders.push(start);

  // Memoised with its props (the parts take none or constants), so a render of the page above
  // never reaches a part still waiting to hydrate (React would then drop the server's HTML).
  const Part = memo(function Part(props: P) {
    if (!Loaded) use(loaded);
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  });

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const first = useRef(props);
    // New props (a filter changed above) reach a part still waiting: load it now, so React, which
    // then renders it in the browser, shows it again as soon as possible.
    useEffect(() => {
      if (!Loaded && !sameProps(first.current, props)) void start().catch(() => undefined);
    });
    useEffect(() => {
      const element = ref.current;
      if (Loaded || !element) return;
      // Rendered in the browser (nothing from the server to show meanwhile): load at once.
      if (!element.firstChild || typeof IntersectionObserver !== "function") {
        void start().catch(() => undefined);
        return;
      }
      return whenNear(element, () => void start().catch(() => undefined));
    }, []);
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
