// Page navigation for staff lists. `ranges` adds Previous Range / Next Range (courses, members).
// `PageSteps`: the short form, Previous, "Page N of M", Next (the outbox, issued certificates).
import { useId } from "react";
import { clampPage, pageCountFor, paginationWindow, rangeJump } from "../../lib/pagination";
import { Button } from "./button";

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

/** Previous, "Page N of M", Next: a list's pages one step at a time, always shown. */
export function PageSteps({
  label,
  page,
  total,
  pageSize,
  onPageChange,
}: {
  label: string;
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="mt-3 flex items-center gap-2">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-gray-900">
        Page {page} of {pages}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
