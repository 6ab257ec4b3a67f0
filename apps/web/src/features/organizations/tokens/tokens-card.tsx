// API tokens on My organisation (docs/decisions/0037-imports-and-organisation-tokens.md): the
// organisation's tokens (name, first characters, scopes, dates), a new one made in a dialog and
// shown once, and revocation after a confirmation. A guide: docs/guides/reporting-by-api.md.
import type { TokenOut } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../components/staff/format";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { Modal } from "../../../components/ui/modal";
import { Table, type TableColumn } from "../../../components/ui/table";
import { notify } from "../../../lib/toast";
import { tokensQuery, useRevokeToken } from "./api";
import { TokenForm } from "./token-form";

const state = (token: TokenOut) =>
  token.revokedAt
    ? `Revoked ${formatDate(token.revokedAt)}`
    : new Date(token.expiresAt) <= new Date()
      ? "Expired"
      : `Expires ${formatDate(token.expiresAt)}`;

export function TokensCard({ organizationId }: { organizationId: string }) {
  const tokens = useQuery(tokensQuery(organizationId));
  const revoke = useRevokeToken(organizationId);
  const [making, setMaking] = useState(false);
  const [revoking, setRevoking] = useState<TokenOut | null>(null);
  const columns: TableColumn<TokenOut>[] = [
    { header: "Name", className: "font-medium", cell: (token) => token.name },
    { header: "Starts with", cell: (token) => <code>{token.prefix}</code> },
    { header: "Scopes", cell: (token) => token.scopes.join(", ") },
    { header: "Made", className: "whitespace-nowrap", cell: (token) => formatDate(token.createdAt) },
    { header: "Last used", cell: (token) => (token.lastUsedAt ? formatDate(token.lastUsedAt) : "Never") },
    { header: "State", cell: state },
    {
      header: "Actions",
      cell: (token) =>
        token.revokedAt ? null : (
          <Button
            variant="danger"
            onClick={() => setRevoking(token)}
            aria-label={`Revoke token ${token.name}`}
          >
            Revoke
          </Button>
        ),
    },
  ];
  return (
    <div className="mb-6">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-gray-900">API tokens</h2>
        <Button variant="secondary" onClick={() => setMaking(true)} aria-haspopup="dialog">
          New API token
        </Button>
      </div>
      <p className="mb-2 text-sm text-gray-700">
        A token lets your own system read or send your organisation's reports (the report form and the
        import), and nothing else.
      </p>
      <Table
        label="API tokens"
        columns={columns}
        rows={tokens.data ?? []}
        rowKey={(token) => token._id}
        message={
          tokens.isPending ? "Loading..." : (tokens.data ?? []).length === 0 ? "No API tokens" : undefined
        }
      />
      <Modal open={making} title="New API token" onClose={() => setMaking(false)}>
        {making && <TokenForm organizationId={organizationId} onDone={() => setMaking(false)} />}
      </Modal>
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API token"
        busy={revoke.isPending}
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        onCancel={() => setRevoking(null)}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking._id, {
            onSuccess: () => {
              notify.success("Token revoked");
              setRevoking(null);
            },
            onError: () => notify.error("Error revoking the token"),
          })
        }
      >
        Revoke the token {revoking?.name}? Systems using it are refused at once.
      </ConfirmDialog>
    </div>
  );
}
