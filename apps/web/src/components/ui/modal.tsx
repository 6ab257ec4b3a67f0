// A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert and
// keeps focus inside; Escape closes it (unless busy); focus returns to what opened it.
import { type ReactNode, useEffect, useId, useRef } from "react";

export function Modal({
  open,
  title,
  onClose,
  busy = false,
  children,
  size = "md",
  describedBy,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  busy?: boolean;
  children: ReactNode;
  size?: "sm" | "md" | "lg";
  /** id of the element that explains the dialog (e.g. the delete question). */
  describedBy?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && returnTo.current) {
      const target = returnTo.current;
      returnTo.current = null;
      // If what opened the dialog is gone (e.g. its row was deleted), focus the main area instead.
      if (target.isConnected) target.focus();
      else document.getElementById("main")?.focus();
    }
  }, [open]);

  // Close the dialog if the component goes away while open.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  const width = size === "sm" ? "max-w-md" : size === "lg" ? "max-w-3xl" : "max-w-xl";

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className={`m-auto w-[calc(100vw-1.5rem)] ${width} max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-lg bg-white p-0 text-gray-900 shadow-xl backdrop:bg-black/50`}
    >
      {open && (
        <div className="p-4 sm:p-6">
          <h2 id={titleId} className="mb-4 text-xl font-semibold">
            {title}
          </h2>
          {children}
        </div>
      )}
    </dialog>
  );
}
