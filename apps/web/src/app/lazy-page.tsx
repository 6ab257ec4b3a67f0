// Route-level code splitting that still hydrates synchronously: each public page is its own
// chunk, and the chunk of the page being opened is loaded *before* hydration (entry-client) or
// rendering (entry-server), so the first render has the real component, not a Suspense fallback.
import { type ComponentType, lazy } from "react";

export interface LazyPage {
  (props: object): React.JSX.Element;
  preload: () => Promise<void>;
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      Loaded = module.default;
    });
  const Lazy = lazy(load);
  const Page = (props: object) => (Loaded ? <Loaded {...props} /> : <Lazy {...props} />);
  Page.preload = preload;
  return Page;
}
