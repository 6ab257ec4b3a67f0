/** The kinds of notification, shared by the toast facade and the lazily loaded host. */
export type ToastKind = "success" | "error" | "warning" | "info";

/** A button in a toast (e.g. "Undo" after a delete): keyboard reachable, it closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}
