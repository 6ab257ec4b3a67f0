// The Frictionless Data Package (https://specs.frictionlessdata.io/tabular-data-package/) that
// describes the open data downloads: both files, their fields with types, descriptions and units,
// the primary key, the licence (CC BY 4.0) and the publisher. Field names are the files' columns.
import { METRIC_DEFINITIONS, METRIC_LABELS } from "@alliance/shared";
import type { OpenDataRow } from "./repository";

const metricField = (name: string, label: string, description: string) => ({
  name,
  type: "integer",
  title: label,
  description,
  constraints: { required: true, minimum: 0 },
  unit: "people",
});

export const OPEN_DATA_FIELDS = [
  {
    name: "organization_name",
    type: "string",
    title: "Organisation",
    description: "The reporting organisation's name, as it is now",
    constraints: { required: true },
  },
  {
    name: "organization_id",
    type: "string",
    format: "uuid",
    title: "Organisation id",
    description: "A stable identifier of the organisation (unchanged by renames)",
  },
  {
    name: "year",
    type: "integer",
    title: "Year",
    description: "The reporting year",
    constraints: { required: true },
  },
  {
    name: "quarter",
    type: "string",
    title: "Quarter",
    description: "The calendar quarter (Q1 January-March ... Q4 October-December)",
    constraints: { required: true, enum: ["Q1", "Q2", "Q3", "Q4"] },
  },
  metricField("aware", METRIC_LABELS.aware, METRIC_DEFINITIONS.aware),
  metricField("engaged", METRIC_LABELS.engaged, METRIC_DEFINITIONS.engaged),
  metricField("trained", METRIC_LABELS.trained, METRIC_DEFINITIONS.trained),
  metricField("certified", METRIC_LABELS.certified, METRIC_DEFINITIONS.certified),
  metricField("orgs_reached", METRIC_LABELS.orgsReached, METRIC_DEFINITIONS.orgsReached),
  metricField("reached_by_leaders", METRIC_LABELS.reachedByLeaders, METRIC_DEFINITIONS.reachedByLeaders),
  {
    name: "approved_at",
    type: "datetime",
    title: "Approved at",
    description: "When the alliance's secretariat approved these figures (UTC)",
  },
] as const;

/** The files' columns, in the order of the fields. */
export const OPEN_DATA_COLUMNS: ReadonlyArray<keyof OpenDataRow> = OPEN_DATA_FIELDS.map(
  (field) => field.name as keyof OpenDataRow,
);

export function dataPackage(siteUrl: string, created: Date) {
  const schema = { fields: OPEN_DATA_FIELDS, primaryKey: ["organization_id", "year", "quarter"] };
  const base = `${siteUrl.replace(/\/$/, "")}/api/v1/open-data`;
  return {
    profile: "tabular-data-package",
    name: "kenya-ai-skilling-alliance-impact",
    title: "AI skilling in Kenya: approved impact figures by organisation and quarter",
    description:
      "Figures reported each quarter by the alliance's member organisations and approved by its secretariat. Self-reported; one person may be counted by two organisations. Only approved figures are included.",
    homepage: `${siteUrl.replace(/\/$/, "")}/impact`,
    created: created.toISOString(),
    keywords: ["AI", "skills", "training", "Kenya", "impact"],
    licenses: [
      {
        name: "CC-BY-4.0",
        path: "https://creativecommons.org/licenses/by/4.0/",
        title: "Creative Commons Attribution 4.0",
      },
    ],
    contributors: [{ title: "AI Skilling Alliance secretariat", role: "publisher" }],
    resources: [
      {
        profile: "tabular-data-resource",
        name: "impact-csv",
        path: `${base}/impact.csv`,
        format: "csv",
        mediatype: "text/csv",
        encoding: "utf-8",
        schema,
      },
      {
        profile: "tabular-data-resource",
        name: "impact-json",
        path: `${base}/impact.json`,
        format: "json",
        mediatype: "application/json",
        encoding: "utf-8",
        schema,
      },
    ],
  };
}
