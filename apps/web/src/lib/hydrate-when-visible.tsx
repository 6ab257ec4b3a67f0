// A part of a server-rendered page whose script is loaded only when the part comes near the
// screen, or is touched or focused, and is hydrated then. Until that moment React leaves the
// server's HTML of the part as it is (a Suspense boundary not yet hydrated): it reads as any
// other part and its forms work as they do without JavaScript. A page's first load then carries
// only the script of what is on the first screen.
//
// The server renders the part at once (entry-server awaits `loadDeferredParts`), and a page
// rendered in the browser (after a navigation) loads the part at once too.
//
// A part may name catalogue namespaces only it uses (the impact picture's): they load with its
// script, in the page's language, rather than with the page (docs/decisions/0049-offline-copy-and-lighthouse.md).
import type { Language } from "@alliance/shared";
import { type ComponentType, memo, type RefObject, Suspense, use, useEffect, useRef, useState } from "react";
import { isNamespaceLoaded, loadNamespace } from "../i18n/catalogues";
import { useLanguage } from "../i18n/language-context";
import type { Namespace } from "../i18n/namespaces";

const loaders: Array<(language: Language) => Promise<void>> = [];
/** Every deferred part's own namespaces, which the server loads before it renders a page. */
const deferredNamespaces = new Set<Namespace>();

/**
 * Loads every deferred part's module and their namespaces in `language`, for the server's render
 * (which must not suspend).
 */
export function loadDeferredParts(language: Language): Promise<unknown> {
  return Promise.all([
    ...loaders.map((load) => load(language)),
    ...[...deferredNamespaces].map((namespace) => loadNamespace(language, namespace)),
  ]);
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
 * `load` resolves to the part's component; `namespaces` are the catalogue namespaces only the part
 * uses (the page's own are loaded with the page). The part is wrapped in a `div` (the element the
 * browser watches), so it should be a block (a section) of its own.
 */
export function hydrateWhenVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[] = [],
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let markLoaded: () => void = () => {};
  // Resolved once the module is here, but never the cause of its loading.
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });
  const start = (language: Language) => {
    loading ??= Promise.all([
      load(),
      ...namespaces.map((namespace) => loadNamespace(language, namespace)),
    ]).then(([component]) => {
      Loaded = component;
      markLoaded();
    });
    return loading;
  };
  loaders.push(start);
  for (const namespace of namespaces) deferredNamespaces.add(namespace);

  // Memoised with its props (the parts take none or constants), so a render of the page above
  // never reaches a part still waiting to hydrate (React would then drop the server's HTML).
  const Part = memo(
    function Part({ language, props }: { language: Language; props: P }) {
      if (!Loaded) use(loaded);
      // A page in another language than the one the part was loaded in (after the language switch).
      for (const namespace of namespaces) {
        if (!isNamespaceLoaded(language, namespace)) use(loadNamespace(language, namespace));
      }
      const Component = Loaded as ComponentType<P>;
      return <Component {...props} />;
    },
    (a, b) => a.language === b.language && sameProps(a.props, b.props),
  );

  function Deferred(props: P) {
    const language = useLanguage();
    const ref = useRef<HTMLDivElement>(null);
    const first = useRef(props);
    // New props (a filter changed above) reach a part still waiting: load it now, so React, which
    // then renders it in the browser, shows it again as soon as possible.
    useEffect(() => {
      if (!Loaded && !sameProps(first.current, props)) void start(language).catch(() => undefined);
    });
    useEffect(() => {
      const element = ref.current;
      if (Loaded || !element) return;
      // Rendered in the browser (nothing from the server to show meanwhile): load at once.
      if (!element.firstChild || typeof IntersectionObserver !== "function") {
        void start(language).catch(() => undefined);
        return;
      }
      return whenNear(element, () => void start(language).catch(() => undefined));
    }, [language]);
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Part language={language} props={props} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
