// "Credentials behind the certified figure" (docs/decisions/0041-open-badges-credentials.md): on a
// report's page, its organisation (or an admin) attaches the certificates it issued on its own
// platform, as a file or as links, and sees each one's check: counted as verifiable, or why not.
// The checks run on the server after the answer; the list is read again until none is pending.
import {
  REPORT_CREDENTIAL_LIMITS,
  REPORT_CREDENTIAL_TEXTS,
  type Report,
  type ReportCredentialOut,
  type ReportCredentialsAttachedOut,
} from "@alliance/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormAlert, TextAreaField } from "../../../components/ui/field";
import { ApiError, api, apiRequest } from "../../../lib/api";

const POLL_MS = 2000;
const PAGE_SIZE = 100;

const listKey = (reportId: string) => ["reports", reportId, "credentials"] as const;

function attachedText(answer: ReportCredentialsAttachedOut) {
  const parts = [`${answer.attached.toLocaleString("en-KE")} attached, being checked`];
  if (answer.duplicates > 0) parts.push(`${answer.duplicates.toLocaleString("en-KE")} already attached`);
  return parts.join("; ");
}

const errorText = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : "The credentials could not be attached. Try again.";

function Outcome({ item }: { item: ReportCredentialOut }) {
  if (item.verified === null)
    return <span className="text-gray-800">{REPORT_CREDENTIAL_TEXTS.pending}…</span>;
  if (item.counted)
    return <span className="font-medium text-green-800">{REPORT_CREDENTIAL_TEXTS.counted}</span>;
  return (
    <span className={item.verified ? "text-gray-900" : "text-red-800"}>
      {item.verified ? "Verified, not counted" : "Not verified"}
      {item.reason ? `: ${item.reason}` : ""}
    </span>
  );
}

export function ReportCredentials({ report }: { report: Report }) {
  const client = useQueryClient();
  const fileId = useId();
  const headingId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [links, setLinks] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const list = useQuery({
    queryKey: listKey(report._id),
    queryFn: ({ signal }) =>
      api.get<ReportCredentialOut[]>(`/reports/${report._id}/credentials`, { pageSize: PAGE_SIZE }, signal),
    refetchInterval: (query) => (query.state.data?.some((item) => item.verified === null) ? POLL_MS : false),
  });

  const refresh = () => {
    void client.invalidateQueries({ queryKey: listKey(report._id) });
    void client.invalidateQueries({ queryKey: ["credentials", "verifiable"] });
  };

  const attach = useMutation({
    mutationFn: (body: FormData | { links: string[] }) =>
      apiRequest<ReportCredentialsAttachedOut>("POST", `/reports/${report._id}/credentials`, { body }).then(
        (answer) => answer.data,
      ),
    onSuccess: (answer) => {
      setError(null);
      setDone(attachedText(answer));
      setLinks("");
      if (fileInput.current) fileInput.current.value = "";
      refresh();
    },
    onError: (failure) => {
      setDone(null);
      setError(errorText(failure));
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`/reports/${report._id}/credentials/${id}`),
    onSuccess: () => {
      setDone("Removed");
      refresh();
    },
    onError: (failure) => setError(errorText(failure)),
  });

  function sendFile(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const file = fileInput.current?.files?.[0];
    if (!file) return setError(REPORT_CREDENTIAL_TEXTS.nothing);
    if (file.size > REPORT_CREDENTIAL_LIMITS.bytes) return setError(REPORT_CREDENTIAL_TEXTS.tooLarge);
    const form = new FormData();
    form.append("file", file);
    attach.mutate(form);
  }

  function sendLinks(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const given = links
      .split(/\s+/)
      .map((link) => link.trim())
      .filter(Boolean);
    if (given.length === 0) return setError(REPORT_CREDENTIAL_TEXTS.nothing);
    attach.mutate({ links: given });
  }

  const busy = attach.isPending || remove.isPending;
  const items = list.data ?? [];
  return (
    <section aria-labelledby={headingId} className="mt-6 space-y-3 border-t border-gray-300 pt-4">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {REPORT_CREDENTIAL_TEXTS.heading}
      </h3>
      <p className="text-sm text-gray-800">{REPORT_CREDENTIAL_TEXTS.intro}</p>
      <FormAlert message={error} />
      <p role="status" className="text-sm text-gray-900">
        {done}
      </p>
      <form onSubmit={sendFile} className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-gray-900">
            File of credentials (JSON, or JWTs one per line; at most 1,000 and 5 MB)
          </label>
          <input
            id={fileId}
            ref={fileInput}
            type="file"
            accept=".json,.jsonld,.jwt,.txt,application/json,text/plain"
            className="block text-sm text-gray-900"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={busy}>
          Attach file
        </Button>
      </form>
      <form onSubmit={sendLinks} className="space-y-2">
        <TextAreaField
          label="Links that each answer one credential (one per line)"
          rows={3}
          value={links}
          onChange={(event) => setLinks(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          Attach links
        </Button>
      </form>
      {list.isPending ? (
        <p className="text-sm text-gray-800">Loading the attached credentials…</p>
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-800">
          The attached credentials could not be loaded.
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-gray-800">No credentials attached yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200 text-sm" aria-label="Attached credentials">
          {items.map((item) => {
            const name = item.credentialId ?? item.link ?? `sha256 ${item.hash.slice(0, 12)}`;
            return (
              <li key={item.id} className="flex flex-wrap items-start justify-between gap-2 py-2">
                <div className="min-w-0 flex-1 break-words">
                  <p className="font-medium text-gray-900">{name}</p>
                  <p className="text-gray-800">
                    {item.source === "link" ? "Link" : "File"}
                    {item.issuer ? ` · issuer ${item.issuer}` : ""}
                    {item.completedOn ? ` · completed ${item.completedOn}` : ""}
                  </p>
                  <p>
                    <Outcome item={item} />
                  </p>
                </div>
                <Button
                  variant="ghost"
                  disabled={busy}
                  aria-label={`Remove ${name}`}
                  onClick={() => remove.mutate(item.id)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
