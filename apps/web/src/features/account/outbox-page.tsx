// /admin-outbox (admins): the e-mails the site has queued, sent or given up on. Without SMTP_URL
// nothing is sent, and this is where an admin reads (and can pass on) invitation and reset links.
import { OUTBOX_STATUSES, type OutboxMessageOut, type OutboxStatus } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../components/staff/format";
import { SelectFilter } from "../../components/staff/list/list-toolbar";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { StatusBadge, Table, type TableColumn } from "../../components/ui/table";
import { OUTBOX_PAGE_SIZE, outboxQuery } from "./api";

const STATUS_OPTIONS = [
  { value: "", label: "All" },
  ...OUTBOX_STATUSES.map((value) => ({ value, label: value })),
];

const COLUMNS: TableColumn<OutboxMessageOut>[] = [
  { header: "Queued", className: "whitespace-nowrap", cell: (mail) => formatDate(mail.createdAt) },
  { header: "To", cell: (mail) => mail.to },
  {
    header: "Message",
    cell: (mail) => (
      <details>
        <summary className="cursor-pointer font-medium">{mail.subject}</summary>
        <pre className="mt-2 max-w-prose whitespace-pre-wrap break-words font-sans text-sm">{mail.text}</pre>
      </details>
    ),
  },
  {
    header: "Status",
    cell: (mail) => (
      <>
        <StatusBadge on={mail.status === "sent"} onLabel="sent" offLabel={mail.status} />
        {mail.attempts > 0 && mail.status !== "sent" && (
          <p className="mt-1 text-xs text-gray-800">
            {mail.attempts} attempt{mail.attempts === 1 ? "" : "s"}
            {mail.lastError ? `: ${mail.lastError}` : ""}
          </p>
        )}
      </>
    ),
  },
];

export default function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | "">("");
  const [page, setPage] = useState(1);
  const list = useQuery(outboxQuery(status, page));
  const rows = list.data?.rows ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / OUTBOX_PAGE_SIZE));
  const message = rows.length === 0 ? (list.isLoading ? "Loading..." : "No e-mails") : undefined;

  return (
    <>
      <PageHeader
        title="Outbox"
        subtitle="E-mails from the site. Without a mail server (SMTP_URL) they wait here."
      />
      <div className="mb-3">
        <SelectFilter
          label="Status"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(value) => {
            setStatus(value as OutboxStatus | "");
            setPage(1);
          }}
        />
      </div>
      <Table label="E-mails" columns={COLUMNS} rows={rows} rowKey={(mail) => mail._id} message={message} />
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
