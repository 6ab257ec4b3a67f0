// Loaded on the first notification only (see toast.ts): react-toastify, its CSS and one container.
import { TOAST_DEFAULTS } from "@alliance/shared";
import { useEffect } from "react";
import { createRoot } from "react-dom/client";
// The unstyled build: the stylesheet below is the only styling, so nothing injects a <style>
// element (which the strict CSP, style-src-elem 'self', would block).
import { ToastContainer, toast } from "react-toastify/unstyled";
import "react-toastify/ReactToastify.css";
import type { ToastAction, ToastKind } from "./toast-kind";

type OnReady = (
  show: (kind: ToastKind, message: string, action?: ToastAction) => void,
  dismiss: () => void,
) => void;

/** How long a toast with an action stays: long enough to read it and reach its button. */
const ACTION_TOAST_MS = 15_000;

/**
 * A message with its action button. The button takes focus when shown: the row whose button
 * opened the delete dialog is gone, so focus would otherwise fall to the page's start.
 */
function WithAction({
  message,
  action,
  close,
}: {
  message: string;
  action: ToastAction;
  close?: () => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <span>{message}</span>
      <button
        type="button"
        // biome-ignore lint/a11y/noAutofocus: the deleted row's button held focus; Undo is where it goes.
        autoFocus
        className="rounded border border-current px-2 py-0.5 font-semibold underline-offset-2 hover:underline focus-visible:outline focus-visible:outline-2"
        onClick={() => {
          action.onClick();
          close?.();
        }}
      >
        {action.label}
      </button>
    </div>
  );
}

function ToastHost({ onReady }: { onReady: OnReady }) {
  useEffect(() => {
    // A tick later, so react-toastify has registered the container before queued toasts arrive.
    const timer = setTimeout(
      () =>
        onReady(
          (kind, message, action) =>
            action
              ? toast[kind](
                  ({ closeToast }) => <WithAction message={message} action={action} close={closeToast} />,
                  {
                    autoClose: ACTION_TOAST_MS,
                    closeOnClick: false,
                  },
                )
              : toast[kind](message),
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
