// The dialog around a staff form. A form reports whether it holds unsaved changes
// (useFormGuard); closing it then (Escape, Cancel) asks before the changes are thrown away.
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";

interface Guard {
  setDirty: (dirty: boolean) => void;
  close: () => void;
}

const GuardContext = createContext<Guard | null>(null);

/** Reports the form's unsaved changes; returns what Cancel should do. */
export function useFormGuard(dirty: boolean, onCancel: () => void): () => void {
  const guard = useContext(GuardContext);
  useEffect(() => {
    guard?.setDirty(dirty);
  }, [guard, dirty]);
  return guard ? guard.close : onCancel;
}

export const DISCARD_TITLE = "Discard changes?";

export function EditDialog({
  open,
  title,
  onClose,
  size,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  size?: "sm" | "md" | "lg";
  children: ReactNode;
}) {
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  // A new form starts clean.
  useEffect(() => {
    if (open) dirty.current = false;
  }, [open]);
  const guard = useRef<Guard>({
    setDirty: (value) => {
      dirty.current = value;
    },
    close: () => (dirty.current ? setAsking(true) : onCloseRef.current()),
  });
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  return (
    <>
      <Modal open={open} title={title} onClose={guard.current.close} size={size}>
        <GuardContext.Provider value={guard.current}>{children}</GuardContext.Provider>
      </Modal>
      <Modal open={open && asking} title={DISCARD_TITLE} onClose={() => setAsking(false)} size="sm">
        <p className="mb-6 text-gray-800">Your changes to this form are not saved. Close it and lose them?</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setAsking(false)}>
            Keep editing
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              setAsking(false);
              dirty.current = false;
              onClose();
            }}
          >
            Discard changes
          </Button>
        </div>
      </Modal>
    </>
  );
}
