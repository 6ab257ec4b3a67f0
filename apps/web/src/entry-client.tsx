import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { readInitialData } from "./app/initial-data";
import "./styles.css";

const container = document.getElementById("root")!;
const tree = (
  <StrictMode>
    <BrowserRouter>
      <App initialData={readInitialData()} />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered public pages are hydrated; the staff shell arrives empty and is rendered.
if (container.hasChildNodes()) hydrateRoot(container, tree);
else createRoot(container).render(tree);
