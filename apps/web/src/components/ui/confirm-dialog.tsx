// A confirmation: Cancel and the action (Delete by default, which reads Deleting... while busy).
import { TEXTS } from "@alliance/shared";
import { type ReactNode, useId } from "react";
import { Button, type ButtonVariant } from "./button";
import { Modal } from "./modal";

export function ConfirmDialog({
  open,
  title,
  children,
  busy,
  onCancel,
  onConfirm,
  confirmLabel = "Delete",
  confirmVariant = "danger",
  busyLabel = TEXTS.deleting,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  confirmVariant?: ButtonVariant;
  busyLabel?: string;
}) {
  const messageId = useId();
  return (
    <Modal open={open} title={title} onClose={onCancel} busy={busy} size="sm" describedBy={messageId}>
      <p id={messageId} className="mb-6 text-gray-800">
        {children}
      </p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant={confirmVariant} onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
