// Loaded on the first notification only (see toast.ts): react-toastify, its CSS and one container.
import { TOAST_DEFAULTS } from "@alliance/shared";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
// The unstyled build: the stylesheet below is the only styling, so nothing injects a <style>
// element (which the strict CSP, style-src-elem 'self', would block).
import { ToastContainer, toast } from "react-toastify/unstyled";
import "react-toastify/ReactToastify.css";
import type { ToastKind } from "./toast-kind";

type OnReady = (show: (kind: ToastKind, message: string) => void, dismiss: () => void) => void;

function ToastHost({ onReady }: { onReady: OnReady }) {
  useEffect(() => {
    // A tick later, so react-toastify has registered the container before queued toasts arrive.
    const timer = setTimeout(
      () =>
        onReady(
          (kind, message) => toast[kind](message),
          () => toast.dismiss(),
        ),
      0,
    );
    return () => clearTimeout(timer);
  }, [onReady]);
  return <ToastContainer {...TOAST_DEFAULTS} />;
}

export function mountToastHost(onReady: OnReady) {
  const host = document.createElement("div");
  host.id = "toast-root";
  document.body.appendChild(host);
  createRoot(host).render(<ToastHost onReady={onReady} />);
}
