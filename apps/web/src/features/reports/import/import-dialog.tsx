// "Import from a spreadsheet" on Impact Reports (docs/decisions/0037-imports-and-organisation-tokens.md):
// download the template, choose a file, check it (the dry run's preview, or the mistakes by sheet,
// row and column), then import what the preview showed. Choosing another file forgets the check.
import { IMPORT_SCREEN_TEXTS, type ImportError, type ImportPreview } from "@alliance/shared";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/field";
import { Modal } from "../../../components/ui/modal";
import { handleUnauthorized, isUnauthorized } from "../../../lib/staff/session";
import { notify } from "../../../lib/toast";
import { downloadTemplate, importErrorsOf, useImportPreview, useImportReports } from "./api";
import { ErrorsTable, PreviewTable } from "./import-tables";

const T = IMPORT_SCREEN_TEXTS;

export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [errors, setErrors] = useState<ImportError[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useImportPreview();
  const run = useImportReports();

  const reset = () => {
    setPreview(null);
    setErrors(null);
    setFailure(null);
  };
  const close = () => {
    reset();
    setFile(null);
    onClose();
  };
  const fail = (error: unknown) => {
    if (isUnauthorized(error)) return handleUnauthorized();
    const mistakes = importErrorsOf(error);
    if (mistakes) setErrors(mistakes);
    else setFailure(error instanceof Error ? error.message : String(error));
  };
  const onCheck = () => {
    if (!file) return;
    reset();
    check.mutate(file, { onSuccess: setPreview, onError: fail });
  };
  const onImport = () => {
    if (!file) return;
    run.mutate(file, {
      onSuccess: (result) => {
        notify.success(T.done(result.created, result.changed, result.unchanged));
        close();
      },
      onError: (error) => {
        setPreview(null);
        fail(error);
      },
    });
  };
  const busy = check.isPending || run.isPending;
  const writes = preview?.reports.filter((item) => item.action !== "unchanged").length ?? 0;

  return (
    <Modal open={open} title={T.open} onClose={close} busy={busy} size="lg">
      <div className="space-y-4">
        <p className="text-sm text-gray-700">{T.intro}</p>
        <Button
          variant="secondary"
          onClick={() => void downloadTemplate().catch((error) => fail(error))}
          disabled={busy}
        >
          {T.template}
        </Button>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={fileId} className="block text-sm font-medium text-gray-900">
              {T.file}
            </label>
            <input
              id={fileId}
              type="file"
              accept=".xlsx,.csv,.json,application/json,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="mt-1 block max-w-full text-sm"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                reset();
              }}
            />
          </div>
          <Button onClick={onCheck} disabled={!file || busy} aria-busy={check.isPending}>
            {check.isPending ? T.checking : T.check}
          </Button>
        </div>
        <FormAlert message={failure} />
        {errors && (
          <div className="space-y-2">
            <h3 className="font-semibold text-red-800">{T.errorsCaption}</h3>
            <ErrorsTable errors={errors} />
          </div>
        )}
        {preview && (
          <div className="space-y-2">
            <h3 className="font-semibold text-gray-900">{T.previewCaption}</h3>
            <PreviewTable items={preview.reports} />
            {writes === 0 && <p className="text-sm text-gray-700">{T.nothingToDo}</p>}
            <Button onClick={onImport} disabled={busy || writes === 0} aria-busy={run.isPending}>
              {run.isPending ? T.importing : T.import(preview.reports.length)}
            </Button>
          </div>
        )}
      </div>
    </Modal>
  );
}
