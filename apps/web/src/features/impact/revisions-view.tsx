// The public log of changes to released figures (/impact/revisions, also under /sw): newest first,
// paged, filtered by year and quarter; each with its kind, what changed, the release it revises
// and the reason as the alliance wrote it; dates in the reader's language. Server-rendered; the
// filter is a plain GET form, so it works without JavaScript.
import {
  PAGES,
  pagePath,
  pathInLanguage,
  QUARTERS,
  type Quarter,
  REVISIONS_PAGING,
  type Revision,
  reportYears,
} from "@alliance/shared";
import { Trans } from "@lingui/react";
import { Link } from "wouter";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { usePublicRead } from "../../lib/public-read/use-public-read";
import { METRIC_NAMES } from "./metric-labels";
import { metricOf } from "./release-view";

export const REVISIONS_PATH = "/open-data/revisions";

export interface RevisionsSearch {
  year?: string;
  quarter?: string;
  page?: string;
}

/** The query the page reads: a known year, a quarter and a page number, else nothing. */
export function revisionsSearch(query: URLSearchParams): RevisionsSearch {
  const out: RevisionsSearch = {};
  const year = query.get("year") ?? "";
  if (/^\d{4}$/.test(year)) out.year = year;
  const quarter = query.get("quarter") ?? "";
  if ((QUARTERS as readonly string[]).includes(quarter)) out.quarter = quarter;
  const page = Number(query.get("page"));
  if (Number.isInteger(page) && page > 1 && page < 10_000) out.page = String(page);
  return out;
}

export const revisionsQuery = (search: RevisionsSearch) => ({
  year: search.year,
  quarter: search.quarter,
  page: search.page ?? "1",
  pageSize: String(REVISIONS_PAGING.default),
});

const KINDS: Record<Revision["kind"], MessageId> = {
  "late report": "impact.revisions.kind.lateReport",
  correction: "impact.revisions.kind.correction",
  removal: "impact.revisions.kind.removal",
  restore: "impact.revisions.kind.restore",
};

function Entry({ revision }: { revision: Revision }) {
  const t = useT();
  const f = useFormat();
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-bold text-brand-dark [overflow-wrap:anywhere]">
        {t("impact.revisions.entryTitle", {
          quarter: f.quarter(revision.year, revision.quarter as Quarter),
          organisation: revision.organization.name,
        })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans
          id="impact.revisions.recorded"
          values={{ kind: t(KINDS[revision.kind]), when: f.dateTime(revision.at), release: revision.release }}
          components={{
            0: <time dateTime={revision.at} />,
            1: <Link className="text-brand underline" to={pagePath("release", { id: revision.release })} />,
          }}
        />
      </p>
      <ul className="mt-2 list-disc pl-6 text-slate-800">
        {revision.changes.map((change) => {
          const key = metricOf(change.metric);
          return (
            <li key={change.metric}>
              {t("impact.release.change", {
                metric: key ? t(METRIC_NAMES[key]) : change.metric,
                before: f.number(change.before),
                after: f.number(change.after),
              })}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-slate-900">
        <strong>{t("impact.revisions.reason")}:</strong>{" "}
        <q className="whitespace-pre-line [overflow-wrap:anywhere]">{revision.reason}</q>
      </p>
    </li>
  );
}

function Pages({ search, total }: { search: RevisionsSearch; total: number }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / REVISIONS_PAGING.default));
  const page = Math.min(pages, Number(search.page ?? "1"));
  if (pages <= 1) return null;
  const href = (target: number) => {
    const query = new URLSearchParams();
    if (search.year) query.set("year", search.year);
    if (search.quarter) query.set("quarter", search.quarter);
    if (target > 1) query.set("page", String(target));
    const text = query.toString();
    return `${PAGES.revisions.path}${text ? `?${text}` : ""}`;
  };
  const item =
    "inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-brand";
  return (
    <nav aria-label={t("impact.revisions.pages")} className="mt-8 flex flex-wrap items-center gap-3">
      {page > 1 && (
        <Link to={href(page - 1)} className={item}>
          {t("impact.revisions.previousPage")}
        </Link>
      )}
      <span className="text-slate-800">{t("impact.revisions.pageOf", { page, pages })}</span>
      {page < pages && (
        <Link to={href(page + 1)} className={item}>
          {t("impact.revisions.nextPage")}
        </Link>
      )}
    </nav>
  );
}

export function RevisionsView({ search }: { search: RevisionsSearch }) {
  const t = useT();
  const f = useFormat();
  const language = useLanguage();
  const read = usePublicRead<Revision[]>(REVISIONS_PATH, revisionsQuery(search), { keepPreviousData: true });
  const years = reportYears().map(String);
  const select = "mt-1 block min-h-11 rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900";
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-8 pb-16">
      <div className="mx-auto max-w-4xl">
        <h1 className="text-3xl font-extrabold text-brand-dark sm:text-4xl">
          {t("impact.revisions.heading")}
        </h1>
        <p className="mt-3 max-w-3xl text-slate-700">{t("impact.revisions.intro")}</p>
        <p className="mt-2">
          <a className="font-semibold text-brand underline" href="/impact/revisions.atom">
            {t("impact.revisions.feed")}
          </a>
        </p>
        <form method="get" action={pathInLanguage(PAGES.revisions.path, language)} className="mt-6">
          <div className="flex flex-wrap items-end gap-4">
            <label className="text-sm font-semibold text-slate-900">
              {t("impact.revisions.year")}
              <select name="year" defaultValue={search.year ?? ""} className={select}>
                <option value="">{t("impact.revisions.all")}</option>
                {years.map((year) => (
                  <option key={year} value={year}>
                    {year}
                  </option>
                ))}
              </select>
            </label>
            <label className="text-sm font-semibold text-slate-900">
              {t("impact.revisions.quarter")}
              <select name="quarter" defaultValue={search.quarter ?? ""} className={select}>
                <option value="">{t("impact.revisions.all")}</option>
                {QUARTERS.map((quarter) => (
                  <option key={quarter} value={quarter}>
                    {f.quarterOnly(quarter)}
                  </option>
                ))}
              </select>
            </label>
            <button
              type="submit"
              className="min-h-11 rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
            >
              {t("impact.revisions.show")}
            </button>
          </div>
        </form>
        {!read.data ? (
          <p role="status" className="mt-8 text-slate-700">
            {read.isError ? t("impact.loadFailed") : t("impact.loading")}
          </p>
        ) : read.data.length === 0 ? (
          <p className="mt-8 text-slate-800">{t("impact.revisions.empty")}</p>
        ) : (
          <ol className="mt-8 space-y-4" data-testid="revisions">
            {read.data.map((revision) => (
              <Entry
                key={`${revision.at}-${revision.organization.name}-${revision.quarter}`}
                revision={revision}
              />
            ))}
          </ol>
        )}
        <Pages search={search} total={read.total ?? 0} />
      </div>
    </main>
  );
}
