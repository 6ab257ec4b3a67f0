/** The kinds of notification, shared by the toast facade and the lazily loaded host. */
export type ToastKind = "success" | "error" | "warning" | "info";
