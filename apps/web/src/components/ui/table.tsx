// A table that scrolls inside its own box on narrow screens; the box is focusable so keyboard
// users can scroll it too (axe: scrollable-region-focusable).
import type { ReactNode } from "react";

export function TableContainer({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-lg border border-gray-300 bg-white"
    >
      {children}
    </section>
  );
}

export const th = "whitespace-nowrap px-3 py-2 text-left text-sm font-semibold text-gray-900";
export const td = "px-3 py-2 align-top text-sm text-gray-900";
export const tableClass = "min-w-full divide-y divide-gray-300";

export function StatusBadge({ on, onLabel, offLabel }: { on: boolean; onLabel: string; offLabel: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${on ? "bg-green-100 text-green-900" : "bg-gray-200 text-gray-900"}`}
    >
      {on ? onLabel : offLabel}
    </span>
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-6 text-center text-sm text-gray-800">
        {children}
      </td>
    </tr>
  );
}
