// The frame of a public item page (news, event, job, insight): the link back to the list, the
// item once loaded (server-rendered, else fetched), the 404 page for an unknown address.
import { type ContentKind, contentListPath, contentPageTitle } from "@alliance/shared";
import { type ReactNode, useEffect } from "react";

/** What the page of one item is given by its page module. */
export interface ItemPageProps {
  notFound: ReactNode;
}

import { Link, useParams } from "wouter";
import { LazyImage } from "../../components/public/lazy-image";
import { useT } from "../../i18n/use-t";
import { organisationPath } from "../../paths";
import { KIND_TEXTS } from "./content-labels";
import { linkClass } from "./content-list-page";
import { useContentItem } from "./use-content";

export function ContentItemPage<T extends { slug: string; title: string }>({
  kind,
  render,
  notFound,
}: {
  kind: ContentKind;
  render: (item: T) => ReactNode;
  /** The 404 page (pages are built from features, not the other way round). */
  notFound: ReactNode;
}) {
  const t = useT();
  const { slug = "" } = useParams<{ slug: string }>();
  const state = useContentItem<T>(kind, slug);
  const title = state.status === "ready" ? state.item.title : undefined;
  useEffect(() => {
    if (title) document.title = contentPageTitle(title);
  }, [title]);
  if (state.status === "missing") return notFound;
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-8 pb-16">
      <div className="mx-auto max-w-3xl">
        <Link
          to={contentListPath(kind)}
          className={`inline-flex items-center gap-1 ${linkClass} no-underline hover:underline`}
        >
          <span aria-hidden="true">←</span> {t(KIND_TEXTS[kind].back)}
        </Link>
        <div className="mt-4">
          {state.status === "ready" ? (
            <article>{render(state.item)}</article>
          ) : (
            <p role="status" className="text-slate-700">
              {state.status === "failed" ? t("content.itemLoadFailed") : t("content.loading")}
            </p>
          )}
        </div>
      </div>
    </main>
  );
}

/**
 * "By <organisation>": on an item's page a link to the organisation's page, which lists its other
 * items (plain text on a list's card, itself a link, and for an item of no organisation).
 */
export function PostedBy({ name, slug }: { name: string; slug?: string | undefined }) {
  const t = useT();
  if (!name) return null;
  const text = t("content.postedBy", { name });
  return slug ? (
    <Link to={organisationPath(slug)} className={linkClass}>
      {text}
    </Link>
  ) : (
    text
  );
}

/** An item's <h1> with the line under it (date, author). */
export function ItemHeading({
  title,
  lang,
  children,
}: {
  title: string;
  /** The title's language when it differs from the page's (contentLang). */
  lang?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <header>
      <h1 lang={lang} className="text-3xl font-extrabold text-brand-dark wrap-anywhere sm:text-4xl">
        {title}
      </h1>
      {children && <div className="mt-2 text-slate-700">{children}</div>}
    </header>
  );
}

/** A notice at the top of an item that is over (a past event, a closed job). */
export function OverNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="note"
      className="mt-4 rounded-lg border-l-4 border-amber-500 bg-amber-50 p-4 font-semibold text-slate-900"
    >
      {children}
    </p>
  );
}

/** A titled part of an item page. */
export function ItemPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-8">
      <h2 className="text-xl font-bold text-brand-dark">{title}</h2>
      <div className="mt-3 text-slate-800">{children}</div>
    </section>
  );
}

/** A card of a list: its title links to the item's page. */
export function ItemCard({
  href,
  title,
  image,
  lang,
  children,
}: {
  href: string;
  title: string;
  image?: string;
  /** The title's language when it differs from the page's (contentLang). */
  lang?: string | undefined;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      {image && (
        <LazyImage src={image} alt="" width={640} height={360} className="aspect-video w-full object-cover" />
      )}
      <div className="flex flex-1 flex-col p-5">
        <h2 lang={lang} className="text-lg font-bold text-brand-dark wrap-anywhere">
          <Link to={href} className="underline-offset-4 hover:underline">
            {title}
          </Link>
        </h2>
        <div className="mt-2 space-y-2 text-sm text-slate-700">{children}</div>
      </div>
    </li>
  );
}

export const cardGrid = "mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function Tags({ tags }: { tags: string[] }) {
  const t = useT();
  if (tags.length === 0) return null;
  return (
    <ul aria-label={t("content.tags")} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
          #{tag}
        </li>
      ))}
    </ul>
  );
}
