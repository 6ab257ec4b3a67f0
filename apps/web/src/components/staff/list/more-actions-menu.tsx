// "More actions" for one row: a menu button (WAI-ARIA menu button pattern) holding the row's
// secondary actions, so a row keeps one line instead of a stack of buttons. Arrow keys, Home and
// End move between the items, Escape closes the menu and puts focus back on its button, Tab or
// a click elsewhere closes it.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { VisuallyHidden } from "../../ui/visually-hidden";
import type { RowAction } from "./row-actions";

const ITEM_TONES: Record<NonNullable<RowAction["variant"]>, string> = {
  primary: "font-semibold text-brand",
  secondary: "text-gray-900",
  ghost: "text-gray-900",
  success: "text-green-900",
  danger: "text-red-800",
};

export const MORE_ACTIONS = "More actions";

export function MoreActionsMenu({ actions, name }: { actions: RowAction[]; name: string }) {
  const [open, setOpen] = useState(false);
  const [focusIndex, setFocusIndex] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (open) itemRefs.current[focusIndex]?.focus();
  }, [open, focusIndex]);

  // A click or tap outside the menu closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  if (actions.length === 0) return null;

  const openAt = (index: number) => {
    setFocusIndex(index);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const move = (index: number) => setFocusIndex((index + actions.length) % actions.length);

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      openAt(event.key === "ArrowDown" ? 0 : actions.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(focusIndex + 1),
      ArrowUp: () => move(focusIndex - 1),
      Home: () => move(0),
      End: () => move(actions.length - 1),
      Escape: close,
    };
    if (event.key === "Tab") setOpen(false);
    const handler = keys[event.key];
    if (!handler) return;
    event.preventDefault();
    event.stopPropagation();
    handler();
  }

  function choose(action: RowAction) {
    if (action.disabled) return;
    // Focus goes back to the button first, so a dialog the action opens returns focus there.
    close();
    action.onClick();
  }

  return (
    <div ref={wrapperRef} className="relative inline-block">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className="inline-flex min-h-9 min-w-9 items-center justify-center rounded-md border border-gray-400 bg-white text-gray-900 hover:bg-gray-100"
      >
        <span aria-hidden="true" className="text-lg leading-none">
          ⋯
        </span>
        <VisuallyHidden>
          {MORE_ACTIONS} for {name}
        </VisuallyHidden>
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={`${MORE_ACTIONS} for ${name}`}
          onKeyDown={onMenuKeyDown}
          className="absolute top-full right-0 z-30 mt-1 min-w-40 rounded-md border border-gray-300 bg-white py-1 shadow-lg"
        >
          {actions.map((action, index) => (
            <button
              key={action.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              // aria-disabled, not disabled: the arrow keys still reach the item and say why it is dimmed.
              aria-disabled={action.disabled || undefined}
              aria-haspopup={action.dialog ? "dialog" : undefined}
              onClick={() => choose(action)}
              className={`block w-full whitespace-nowrap px-3 py-2 text-left text-sm hover:bg-gray-100 focus:bg-gray-100 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 ${ITEM_TONES[action.variant ?? "secondary"]}`}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
