// Route-level code splitting that still hydrates synchronously: each public page is its own
// chunk, and the chunk of the page being opened is loaded *before* hydration (entry-client) or
// rendering (entry-server), so the first render has the real component, not a Suspense fallback.
// A page's messages (its catalogue namespace, in the page's language) load with its chunk, and
// the page counts as loaded only once both are here
// (docs/decisions/0029-public-site-in-two-languages.md).
import type { Language } from "@alliance/shared";
import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { isNamespaceLoaded, loadNamespace } from "../i18n/catalogues";
import { useLanguage } from "../i18n/language-context";
import type { Namespace } from "../i18n/namespaces";
import type { PageModule } from "../lib/public-read/page-load";

export interface LazyPage {
  (props: object): React.JSX.Element;
  preload: (language: Language) => Promise<void>;
  /** The page's own catalogue namespaces. */
  namespaces: readonly Namespace[];
  /** The page's module (its loader beside its component): at once when loaded before. */
  module: () => PageModule | Promise<PageModule>;
}

/** `namespaces`: the page's own catalogue namespaces (common is loaded for every page). */
export function lazyPage(load: () => Promise<PageModule>, namespaces: readonly Namespace[] = []): LazyPage {
  let Loaded: ComponentType | null = null;
  let loadedModule: PageModule | null = null;
  const loadModule = () =>
    load().then((module) => {
      loadedModule = module;
      Loaded = module.default;
      return module;
    });
  const preload = (language: Language) =>
    Promise.all([loadModule(), ...namespaces.map((namespace) => loadNamespace(language, namespace))]).then(
      () => undefined,
    );
  // One lazy component per language, for a page opened by a link rather than preloaded.
  const lazies = new Map<Language, LazyExoticComponent<ComponentType>>();
  const lazyFor = (language: Language) => {
    let Lazy = lazies.get(language);
    if (!Lazy) {
      Lazy = lazy(() => preload(language).then(() => ({ default: Loaded! })));
      lazies.set(language, Lazy);
    }
    return Lazy;
  };
  const Page = (props: object) => {
    const language = useLanguage();
    const ready = Loaded !== null && namespaces.every((namespace) => isNamespaceLoaded(language, namespace));
    if (ready && Loaded) return <Loaded {...props} />;
    const Lazy = lazyFor(language);
    return <Lazy {...props} />;
  };
  Page.preload = preload;
  Page.namespaces = namespaces;
  Page.module = () => loadedModule ?? loadModule();
  return Page;
}
