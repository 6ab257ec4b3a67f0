// Toasts (docs/product/spec.md §8) without putting react-toastify in the first-load bundle: the library and its
// CSS are imported on the first notification, and ONE ToastContainer is mounted in its own root
// outside the router, so a toast survives navigation (e.g. "Please sign in" shown on /login).
// Notifications raised before the container is ready are queued and shown once it mounts.

import type { ToastKind } from "./toast-kind";

export type { ToastKind };

let show: ((kind: ToastKind, message: string) => void) | null = null;
let dismissAll: (() => void) | null = null;
let loading: Promise<void> | null = null;
const queue: Array<[ToastKind, string]> = [];

function flush() {
  if (!show) return;
  for (const [kind, message] of queue.splice(0)) show(kind, message);
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

function emit(kind: ToastKind, message: string) {
  if (typeof document === "undefined") return;
  queue.push([kind, message]);
  if (show) flush();
  else void load();
}

export const notify = {
  success: (message: string) => emit("success", message),
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
