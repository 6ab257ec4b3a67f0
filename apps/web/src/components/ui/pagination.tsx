// Page navigation for staff lists. `ranges` adds Previous Range / Next Range (courses, members).
import { useId } from "react";
import { clampPage, pageCountFor, paginationWindow, rangeJump } from "../../lib/pagination";

const item =
  "inline-flex min-h-10 min-w-10 items-center justify-center rounded-md border border-gray-400 px-3 text-sm disabled:cursor-not-allowed disabled:opacity-50";

export function Pagination({
  page,
  total,
  pageSize,
  onPageChange,
  ranges = false,
  previousLabel = "Previous",
  label,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  ranges?: boolean;
  previousLabel?: string;
  label: string;
}) {
  const id = useId();
  const pageCount = pageCountFor(total, pageSize);
  const current = clampPage(page, pageCount);
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    const next = clampPage(target, pageCount);
    if (next !== current) onPageChange(next);
  };
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap items-center gap-1">
        {ranges && (
          <li>
            <button
              type="button"
              className={item}
              onClick={() => go(rangeJump(current, pageCount, -1))}
              disabled={current === 1}
            >
              Previous Range
            </button>
          </li>
        )}
        <li>
          <button type="button" className={item} onClick={() => go(current - 1)} disabled={current === 1}>
            {previousLabel}
          </button>
        </li>
        {paginationWindow(current, pageCount).map((entry) =>
          entry.type === "gap" ? (
            <li key={`${id}-gap-${entry.after}`} aria-hidden="true" className="px-1 text-gray-700">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <button
                type="button"
                className={`${item} ${entry.page === current ? "border-brand bg-brand text-white" : "bg-white text-gray-900"}`}
                aria-current={entry.page === current ? "page" : undefined}
                aria-label={`Page ${entry.page}`}
                onClick={() => go(entry.page)}
              >
                {entry.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={item}
            onClick={() => go(current + 1)}
            disabled={current === pageCount}
          >
            Next
          </button>
        </li>
        {ranges && (
          <li>
            <button
              type="button"
              className={item}
              onClick={() => go(rangeJump(current, pageCount, 1))}
              disabled={current === pageCount}
            >
              Next Range
            </button>
          </li>
        )}
      </ul>
    </nav>
  );
}
