// Column makers the staff lists share: a plain text column, the review status of a course or
// member record, its applied date (both only for admins and the record's organisation: the API
// leaves them out for anyone else), and a link that opens outside the site.
import { toHttpUrl } from "@alliance/shared";
import type { ReactNode } from "react";
import { formatDate } from "../format";
import type { Column } from "./data-list";
import { ReviewCell, type ReviewedRow } from "./review-badge";

/** A column showing one text field, cut to one line with the full text in a title. */
export function textColumn<T>(
  id: string,
  header: string,
  text: (row: T) => string,
  options: { sort?: string; width?: string } = {},
): Column<T> {
  return { id, header, ...options, text, cell: text };
}

/** "Approved", "Pending review", "Hidden", and "Changes pending review" while an edit waits. */
export function statusColumn<T extends ReviewedRow>(): Column<T> {
  // w-36: "Pending review" fits on one line beside the cell padding (it spilled out of w-32).
  return { id: "status", header: "Status", width: "w-36", cell: (row) => <ReviewCell row={row} /> };
}

/** When the record was created (sorted by `createdAt`). */
export function appliedColumn<T extends { createdAt?: string }>(): Column<T> {
  return {
    id: "applied",
    header: "Applied",
    sort: "createdAt",
    width: "w-28",
    cell: (row) => formatDate(row.createdAt),
  };
}

/** `children` as a link to `href` in a new tab when it is a web address, else as plain text. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const url = toHttpUrl(href);
  if (!url) return <>{children}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand underline">
      {children}
    </a>
  );
}
