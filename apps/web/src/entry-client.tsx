import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadRoute, pageReads } from "./app/route-loading";
import { preloadRoute } from "./app/routes";
import { registerServiceWorker } from "./lib/offline/register-service-worker";
import { AppRouter } from "./lib/routing/app-router";
import "./styles.css";

const container = document.getElementById("root")!;
const tree = (
  <StrictMode>
    <AppRouter onNavigate={loadRoute}>
      <App reads={pageReads} />
    </AppRouter>
  </StrictMode>
);

// Prerendered public pages are hydrated, once their page chunk is here (so the first render
// matches the server's HTML); the staff shell arrives empty and is rendered.
preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    if (container.hasChildNodes()) hydrateRoot(container, tree);
    else createRoot(container).render(tree);
  });

// After the load event, on public pages only (the offline copy; never before the first paint).
registerServiceWorker();
