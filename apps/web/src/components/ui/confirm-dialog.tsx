// Delete confirmation (SPEC §2): Cancel and Delete, the Delete button reads Deleting... while busy.
import { TEXTS } from "@alliance/shared";
import { type ReactNode, useId } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

export function ConfirmDialog({
  open,
  title,
  children,
  busy,
  onCancel,
  onConfirm,
  confirmLabel = "Delete",
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
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
        <Button variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? TEXTS.deleting : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
