// /admin-releases (admin): the quarters whose reporting deadline has passed, a preview of what
// publishing one now would change against the newest release (rows and totals added, changed,
// removed), a required note and Publish (confirmed), then the list of releases with their files.
// The quarter is kept in the URL (the admin home's to-do links to it).
import {
  kenyanDate,
  kenyanDateTime,
  METRIC_LABELS,
  pagePath,
  type Quarter,
  RELEASE_NOTE_MAX,
  REPORT_FIGURE_COLUMNS,
  type Release,
  type ReleaseChanges,
  TEXTS,
} from "@alliance/shared";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useSearchParams } from "wouter";
import { FilterForm, FilterSelect } from "../../components/staff/filter-form";
import { PageHeader } from "../../components/staff/page-header";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { FormAlert, TextAreaField } from "../../components/ui/field";
import { Table, type TableColumn } from "../../components/ui/table";
import { ApiError } from "../../lib/api";
import { reportError } from "../../lib/staff/session";
import { notify } from "../../lib/toast";
import { publishedReleasesQuery, releasePreviewQuery, releaseQuartersQuery, usePublishRelease } from "./api";

/** "Trained" for the column `trained`, "Organizations Reached" for `orgs_reached`. */
export const metricLabel = (metric: string) => {
  const key = REPORT_FIGURE_COLUMNS[metric];
  return key ? METRIC_LABELS[key] : metric;
};

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString()} KB`;

function Changes({ changes }: { changes: ReleaseChanges }) {
  const none =
    changes.added.length + changes.changed.length + changes.removed.length + changes.totals.length === 0;
  return (
    <div className="space-y-2 text-sm text-gray-900" data-testid="release-preview">
      <p>
        {changes.previous ? `Against release ${changes.previous}: ` : "The first release: "}
        {changes.added.length} rows added, {changes.changed.length} changed, {changes.removed.length} removed.
      </p>
      {none && <p>Nothing changed since {changes.previous}: publishing would be refused.</p>}
      {changes.totals.length > 0 && (
        <ul className="list-disc pl-5">
          {changes.totals.map((total) => (
            <li key={total.metric}>
              Total {metricLabel(total.metric)}: {total.before.toLocaleString()} →{" "}
              {total.after.toLocaleString()}
            </li>
          ))}
        </ul>
      )}
      {changes.changed.length > 0 && (
        <ul className="list-disc pl-5">
          {changes.changed.map((row) => (
            <li key={`${row.organization}-${row.year}-${row.quarter}`}>
              Changed: {row.organization}, {row.quarter} {row.year}:{" "}
              {row.changes
                .map(
                  (c) =>
                    `${metricLabel(c.metric)} ${c.before.toLocaleString()} → ${c.after.toLocaleString()}`,
                )
                .join("; ")}
            </li>
          ))}
        </ul>
      )}
      {(changes.added.length > 0 || changes.removed.length > 0) && (
        <ul className="list-disc pl-5">
          {changes.added.map((row) => (
            <li key={`a-${row.organization}-${row.year}-${row.quarter}`}>
              Added: {row.organization}, {row.quarter} {row.year}
            </li>
          ))}
          {changes.removed.map((row) => (
            <li key={`r-${row.organization}-${row.year}-${row.quarter}`}>
              Removed: {row.organization}, {row.quarter} {row.year}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const releaseColumns: TableColumn<Release>[] = [
  {
    header: "Release",
    cell: (release) => (
      <a className="text-brand underline" href={pagePath("release", { id: release.id })}>
        {release.id}
      </a>
    ),
  },
  { header: "Published", cell: (release) => kenyanDateTime(release.publishedAt) },
  {
    header: "Note",
    cell: (release) => (
      <span className="block max-w-[20rem] whitespace-normal [overflow-wrap:anywhere]">{release.note}</span>
    ),
  },
  { header: "Superseded by", cell: (release) => release.supersededBy ?? "-" },
  {
    header: "Files",
    cell: (release) => (
      <ul>
        {release.files.map((file) => (
          <li key={file.name}>
            <a
              className="text-brand underline"
              href={`/api/v1/open-data/releases/${release.id}/${file.name}`}
            >
              {file.name}
            </a>{" "}
            ({kilobytes(file.bytes)})
          </li>
        ))}
      </ul>
    ),
  },
];

export default function ReleasesPage() {
  const [params, setParams] = useSearchParams();
  const quarters = useQuery(releaseQuartersQuery());
  const releases = useQuery(publishedReleasesQuery());
  const publish = usePublishRelease();
  const [note, setNote] = useState("");
  const [noteError, setNoteError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const options = quarters.data ?? [];
  const wanted = `${params.get("year")}-${params.get("quarter")}`;
  const chosen = options.find((q) => `${q.year}-${q.quarter}` === wanted) ?? options[0];
  const preview = useQuery({
    ...releasePreviewQuery(chosen?.year ?? 0, (chosen?.quarter ?? "Q1") as Quarter),
    enabled: chosen !== undefined,
  });

  function ask() {
    if (note.trim().length < 3) {
      setNoteError("Write a note for the release: what it holds or what changed");
      return;
    }
    setNoteError(undefined);
    setConfirming(true);
  }

  function send() {
    if (!chosen) return;
    publish.mutate(
      { year: chosen.year, quarter: chosen.quarter as Quarter, note: note.trim() },
      {
        onSuccess: (release) => {
          notify.success(`Release ${release.id} published`);
          setConfirming(false);
          setNote("");
          setError(null);
        },
        onError: (failure) => {
          setConfirming(false);
          reportError(failure, () =>
            setError(failure instanceof ApiError ? failure.message : "Error publishing the release"),
          );
        },
      },
    );
  }

  return (
    <>
      <PageHeader title="Releases" />
      <p className="mb-4 max-w-2xl text-gray-800">
        A release freezes every approved figure up to a quarter in files that never change, for readers to
        cite. A quarter may be published once its reporting deadline has passed; publishing it again after
        corrections makes a point release.
      </p>
      <h2 className="mb-2 text-lg font-semibold text-gray-900">Ready to publish</h2>
      {quarters.isPending ? (
        <p>{TEXTS.loading}</p>
      ) : options.length === 0 ? (
        <p className="text-gray-800">No quarter has passed its reporting deadline yet.</p>
      ) : (
        <div className="mb-8 max-w-3xl space-y-3">
          <FilterForm label="Choose a quarter" className="max-w-xs">
            <FilterSelect
              label="Quarter"
              showLabel
              options={options.map((q) => `${q.year} ${q.quarter}`)}
              value={chosen ? `${chosen.year} ${chosen.quarter}` : ""}
              onChange={(value) => {
                const [year, quarter] = String(value).split(" ");
                setParams({ year: year ?? "", quarter: quarter ?? "" }, { replace: true });
              }}
            />
          </FilterForm>
          {chosen && (
            <p className="text-sm text-gray-800">
              Reports were due by {kenyanDate(chosen.deadline)}.{" "}
              {chosen.releases.length > 0
                ? `Published already as ${chosen.releases.join(", ")}.`
                : "Not published yet."}
            </p>
          )}
          {preview.data ? (
            <>
              <h3 className="font-semibold text-gray-900">Publishing now makes release {preview.data.id}</h3>
              <Changes changes={preview.data.changes} />
            </>
          ) : (
            preview.isPending && <p>{TEXTS.loading}</p>
          )}
          <FormAlert message={error} />
          <TextAreaField
            label="Note (required): what the release holds or what changed"
            value={note}
            rows={3}
            required
            maxLength={RELEASE_NOTE_MAX}
            error={noteError}
            onChange={(event) => setNote(event.target.value)}
          />
          <Button onClick={ask} disabled={publish.isPending || !preview.data}>
            Publish {preview.data?.id ?? "release"}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={`Publish release ${preview.data?.id ?? ""}?`}
        busy={publish.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={send}
        confirmLabel="Publish"
        confirmVariant="primary"
        busyLabel="Publishing..."
      >
        Its files are public at once and never change. Later corrections are listed as revisions.
      </ConfirmDialog>
      <h2 className="mb-2 text-lg font-semibold text-gray-900">Published releases</h2>
      <Table
        label="Published releases"
        columns={releaseColumns}
        rows={releases.data ?? []}
        rowKey={(release) => release.id}
        message={
          releases.isPending
            ? TEXTS.loading
            : releases.isError
              ? "The releases could not be loaded."
              : releases.data.length === 0
                ? "No release has been published yet."
                : undefined
        }
      />
    </>
  );
}
