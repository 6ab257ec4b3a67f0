// /admin-outbox (admins): the e-mails the site has queued, sent or given up on. Without SMTP_URL
// nothing is sent, and this is where an admin reads (and can pass on) invitation and reset links.
import { OUTBOX_STATUSES, type OutboxStatus } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../components/staff/format";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { EmptyRow, StatusBadge, TableContainer, tableClass, td, th } from "../../components/ui/table";
import { OUTBOX_PAGE_SIZE, outboxQuery } from "./api";

export default function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | "">("");
  const [page, setPage] = useState(1);
  const list = useQuery(outboxQuery(status, page));
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / OUTBOX_PAGE_SIZE));

  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="E-mails from the site. Without a mail server (SMTP_URL) they wait here."
      />
      <div className="mb-3">
        <label htmlFor="outbox-status" className="mr-2 text-sm font-medium text-gray-900">
          Status
        </label>
        <select
          id="outbox-status"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as OutboxStatus | "");
            setPage(1);
          }}
          className="rounded-md border border-gray-500 bg-white px-2 py-1"
        >
          <option value="">All</option>
          {OUTBOX_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </select>
      </div>
      <TableContainer label="E-mails">
        <table className={tableClass}>
          <thead className="bg-gray-100">
            <tr>
              <th className={th}>Queued</th>
              <th className={th}>To</th>
              <th className={th}>Message</th>
              <th className={th}>Status</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {rows.length === 0 ? (
              <EmptyRow colSpan={4}>{list.isLoading ? "Loading..." : "No e-mails"}</EmptyRow>
            ) : (
              rows.map((mail) => (
                <tr key={mail._id}>
                  <td className={`${td} whitespace-nowrap`}>{formatDate(mail.createdAt)}</td>
                  <td className={td}>{mail.to}</td>
                  <td className={td}>
                    <details>
                      <summary className="cursor-pointer font-medium">{mail.subject}</summary>
                      <pre className="mt-2 max-w-prose whitespace-pre-wrap break-words font-sans text-sm">
                        {mail.text}
                      </pre>
                    </details>
                  </td>
                  <td className={td}>
                    <StatusBadge on={mail.status === "sent"} onLabel="sent" offLabel={mail.status} />
                    {mail.attempts > 0 && mail.status !== "sent" && (
                      <p className="mt-1 text-xs text-gray-800">
                        {mail.attempts} attempt{mail.attempts === 1 ? "" : "s"}
                        {mail.lastError ? `: ${mail.lastError}` : ""}
                      </p>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </TableContainer>
      <nav aria-label="Outbox pages" className="mt-3 flex items-center gap-2">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <span className="text-sm text-gray-900">
          Page {page} of {pages}
        </span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </nav>
    </>
  );
}
