// /admin-outbox (admins): the e-mails the site has queued, sent or given up on. Without SMTP_URL
// nothing is sent, and this is where an admin reads (and can pass on) invitation and reset links.
import {
  OUTBOX_STATUSES,
  OUTBOX_TEXTS,
  type OutboxMessageOut,
  type OutboxStatus,
  type RevealedMessageOut,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../components/staff/format";
import { SelectFilter } from "../../components/staff/list/list-toolbar";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { PageSteps } from "../../components/ui/pagination";
import { StatusBadge, Table, type TableColumn } from "../../components/ui/table";
import { reportError } from "../../lib/staff/session";
import { notify } from "../../lib/toast";
import { OUTBOX_PAGE_SIZE, outboxQuery, useHandOver, useRevealLink } from "./api";

const STATUS_OPTIONS = [
  { value: "", label: "All" },
  ...OUTBOX_STATUSES.map((value) => ({ value, label: value })),
];

/** The columns, with the actions of a waiting message: reveal its link, mark it handed over. */
const columns = (actions: (mail: OutboxMessageOut) => React.ReactNode): TableColumn<OutboxMessageOut>[] => [
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
  { header: "Actions", cell: actions },
];

/** A revealed link: shown once, to copy and hand to the person it is for. */
function RevealedLink({ message, onClose }: { message: RevealedMessageOut | null; onClose: () => void }) {
  async function copy() {
    if (!message) return;
    try {
      await navigator.clipboard.writeText(message.link);
      notify.success(OUTBOX_TEXTS.copied);
    } catch {
      notify.error("Copy failed: select the link and copy it");
    }
  }
  return (
    <Modal open={message !== null} title={message ? `Link for ${message.to}` : "Link"} onClose={onClose}>
      {message && (
        <div className="space-y-3 text-sm">
          <p>{OUTBOX_TEXTS.revealNote}</p>
          <label className="block font-medium">
            Link
            <input
              readOnly
              value={message.link}
              className="mt-1 block w-full rounded-md border border-gray-400 px-2 py-1 font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => void copy()}>{OUTBOX_TEXTS.copy}</Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

export default function OutboxPage() {
  const [status, setStatus] = useState<OutboxStatus | "">("");
  const [page, setPage] = useState(1);
  const list = useQuery(outboxQuery(status, page));
  const reveal = useRevealLink();
  const handOver = useHandOver();
  const [revealed, setRevealed] = useState<RevealedMessageOut | null>(null);
  const actions = (mail: OutboxMessageOut) =>
    mail.status === "sent" ? null : (
      <div className="flex flex-wrap gap-1">
        {mail.hasLink && (
          <Button
            variant="secondary"
            disabled={reveal.isPending}
            onClick={() =>
              reveal.mutate(mail._id, {
                onSuccess: setRevealed,
                onError: (error) => reportError(error, () => notify.error("Error revealing the link")),
              })
            }
          >
            {OUTBOX_TEXTS.reveal}
            <span className="sr-only"> for {mail.to}</span>
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={handOver.isPending}
          onClick={() =>
            handOver.mutate(mail._id, {
              onSuccess: () => notify.success(OUTBOX_TEXTS.markedHandedOver),
              onError: (error) => reportError(error, () => notify.error("Error marking the message")),
            })
          }
        >
          {OUTBOX_TEXTS.handedOver}
          <span className="sr-only"> for {mail.to}</span>
        </Button>
      </div>
    );
  const rows = list.data?.rows ?? [];
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
      <Table
        label="E-mails"
        columns={columns(actions)}
        rows={rows}
        rowKey={(mail) => mail._id}
        message={message}
      />
      <PageSteps
        label="Outbox pages"
        page={page}
        total={list.data?.total ?? 0}
        pageSize={OUTBOX_PAGE_SIZE}
        onPageChange={setPage}
      />
      <RevealedLink message={revealed} onClose={() => setRevealed(null)} />
    </>
  );
}
