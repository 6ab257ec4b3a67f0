// The public list of news, events, jobs or insights (docs/decisions/0028-news-events-jobs-insights.md): heading, filters in a GET
// form (works before the JavaScript has loaded; with it the URL is set without a reload), one page
// of items and the links to the other pages. The filters and the page live in the URL
// (?q=&page=&...), so a filtered list can be shared and survives a reload. A list narrowed to one
// organisation (?organization=<slug>, the links of an organisation's page) says whose it shows.
import {
  CONTENT_LIST_PAGE_SIZE,
  type ContentKind,
  type ContentListSearch,
  contentListPath,
  contentSearchString,
  FOLLOW_KINDS,
  pathInLanguage,
} from "@alliance/shared";
import type { FormEvent, InputHTMLAttributes, ReactNode } from "react";
import { Link } from "wouter";
import { usePageTitle } from "../../app/page-meta";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";
import { paths } from "../../paths";
import { CHOICE_FILTERS, KIND_TEXTS } from "./content-labels";
import { type ListState, useContentList, useContentSearch } from "./use-content";

/** The lists a reader can follow by e-mail (the follow page). */
const FOLLOWED = new Set<string>(FOLLOW_KINDS);

export const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";
/** A link that reads as the page's main action (register, apply, the full report). */
export const primaryLinkClass =
  "inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark";
export const fieldClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-brand";

/** A filter's choice of one value, or all of them (the empty value), from the list's current filters. */
export function FilterChoice({
  name,
  search,
}: {
  name: keyof typeof CHOICE_FILTERS;
  search: ContentListSearch;
}) {
  const t = useT();
  const { label, all, names } = CHOICE_FILTERS[name];
  return (
    <label className="block text-sm font-semibold text-slate-800">
      {t(label)}
      <select name={name} defaultValue={search[name] ?? ""} className={fieldClass}>
        <option value="">{t(all)}</option>
        {Object.entries<MessageId>(names).map(([value, id]) => (
          <option key={value} value={value}>
            {t(id)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A filter typed in (the search, a month, a place), from the list's current filters. */
export function FilterText({
  label,
  name,
  search,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "defaultValue" | "className"> & {
  label: string;
  name: string;
  search: ContentListSearch;
}) {
  return (
    <label className="block text-sm font-semibold text-slate-800">
      {label}
      <input name={name} defaultValue={search[name] ?? ""} className={fieldClass} {...input} />
    </label>
  );
}

/** The links to the other pages of the list (real links: they work without JavaScript). */
function ListPages({ kind, search, total }: { kind: ContentKind; search: ContentListSearch; total: number }) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(total / CONTENT_LIST_PAGE_SIZE));
  const page = Math.min(pages, Number(search.page ?? "1"));
  if (pages <= 1) return null;
  const href = (target: number) => {
    const { page: _page, ...rest } = search;
    return `${contentListPath(kind)}${contentSearchString(target > 1 ? { ...rest, page: String(target) } : rest)}`;
  };
  const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3";
  return (
    <nav aria-label={t("content.listPages", { title: t(KIND_TEXTS[kind].title) })} className="mt-8">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} className={`${item} border-slate-400 bg-white text-brand`}>
              {t("content.previous")}
            </Link>
          </li>
        )}
        {Array.from({ length: pages }, (_, index) => index + 1)
          .filter((target) => target === 1 || target === pages || Math.abs(target - page) <= 2)
          .map((target) => (
            <li key={target}>
              <Link
                to={href(target)}
                aria-current={target === page ? "page" : undefined}
                aria-label={t("content.pageOf", { page: target, pages })}
                className={`${item} ${target === page ? "border-brand bg-brand text-white" : "border-slate-400 bg-white text-brand"}`}
              >
                {target}
              </Link>
            </li>
          ))}
        {page < pages && (
          <li>
            <Link to={href(page + 1)} className={`${item} border-slate-400 bg-white text-brand`}>
              {t("content.next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The filter form: `children` are the kind's own fields (each named as its URL parameter). */
function Filters({
  kind,
  search,
  onSearch,
  children,
}: {
  kind: ContentKind;
  search: ContentListSearch;
  onSearch: (next: ContentListSearch) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const language = useLanguage();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: ContentListSearch = {};
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string" && value.trim()) values[key] = value.trim();
    }
    onSearch(values);
  };
  const filtered = Object.keys(search).some((key) => key !== "page");
  // The kind's own filters wait behind a "Filter" button (a <details>, so it works without
  // JavaScript), so that on a phone the results come first; it is open while one of them is set.
  const chosen = Object.keys(search).filter((key) => !["q", "page", "organization"].includes(key)).length;
  return (
    <form
      method="get"
      // Without JavaScript the form is sent to the list in the page's language.
      action={pathInLanguage(contentListPath(kind), language)}
      aria-label={t("content.filters")}
      onSubmit={submit}
      // A new search or filter is a new form: its fields start from the URL again.
      key={contentSearchString(search)}
      className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <FilterText label={t("content.search")} name="q" search={search} type="search" maxLength={100} />
        <div className="flex flex-wrap items-end gap-3">
          <button
            type="submit"
            className="min-h-11 rounded-md bg-brand px-5 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {t("content.apply")}
          </button>
          {filtered && (
            <Link to={contentListPath(kind)} className={`${linkClass} py-2`}>
              {t("content.clear")}
            </Link>
          )}
        </div>
      </div>
      {children && (
        <details open={chosen > 0 || undefined} className="mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-slate-400 px-4 font-semibold text-brand-dark">
            {chosen > 0 ? t("content.filterChosen", { count: chosen }) : t("content.filter")}
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{children}</div>
        </details>
      )}
      {search.organization && <input type="hidden" name="organization" value={search.organization} />}
    </form>
  );
}

/** Whose items a list narrowed to one organisation shows, and the way back to everyone's. */
function OrganisationNotice({
  kind,
  search,
  name,
}: {
  kind: ContentKind;
  search: ContentListSearch;
  name: string;
}) {
  const t = useT();
  const { organization: _organization, page: _page, ...rest } = search;
  return (
    <p className="mb-2 text-slate-800">
      {name && <>{t("content.fromOrganisation", { name })} </>}
      <Link to={`${contentListPath(kind)}${contentSearchString(rest)}`} className={linkClass}>
        {t("content.allOrganisations")}
      </Link>
    </p>
  );
}

export interface ContentListProps<T> {
  kind: ContentKind;
  /** The kind's filter fields, from the list's current filters. */
  filters?: (search: ContentListSearch) => ReactNode;
  /** The list's feed, linked beside the intro. */
  feed?: { href: string; type: string; label: MessageId };
  /** The items of the page (a list of cards). */
  renderItems: (items: T[]) => ReactNode;
}

export function ContentListPage<T>({ kind, filters, feed, renderItems }: ContentListProps<T>) {
  const t = useT();
  const texts = KIND_TEXTS[kind];
  const [search, setSearch] = useContentSearch(kind);
  const state: ListState<T> = useContentList<T>(kind, search);
  usePageTitle(kind);
  const filtered = Object.keys(search).some((key) => key !== "page");
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-10 pb-16">
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-extrabold text-brand-dark sm:text-4xl">{t(texts.title)}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t(texts.intro)}</p>
        {/* Following by e-mail first; a feed stays beside it, the secondary way (lists with no
            follow, insights, show their feed links alone). */}
        {(FOLLOWED.has(kind) || feed) && (
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {FOLLOWED.has(kind) && (
              <Link to={paths.follow} className={linkClass}>
                {t("content.follow.link")}
              </Link>
            )}
            {feed && (
              <a href={feed.href} type={feed.type} className={linkClass}>
                {t(feed.label)}
              </a>
            )}
          </p>
        )}
        <Filters kind={kind} search={search} onSearch={setSearch}>
          {filters?.(search)}
        </Filters>
        <div aria-live="polite" className="mt-6">
          {state.status === "failed" ? (
            <p role="alert" className="text-slate-800">
              {t("content.loadFailed")}
            </p>
          ) : state.status === "loading" && state.items.length === 0 ? (
            <p role="status" className="text-slate-700">
              {t("content.loading")}
            </p>
          ) : state.items.length === 0 ? (
            <p className="text-slate-800">{t(filtered ? texts.emptyFiltered : texts.empty)}</p>
          ) : (
            <>
              {search.organization && (
                <OrganisationNotice
                  kind={kind}
                  search={search}
                  name={(state.items[0] as { organizationName?: string }).organizationName ?? ""}
                />
              )}
              <p className="text-sm text-slate-700">{t("content.results", { count: state.total })}</p>
              {renderItems(state.items)}
            </>
          )}
        </div>
        <ListPages kind={kind} search={search} total={state.total} />
      </div>
    </main>
  );
}
