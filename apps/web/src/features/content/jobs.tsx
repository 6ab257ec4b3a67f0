// The public jobs list (open ones; by type, work mode and location; search) and a job's page: a
// closed job says so instead of disappearing (docs/decisions/0028-news-events-jobs-insights.md).
import { contentDescription, contentLang, type Job } from "@alliance/shared";
import { NewTabLink } from "../../components/public/new-tab-link";
import { PlainText } from "../../components/public/plain-text";
import { useLanguage } from "../../i18n/language-context";
import { useFormat } from "../../i18n/use-format";
import { type Translate, useT } from "../../i18n/use-t";
import {
  ContentItemPage,
  ItemCards,
  ItemFacts,
  type ItemPageProps,
  ItemPart,
  OverNotice,
} from "./content-item-page";
import { CONTENT_LANGUAGE_NAMES, JOB_TYPE_NAMES, PAY_NAMES, WORK_MODE_NAMES } from "./content-labels";
import { ContentListPage, FilterChoice, FilterText, primaryLinkClass } from "./content-list-page";

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
  if (isEmailAddress(value))
    return (
      <a
        href={applyMailto(value, t("content.applySubject", { title }))}
        className={`${primaryLinkClass} wrap-anywhere`}
      >
        {t("content.applyByEmail", { email: value })}
      </a>
    );
  return (
    <NewTabLink href={value} className={primaryLinkClass}>
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
          <FilterChoice name="type" search={search} />
          <FilterChoice name="workMode" search={search} />
          <FilterText label={t("content.location")} name="location" search={search} maxLength={100} />
          <FilterChoice name="language" search={search} />
        </>
      )}
      renderItems={(items) => (
        <ItemCards kind="jobs" items={items}>
          {(item) => (
            <>
              {item.organizationName && <p className="font-semibold">{item.organizationName}</p>}
              <p>{jobFacts(item, t)}</p>
              {payText(item, t, f.number) && <p>{payText(item, t, f.number)}</p>}
              <LanguageLine language={item.language} />
              <p>{t("content.closes", { date: f.date(item.closingDate) })}</p>
              <p lang={contentLang(item.language, page)}>{contentDescription(item.about, 140)}</p>
            </>
          )}
        </ItemCards>
      )}
    />
  );
}

/** A list of the job's lines (requirements, responsibilities) under its title, when it has any. */
function JobLines({ title, items, lang }: { title: string; items: string[]; lang: string | undefined }) {
  if (items.length === 0) return null;
  return (
    <ItemPart title={title}>
      <div lang={lang}>
        <TextList items={items} />
      </div>
    </ItemPart>
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
          {item.closed && (
            <OverNotice>{t("content.jobClosed", { date: f.date(item.closingDate) })}</OverNotice>
          )}
          <ItemFacts
            facts={[
              [t("content.jobType"), t(JOB_TYPE_NAMES[item.type])],
              [t("content.workMode"), t(WORK_MODE_NAMES[item.workMode])],
              [t("content.location"), item.location, "wrap-anywhere"],
              [t("content.closingDate"), f.date(item.closingDate)],
              [t("content.pay"), payText(item, t, f.number)],
              [t("content.language"), t(CONTENT_LANGUAGE_NAMES[item.language])],
            ]}
          />
          <ItemPart title={t("content.aboutJob")}>
            <div lang={contentLang(item.language, page)}>
              <PlainText text={item.about} />
            </div>
          </ItemPart>
          <JobLines
            title={t("content.responsibilities")}
            items={item.responsibilities}
            lang={contentLang(item.language, page)}
          />
          <JobLines
            title={t("content.requirements")}
            items={item.requirements}
            lang={contentLang(item.language, page)}
          />
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
