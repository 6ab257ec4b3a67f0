// The public jobs list (open ones; by type, work mode and location; search) and a job's page: a
// closed job says so instead of disappearing (docs/decisions/0028-news-events-jobs-insights.md).
import {
  contentDescription,
  contentItemPath,
  contentLang,
  JOB_TYPES,
  type Job,
  WORK_MODES,
} from "@alliance/shared";
import { NewTabLink } from "../../components/public/new-tab-link";
import { PlainText } from "../../components/public/plain-text";
import { useLanguage } from "../../i18n/language-context";
import { useFormat } from "../../i18n/use-format";
import { type Translate, useT } from "../../i18n/use-t";
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
import { CONTENT_LANGUAGE_NAMES, JOB_TYPE_NAMES, PAY_NAMES, WORK_MODE_NAMES } from "./content-labels";
import { ContentListPage, fieldClass, LanguageFilter } from "./content-list-page";

type PublicJob = Omit<Job, "pendingChange">;

const jobFacts = (job: PublicJob, t: Translate) =>
  [t(JOB_TYPE_NAMES[job.type]), t(WORK_MODE_NAMES[job.workMode]), job.location].filter(Boolean).join(" · ");

/** "Language: English", on a card. */
export function LanguageLine({ language }: { language: PublicJob["language"] }) {
  const t = useT();
  return (
    <p>
      {t("content.language")}: {t(CONTENT_LANGUAGE_NAMES[language])}
    </p>
  );
}

/** "KES 80,000 a month", or "" when the job names no pay. */
export function payText(
  job: Pick<PublicJob, "payAmount" | "payPeriod">,
  t: Translate,
  number: (n: number) => string,
) {
  if (job.payAmount == null || !job.payPeriod) return "";
  return t(PAY_NAMES[job.payPeriod], { amount: number(job.payAmount) });
}

/** The address of an e-mail application, its subject filled in ("Application: AI Engineer"). */
export const applyMailto = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;

/** An e-mail address (the API lower-cases it) or an http(s) address. */
export const isEmailAddress = (value: string) => !value.includes("/") && value.includes("@");

function HowToApply({ value, title }: { value: string; title: string }) {
  const t = useT();
  const button = "inline-block rounded-md bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark";
  if (isEmailAddress(value))
    return (
      <a
        href={applyMailto(value, t("content.applySubject", { title }))}
        className={`${button} wrap-anywhere`}
      >
        {t("content.applyByEmail", { email: value })}
      </a>
    );
  return (
    <NewTabLink href={value} className={button}>
      {t("content.applyOnline")}
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
  const t = useT();
  const f = useFormat();
  const page = useLanguage();
  return (
    <ContentListPage<PublicJob>
      kind="jobs"
      filters={(search) => (
        <>
          <label className="block text-sm font-semibold text-slate-800">
            {t("content.jobType")}
            <select name="type" defaultValue={search.type ?? ""} className={fieldClass}>
              <option value="">{t("content.allTypes")}</option>
              {JOB_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(JOB_TYPE_NAMES[type])}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            {t("content.workMode")}
            <select name="workMode" defaultValue={search.workMode ?? ""} className={fieldClass}>
              <option value="">{t("content.allModes")}</option>
              {WORK_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(WORK_MODE_NAMES[mode])}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-semibold text-slate-800">
            {t("content.location")}
            <input
              name="location"
              defaultValue={search.location ?? ""}
              maxLength={100}
              className={fieldClass}
            />
          </label>
          <LanguageFilter value={search.language} />
        </>
      )}
      renderItems={(items) => (
        <ul className={cardGrid}>
          {items.map((item) => (
            <ItemCard
              key={item._id}
              href={contentItemPath("jobs", item.slug)}
              title={item.title}
              lang={contentLang(item.language, page)}
            >
              {item.organizationName && <p className="font-semibold">{item.organizationName}</p>}
              <p>{jobFacts(item, t)}</p>
              {payText(item, t, f.number) && <p>{payText(item, t, f.number)}</p>}
              <LanguageLine language={item.language} />
              <p>{t("content.closes", { date: f.date(item.closingDate) })}</p>
              <p lang={contentLang(item.language, page)}>{contentDescription(item.about, 140)}</p>
            </ItemCard>
          ))}
        </ul>
      )}
    />
  );
}

export function JobItemPage({ notFound }: ItemPageProps) {
  const t = useT();
  const f = useFormat();
  const page = useLanguage();
  return (
    <ContentItemPage<PublicJob>
      kind="jobs"
      notFound={notFound}
      render={(item) => (
        <>
          <ItemHeading title={item.title} lang={contentLang(item.language, page)}>
            {item.organizationName && (
              <p>
                <PostedBy name={item.organizationName} slug={item.organizationSlug} />
              </p>
            )}
          </ItemHeading>
          {item.closed && (
            <OverNotice>{t("content.jobClosed", { date: f.date(item.closingDate) })}</OverNotice>
          )}
          <dl className="mt-6 grid gap-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-800">{t("content.jobType")}</dt>
            <dd className="text-slate-800">{t(JOB_TYPE_NAMES[item.type])}</dd>
            <dt className="font-semibold text-slate-800">{t("content.workMode")}</dt>
            <dd className="text-slate-800">{t(WORK_MODE_NAMES[item.workMode])}</dd>
            <dt className="font-semibold text-slate-800">{t("content.location")}</dt>
            <dd className="text-slate-800 wrap-anywhere">{item.location}</dd>
            <dt className="font-semibold text-slate-800">{t("content.closingDate")}</dt>
            <dd className="text-slate-800">{f.date(item.closingDate)}</dd>
            {payText(item, t, f.number) && (
              <>
                <dt className="font-semibold text-slate-800">{t("content.pay")}</dt>
                <dd className="text-slate-800">{payText(item, t, f.number)}</dd>
              </>
            )}
            <dt className="font-semibold text-slate-800">{t("content.language")}</dt>
            <dd className="text-slate-800">{t(CONTENT_LANGUAGE_NAMES[item.language])}</dd>
          </dl>
          <ItemPart title={t("content.aboutJob")}>
            <div lang={contentLang(item.language, page)}>
              <PlainText text={item.about} />
            </div>
          </ItemPart>
          {item.responsibilities.length > 0 && (
            <ItemPart title={t("content.responsibilities")}>
              <div lang={contentLang(item.language, page)}>
                <TextList items={item.responsibilities} />
              </div>
            </ItemPart>
          )}
          {item.requirements.length > 0 && (
            <ItemPart title={t("content.requirements")}>
              <div lang={contentLang(item.language, page)}>
                <TextList items={item.requirements} />
              </div>
            </ItemPart>
          )}
          {!item.closed && (
            <ItemPart title={t("content.howToApply")}>
              <HowToApply value={item.howToApply} title={item.title} />
            </ItemPart>
          )}
        </>
      )}
    />
  );
}
