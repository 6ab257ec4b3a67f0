// The import's calls (docs/decisions/0037-imports-and-organisation-tokens.md): the template, a dry
// run and the import of a chosen file. A refused file is a 422 whose `errors` the dialog lists.
import {
  IMPORT_TEMPLATE_FILE,
  type ImportError,
  type ImportPreview,
  type ImportResult,
} from "@alliance/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiRequest } from "../../../lib/api";
import { downloadFile } from "../../../lib/download";
import { reportsKeys } from "../api";

export const downloadTemplate = () => downloadFile("/imports/template.xlsx", {}, IMPORT_TEMPLATE_FILE);

/** The mistakes of a refused file, or undefined for any other failure. */
export function importErrorsOf(error: unknown): ImportError[] | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const errors = (error.data as { errors?: ImportError[] } | undefined)?.errors;
  return Array.isArray(errors) ? errors : undefined;
}

export function useImportPreview() {
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<ImportPreview>("POST", "/imports", { body: file, query: { dryRun: "true" } }).then(
        (r) => r.data,
      ),
  });
}

export function useImportReports() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiRequest<ImportResult>("POST", "/imports", { body: file }).then((r) => r.data),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ["count"] });
      return client.invalidateQueries({ queryKey: reportsKeys.all });
    },
  });
}
