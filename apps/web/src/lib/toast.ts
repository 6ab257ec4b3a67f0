// Toasts (docs/product/spec.md §8) without putting react-toastify in the first-load bundle: the library and its
// CSS are imported on the first notification, and ONE ToastContainer is mounted in its own root
// outside the router, so a toast survives navigation (e.g. "Please sign in" shown on /login).
// Notifications raised before the container is ready are queued and shown once it mounts.

import type { ToastAction, ToastKind } from "./toast-kind";

export type { ToastAction, ToastKind };

let show: ((kind: ToastKind, message: string, action?: ToastAction) => void) | null = null;
let dismissAll: (() => void) | null = null;
let loading: Promise<void> | null = null;
const queue: Array<[ToastKind, string, ToastAction | undefined]> = [];

function flush() {
  if (!show) return;
  for (const [kind, message, action] of queue.splice(0)) show(kind, message, action);
}

function load(): Promise<void> {
  if (!loading) {
    loading = import("./toast-host")
      .then(({ mountToastHost }) =>
        mountToastHost((ready, dismiss) => {
          show = ready;
          dismissAll = dismiss;
          flush();
        }),
      )
      .catch(() => {
        // Offline, for instance: try again when the network is back; queued toasts then show.
        loading = null;
        window.addEventListener("online", () => void load(), { once: true });
      });
  }
  return loading;
}

function emit(kind: ToastKind, message: string, action?: ToastAction) {
  if (typeof document === "undefined") return;
  queue.push([kind, message, action]);
  if (show) flush();
  else void load();
}

export const notify = {
  /** `action`: a button in the toast ("Undo"), which gets focus so a keyboard reaches it at once. */
  success: (message: string, action?: ToastAction) => emit("success", message, action),
  error: (message: string) => emit("error", message),
  warning: (message: string) => emit("warning", message),
  info: (message: string) => emit("info", message),
  /** Removes every toast on screen or waiting (e.g. a sign-in error once signed in). */
  dismiss: () => {
    queue.length = 0;
    dismissAll?.();
  },
};

/** Loads the toast chunk ahead of need (e.g. when a form gets focus), so a toast can show offline. */
export function preloadToasts(): void {
  if (typeof window !== "undefined") void import("./toast-host").catch(() => undefined);
}
