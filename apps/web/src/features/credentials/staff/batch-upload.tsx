// Issue a batch (docs/decisions/0041-open-badges-credentials.md): a CSV or JSON of up to 1,000
// recipients is checked first (a dry run: every mistake by row and column, nothing issued), then
// issued as queued work whose progress is polled; when done, the links of phone-only recipients.
import { CREDENTIAL_BATCH_COLUMNS, CREDENTIAL_LIMITS, type CredentialBatchError } from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/field";
import { Table } from "../../../components/ui/table";
import { ApiError } from "../../../lib/api";
import { batchErrorsOf, batchQuery, useRefreshIssued, useSendBatch } from "./api";

const ERROR_COLUMNS = [
  { header: "Row", cell: (error: CredentialBatchError) => error.row },
  { header: "Column", cell: (error: CredentialBatchError) => error.column ?? "" },
  { header: "Problem", cell: (error: CredentialBatchError) => error.message },
];

export function BatchUpload({ courseId, organizationId }: { courseId: string; organizationId?: string }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState<"en" | "sw">("en");
  const [checked, setChecked] = useState<number | null>(null);
  const [errors, setErrors] = useState<CredentialBatchError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [batchId, setBatchId] = useState<string | null>(null);
  const send = useSendBatch();
  const batch = useQuery(batchQuery(batchId));
  const refresh = useRefreshIssued();
  const state = batch.data?.state;

  useEffect(() => {
    if (state === "done") void refresh();
  }, [state, refresh]);

  function reset(next: File | null) {
    setFile(next);
    setChecked(null);
    setErrors([]);
    setFailure(null);
    setBatchId(null);
  }

  function run(dryRun: boolean) {
    if (!file) return;
    setFailure(null);
    setErrors([]);
    send.mutate(
      { file, courseId, organizationId, language, dryRun },
      {
        onSuccess: (answer) => {
          if (dryRun) setChecked(answer.total);
          else {
            setChecked(null);
            setBatchId(answer.id);
          }
        },
        onError: (error) => {
          const found = batchErrorsOf(error);
          if (found) setErrors(found);
          else setFailure(error instanceof ApiError ? error.message : "Error sending the file");
        },
      },
    );
  }

  return (
    <section aria-label="Issue a batch" className="space-y-3">
      <p className="text-sm text-gray-800">
        A CSV with a heading row, or a JSON array, of up to {CREDENTIAL_LIMITS.batch.toLocaleString("en-GB")}{" "}
        recipients. Columns: <code>{CREDENTIAL_BATCH_COLUMNS.join(", ")}</code> (name, an e-mail or a Kenyan
        phone, and the completion date as YYYY-MM-DD are required; grade is optional). The file is checked
        first; nothing is issued until you confirm.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium">
            Recipients file
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.json,text/csv,application/json"
            className="block text-sm"
            onChange={(event) => reset(event.target.files?.[0] ?? null)}
          />
        </div>
        <label className="text-sm font-medium">
          Language of the e-mails{" "}
          <select
            className="ml-1 rounded-md border border-gray-500 bg-white px-2 py-1"
            value={language}
            onChange={(event) => setLanguage(event.target.value as "en" | "sw")}
          >
            <option value="en">English</option>
            <option value="sw">Kiswahili</option>
          </select>
        </label>
        <Button variant="secondary" disabled={!file || send.isPending} onClick={() => run(true)}>
          Check file
        </Button>
      </div>
      <FormAlert message={failure} />
      {errors.length > 0 && (
        <div role="alert">
          <p className="mb-2 font-medium text-red-800">
            {errors.length} mistake{errors.length === 1 ? "" : "s"} in the file: nothing was issued.
          </p>
          <Table
            label="Mistakes in the file"
            columns={ERROR_COLUMNS}
            rows={errors}
            rowKey={(error) => `${error.row}-${error.column}-${error.message}`}
          />
        </div>
      )}
      {checked !== null && (
        <div role="status" className="flex flex-wrap items-center gap-3">
          <p>
            The file is correct: {checked} recipient{checked === 1 ? "" : "s"}.
          </p>
          <Button disabled={send.isPending} onClick={() => run(false)}>
            Issue {checked} certificate{checked === 1 ? "" : "s"}
          </Button>
        </div>
      )}
      {batch.data && (
        <div role="status" aria-live="polite" className="rounded-md border border-gray-300 p-3 text-sm">
          {state === "queued" && <p>Waiting to start...</p>}
          {state === "running" && (
            <p>
              Signing: {batch.data.signed} of {batch.data.total}
            </p>
          )}
          {state === "failed" && <p className="text-red-800">{batch.data.error}</p>}
          {state === "done" && (
            <>
              <p className="font-medium text-green-900">
                {batch.data.total} certificate{batch.data.total === 1 ? "" : "s"} issued for{" "}
                {batch.data.course.title}.
              </p>
              {batch.data.handOut.length > 0 && (
                <>
                  <p className="mt-2">These recipients have no e-mail: hand them their links.</p>
                  <Table
                    label="Links to hand out"
                    columns={[
                      { header: "Row", cell: (entry) => entry.row },
                      { header: "Name", cell: (entry) => entry.name },
                      {
                        header: "Link",
                        cell: (entry) => <span className="break-all font-mono text-xs">{entry.url}</span>,
                      },
                    ]}
                    rows={batch.data.handOut}
                    rowKey={(entry) => String(entry.row)}
                  />
                </>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
