// The frame of a public item page (news, event, job, insight): the link back to the list, the
// item once loaded (server-rendered, else fetched), the 404 page for an unknown address.
import {
  type ContentKind,
  type ContentLanguage,
  contentItemPath,
  contentLang,
  contentListPath,
  contentPageTitle,
} from "@alliance/shared";
import { Fragment, type ReactNode, useEffect } from "react";

/** What the page of one item is given by its page module. */
export interface ItemPageProps {
  notFound: ReactNode;
}

import { Link, useParams } from "wouter";
import { LazyImage } from "../../components/public/lazy-image";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { organisationPath } from "../../paths";
import { KIND_TEXTS } from "./content-labels";
import { linkClass } from "./content-list-page";
import { useContentItem } from "./use-content";

/** What every public item has: its address, title, language (events, jobs) and organisation. */
interface PublicItem {
  slug: string;
  title: string;
  language?: ContentLanguage;
  organizationName: string;
  organizationSlug?: string | undefined;
}

/** "By <organisation>" under an item's title (nothing for an item of no organisation). */
const organisationLine = (item: PublicItem) =>
  item.organizationName ? (
    <p>
      <PostedBy name={item.organizationName} slug={item.organizationSlug} />
    </p>
  ) : null;

export function ContentItemPage<T extends PublicItem>({
  kind,
  byline = organisationLine,
  render,
  notFound,
}: {
  kind: ContentKind;
  /** The line under the title (by default who posted the item). */
  byline?: (item: T) => ReactNode;
  /** The item's page below its heading. */
  render: (item: T) => ReactNode;
  /** The 404 page (pages are built from features, not the other way round). */
  notFound: ReactNode;
}) {
  const t = useT();
  const page = useLanguage();
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
            <article>
              <ItemHeading title={state.item.title} lang={contentLang(state.item.language, page)}>
                {byline(state.item)}
              </ItemHeading>
              {render(state.item)}
            </article>
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
function ItemHeading({
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

/**
 * The date and who posted it ("Published 3 Dec 2026 · By <organisation>"): on an item's own page the
 * organisation links to its page (a list's card is itself a link).
 */
export function Byline({
  label,
  date,
  item,
  linkOrganisation = false,
}: {
  /** The date's message ("content.published"). */
  label: MessageId;
  date: string;
  item: Pick<PublicItem, "organizationName" | "organizationSlug">;
  linkOrganisation?: boolean;
}) {
  const t = useT();
  const f = useFormat();
  return (
    <p>
      {t(label, { date: f.date(date) })}
      {item.organizationName && (
        <>
          {" · "}
          <PostedBy
            name={item.organizationName}
            slug={linkOrganisation ? item.organizationSlug : undefined}
          />
        </>
      )}
    </p>
  );
}

/** One fact of an item: its label, its value and the value's extra classes. */
export type ItemFact = readonly [label: string, value: string, valueClass?: string];

/** An item's facts as label and value rows (a fact with no value is left out). */
export function ItemFacts({ facts }: { facts: readonly ItemFact[] }) {
  return (
    <dl className="mt-6 grid gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
      {facts
        .filter(([, value]) => value)
        .map(([label, value, valueClass]) => (
          <Fragment key={label}>
            <dt className="font-semibold text-slate-800">{label}</dt>
            <dd className={valueClass ? `text-slate-800 ${valueClass}` : "text-slate-800"}>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

/** An item's picture, full width under its heading (nothing when it has none). */
export function ItemImage({ src }: { src: string | undefined }) {
  if (!src) return null;
  return (
    <LazyImage
      src={src}
      alt=""
      width={960}
      height={540}
      className="mt-6 aspect-video w-full rounded-xl object-cover"
    />
  );
}

/** A list's cards, one an item, each titled with a link to the item's page. */
export function ItemCards<T extends PublicItem & { _id: string; image?: string }>({
  kind,
  items,
  children,
}: {
  kind: ContentKind;
  items: T[];
  /** A card's lines under its title. */
  children: (item: T) => ReactNode;
}) {
  const page = useLanguage();
  return (
    <ul className={cardGrid}>
      {items.map((item) => (
        <ItemCard
          key={item._id}
          href={contentItemPath(kind, item.slug)}
          title={item.title}
          image={item.image}
          lang={contentLang(item.language, page)}
        >
          {children(item)}
        </ItemCard>
      ))}
    </ul>
  );
}

/** A card of a list: its title links to the item's page. */
function ItemCard({
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

const cardGrid = "mt-3 grid gap-6 sm:grid-cols-2 lg:grid-cols-3";

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
