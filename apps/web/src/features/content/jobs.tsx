// The public jobs list (open ones; by type, work mode and location; search) and a job's page: a
// closed job says so instead of disappearing (docs/decisions/0028-news-events-jobs-insights.md).
import {
  CONTENT_TEXTS,
  contentDescription,
  contentItemPath,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  type Job,
  kenyanDate,
  WORK_MODE_LABELS,
  WORK_MODES,
} from "@alliance/shared";
import { NewTabLink } from "../../components/public/new-tab-link";
import { PlainText } from "../../components/public/plain-text";
import {
  ContentItemPage,
  cardGrid,
  ItemCard,
  ItemHeading,
  type ItemPageProps,
  ItemPart,
  OverNotice,
  PostedBy,
} from "./content-item-page";
import { ContentListPage, fieldClass } from "./content-list-page";

type PublicJob = Omit<Job, "pendingChange">;

const jobFacts = (job: PublicJob) =>
  [JOB_TYPE_LABELS[job.type], WORK_MODE_LABELS[job.workMode], job.location].filter(Boolean).join(" · ");

/** An e-mail address (the API lower-cases it) or an http(s) address. */
export const isEmailAddress = (value: string) => !value.includes("/") && value.includes("@");

function HowToApply({ value }: { value: string }) {
  const button = "inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark";
  if (isEmailAddress(value))
    return (
      <a href={`mailto:${value}`} className={`${button} wrap-anywhere`}>
        {CONTENT_TEXTS.applyByEmail(value)}
      </a>
    );
  return (
    <NewTabLink href={value} className={button}>
      {CONTENT_TEXTS.applyOnline}
    </NewTabLink>
  );
}

function TextList({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-6">
      {items.map((item) => (
        <li key={item} className="wrap-anywhere">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function JobsListPage() {
  return (
    <ContentListPage<PublicJob>
      kind="jobs"
      filters={(search) => (
        <>
          <label className="block text-sm font-semibold text-slate-800">
            {CONTENT_TEXTS.jobType}
            <select name="type" defaultValue={search.type ?? ""} className={fieldClass}>
              <option value="">{CONTENT_TEXTS.allTypes}</option>
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {JOB_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            {CONTENT_TEXTS.workMode}
            <select name="workMode" defaultValue={search.workMode ?? ""} className={fieldClass}>
              <option value="">{CONTENT_TEXTS.allModes}</option>
              {WORK_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {WORK_MODE_LABELS[mode]}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            {CONTENT_TEXTS.location}
            <input
              name="location"
              defaultValue={search.location ?? ""}
              maxLength={100}
              className={fieldClass}
            />
          </label>
        </>
      )}
      renderItems={(items) => (
        <ul className={cardGrid}>
          {items.map((item) => (
            <ItemCard key={item._id} href={contentItemPath("jobs", item.slug)} title={item.title}>
              {item.organizationName && <p className="font-semibold">{item.organizationName}</p>}
              <p>{jobFacts(item)}</p>
              <p>{CONTENT_TEXTS.closes(kenyanDate(item.closingDate))}</p>
              <p>{contentDescription(item.about, 140)}</p>
            </ItemCard>
          ))}
        </ul>
      )}
    />
  );
}

export function JobItemPage({ notFound }: ItemPageProps) {
  return (
    <ContentItemPage<PublicJob>
      kind="jobs"
      notFound={notFound}
      render={(item) => (
        <>
          <ItemHeading title={item.title}>
            {item.organizationName && (
              <p>
                <PostedBy name={item.organizationName} slug={item.organizationSlug} />
              </p>
            )}
          </ItemHeading>
          {item.closed && <OverNotice>{CONTENT_TEXTS.jobClosed(kenyanDate(item.closingDate))}</OverNotice>}
          <dl className="mt-6 grid gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-800">{CONTENT_TEXTS.jobType}</dt>
            <dd className="text-slate-800">{JOB_TYPE_LABELS[item.type]}</dd>
            <dt className="font-semibold text-slate-800">{CONTENT_TEXTS.workMode}</dt>
            <dd className="text-slate-800">{WORK_MODE_LABELS[item.workMode]}</dd>
            <dt className="font-semibold text-slate-800">{CONTENT_TEXTS.location}</dt>
            <dd className="text-slate-800 wrap-anywhere">{item.location}</dd>
            <dt className="font-semibold text-slate-800">{CONTENT_TEXTS.closingDate}</dt>
            <dd className="text-slate-800">{kenyanDate(item.closingDate)}</dd>
          </dl>
          <ItemPart title={CONTENT_TEXTS.aboutJob}>
            <PlainText text={item.about} />
          </ItemPart>
          {item.responsibilities.length > 0 && (
            <ItemPart title={CONTENT_TEXTS.responsibilities}>
              <TextList items={item.responsibilities} />
            </ItemPart>
          )}
          {item.requirements.length > 0 && (
            <ItemPart title={CONTENT_TEXTS.requirements}>
              <TextList items={item.requirements} />
            </ItemPart>
          )}
          {!item.closed && (
            <ItemPart title={CONTENT_TEXTS.howToApply}>
              <HowToApply value={item.howToApply} />
            </ItemPart>
          )}
        </>
      )}
    />
  );
}
