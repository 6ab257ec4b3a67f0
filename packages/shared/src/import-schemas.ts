// The zod shapes of the import's query and answers (imports.ts holds the columns and messages;
// docs/decisions/0037-imports-and-organisation-tokens.md).
import { z } from "zod";
import { CrossCellOut } from "./breakdown-schemas";
import { QUARTERS } from "./constants";
import { LANGUAGES } from "./languages";
import { booleanQuery } from "./lists";
import { PublicReason } from "./releases";
import { MetricsOut } from "./responses";

export const ImportQuery = z.object({
  dryRun: booleanQuery.describe("true: answer what the file would do and write nothing"),
  language: z
    .enum(LANGUAGES)
    .optional()
    .describe("The language of the error messages (en or sw); without it Accept-Language decides"),
  publicReason: PublicReason.describe(
    "An admin's public reason (one or two sentences) for changes to quarters already in a published release; required for such changes",
  ),
});
export type ImportQuery = z.infer<typeof ImportQuery>;

export const TemplateQuery = z.object({
  language: z.enum(LANGUAGES).optional().describe("The language of the headings' notes and instructions"),
});

/** One mistake in the file, where it is: `row` counts from 1 with the heading row (a JSON item's index + 1). */
export const ImportErrorOut = z.object({
  sheet: z.string(),
  row: z.number().int(),
  column: z.string().nullable(),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  message: z.string(),
});
export type ImportError = z.infer<typeof ImportErrorOut>;

/** 422: the whole file is refused, nothing written. */
export const ImportErrorsOut = z.object({ message: z.string(), errors: z.array(ImportErrorOut) });

/** Per metric: counts by category of each dimension, and `cross`, the cells by several at once. */
const breakdownsOut = z.record(
  z.string(),
  z.record(z.string(), z.union([z.record(z.string(), z.number()), z.array(CrossCellOut)])),
);

/** A report's figures: its six metrics and the known categories of its breakdowns. */
export const ImportFiguresOut = z.object({ metrics: MetricsOut, breakdowns: breakdownsOut });
export type ImportFigures = z.infer<typeof ImportFiguresOut>;

export const IMPORT_ACTIONS = ["create", "change", "unchanged"] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

export const ImportPreviewItemOut = z.object({
  row: z.number().int(),
  sheet: z.string(),
  organization: z.string(),
  year: z.number().int(),
  quarter: z.enum(QUARTERS),
  action: z.enum(IMPORT_ACTIONS),
  /** What is approved (or submitted) now; null for a new report. */
  before: ImportFiguresOut.nullable(),
  after: ImportFiguresOut,
});
export type ImportPreviewItem = z.infer<typeof ImportPreviewItemOut>;

export const ImportPreviewOut = z.object({
  dryRun: z.literal(true),
  reports: z.array(ImportPreviewItemOut),
  errors: z.array(ImportErrorOut),
});
export type ImportPreview = z.infer<typeof ImportPreviewOut>;

export const ImportResultOut = z.object({
  created: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** The ids of the file's reports, in the file's order. */
  reports: z.array(z.string()),
});
export type ImportResult = z.infer<typeof ImportResultOut>;
