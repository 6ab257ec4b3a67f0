// The files of a release (docs/decisions/0036-releases-revisions-and-history.md), built once when
// it is published and stored as bytes: impact.csv, impact.json, breakdowns.csv,
// cross-breakdowns.csv (the cells counted by several dimensions at once, small ones withheld), a
// data package naming each one's SHA-256, and release.zip holding the five. Never built again for a
// release (those published before cross-breakdowns.csv keep their four files).
import { createHash } from "node:crypto";
import { type Period, periodOrdinal, type Quarter } from "@alliance/shared";
import { strToU8, zipSync } from "fflate";
import type { Db } from "../../db/client";
import { toCsv } from "../open-data/csv";
import { dataPackage, OPEN_DATA_COLUMNS } from "../open-data/datapackage";
import { approvedFigures } from "../open-data/repository";
import { approvedBreakdowns, BREAKDOWN_COLUMNS } from "./breakdown-rows";
import { approvedCrossBreakdowns, CROSS_BREAKDOWN_COLUMNS, type CrossBreakdownRow } from "./cross-rows";

export interface ReleaseFile {
  name: string;
  mediaType: string;
  content: Buffer;
  bytes: number;
  sha256: string;
}

export const RELEASE_FILE_NAMES = [
  "impact.csv",
  "impact.json",
  "breakdowns.csv",
  "cross-breakdowns.csv",
  "datapackage.json",
  "release.zip",
] as const;
export type ReleaseFileName = (typeof RELEASE_FILE_NAMES)[number];

export const sha256Of = (content: Uint8Array) => createHash("sha256").update(content).digest("hex");

function fileOf(name: ReleaseFileName, mediaType: string, content: Uint8Array): ReleaseFile {
  const bytes = Buffer.from(content);
  return { name, mediaType, content: bytes, bytes: bytes.length, sha256: sha256Of(bytes) };
}

const upTo = (period: Period) => (row: { year: number; quarter: string }) =>
  periodOrdinal({ year: row.year, quarter: row.quarter as Quarter }) <= periodOrdinal(period);

const crossCsv = (rows: readonly CrossBreakdownRow[]) => toCsv(CROSS_BREAKDOWN_COLUMNS, rows);

/**
 * The SHA-256 of cross-breakdowns.csv with no cells: what a release published before the file
 * existed is compared as (it published none), so that adding the file is not a change by itself.
 */
export const EMPTY_CROSS_SHA256 = sha256Of(Buffer.from(crossCsv([])));

/** The address of a release's file under the site's origin. */
export const releaseFileUrl = (siteUrl: string, id: string, name: string) =>
  `${siteUrl.replace(/\/$/, "")}/api/v1/open-data/releases/${id}/${name}`;

/** The live data package described for one release: its version, date, files and their hashes. */
function releasePackage(siteUrl: string, id: string, publishedAt: Date, files: ReleaseFile[]) {
  const live = dataPackage(siteUrl, publishedAt);
  const [csvResource, jsonResource] = live.resources;
  const [csv, json, breakdowns, cross] = files as [ReleaseFile, ReleaseFile, ReleaseFile, ReleaseFile];
  const described = (resource: typeof csvResource, file: ReleaseFile) => ({
    ...resource,
    path: releaseFileUrl(siteUrl, id, file.name),
    bytes: file.bytes,
    hash: `sha256:${file.sha256}`,
  });
  return {
    ...live,
    version: id,
    resources: [
      described(csvResource, csv),
      described(jsonResource, json),
      {
        profile: "tabular-data-resource",
        name: "breakdowns-csv",
        path: releaseFileUrl(siteUrl, id, breakdowns.name),
        format: "csv",
        mediatype: "text/csv",
        encoding: "utf-8",
        bytes: breakdowns.bytes,
        hash: `sha256:${breakdowns.sha256}`,
        schema: {
          fields: BREAKDOWN_COLUMNS.map((name) => ({
            name,
            type: name === "year" || name === "count" ? "integer" : "string",
          })),
        },
      },
      {
        profile: "tabular-data-resource",
        name: "cross-breakdowns-csv",
        description:
          "People counted by county, sex, age band and disability together, summed over the organisations that reported so; an empty category covers all of that dimension; a sum under 10 people has no count and fewer_than 10.",
        path: releaseFileUrl(siteUrl, id, cross.name),
        format: "csv",
        mediatype: "text/csv",
        encoding: "utf-8",
        bytes: cross.bytes,
        hash: `sha256:${cross.sha256}`,
        schema: {
          fields: CROSS_BREAKDOWN_COLUMNS.map((name) => ({
            name,
            type: name === "year" || name === "count" || name === "fewer_than" ? "integer" : "string",
          })),
        },
      },
    ],
  };
}

/** Every approved figure up to `period`, as a release's files. */
export async function buildReleaseFiles(
  db: Db,
  release: { id: string; period: Period; publishedAt: Date; siteUrl: string },
): Promise<ReleaseFile[]> {
  const rows = (await approvedFigures(db)).filter(upTo(release.period));
  const breakdowns = (await approvedBreakdowns(db)).filter(upTo(release.period));
  const cross = (await approvedCrossBreakdowns(db)).filter(upTo(release.period));
  const data = [
    fileOf("impact.csv", "text/csv; charset=utf-8", Buffer.from(toCsv(OPEN_DATA_COLUMNS, rows))),
    fileOf("impact.json", "application/json; charset=utf-8", Buffer.from(JSON.stringify(rows))),
    fileOf("breakdowns.csv", "text/csv; charset=utf-8", Buffer.from(toCsv(BREAKDOWN_COLUMNS, breakdowns))),
    fileOf("cross-breakdowns.csv", "text/csv; charset=utf-8", Buffer.from(crossCsv(cross))),
  ];
  const pkg = releasePackage(release.siteUrl, release.id, release.publishedAt, data);
  const described = fileOf(
    "datapackage.json",
    "application/json; charset=utf-8",
    strToU8(JSON.stringify(pkg, null, 2)),
  );
  const all = [...data, described];
  const zip = zipSync(Object.fromEntries(all.map((file) => [file.name, new Uint8Array(file.content)])), {
    mtime: release.publishedAt,
  });
  return [...all, fileOf("release.zip", "application/zip", zip)];
}
