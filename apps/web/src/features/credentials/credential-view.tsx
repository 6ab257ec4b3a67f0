// A certificate's public page (/verify/<id>, docs/decisions/0041-open-badges-credentials.md): who
// it was awarded to (unless hidden), the course and its organisation, the dates, its status now,
// the issuer's standing in the registry, each check made, a QR code of the page, LinkedIn's
// "add a certification" link, the credential's JSON, and a print stylesheet that turns the page
// into a certificate. Complete without JavaScript: the server renders it with its read.
import type { CredentialPageOut, VerifyResultOut } from "@alliance/shared";
import { Link } from "wouter";
import { NewTabLink } from "../../components/public/new-tab-link";
import { LabelledSection } from "../../components/ui/labelled-section";
import type { MessageId } from "../../i18n/message-ids";
import { useFormat } from "../../i18n/use-format";
import { useT } from "../../i18n/use-t";
import { isNotFound, usePublicRead } from "../../lib/public-read/use-public-read";
import { organisationPath } from "../../paths";
import { CheckList } from "./check-list";

/** The page's one read: what the certificate's page shows, verified now. */
export const credentialPageRead = (id: string) => `/credentials/${encodeURIComponent(id)}/page`;

const STATUS_STYLE: Record<VerifyResultOut["status"], string> = {
  valid: "bg-green-100 text-green-900 ring-green-700",
  revoked: "bg-red-100 text-red-900 ring-red-700",
  suspended: "bg-amber-100 text-amber-950 ring-amber-700",
  unknown: "bg-slate-100 text-slate-900 ring-slate-600",
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-slate-900 wrap-anywhere sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

function CredentialDetails({ page }: { page: CredentialPageOut }) {
  const t = useT();
  const f = useFormat();
  const { summary, verification } = page;
  const status =
    verification.status === "suspended"
      ? t("credentials.status.suspended", { date: f.date(summary.statusChangedAt ?? summary.issuedAt) })
      : t(`credentials.status.${verification.status}` satisfies MessageId);
  return (
    <article className="certificate rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">
        {t("credentials.page.kicker")}
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-brand-dark wrap-anywhere sm:text-4xl">
        {t("credentials.page.title", { course: summary.course.title })}
      </h1>
      <dl className="mt-6">
        <Fact label={t("credentials.page.awardedTo")}>
          {summary.recipientName ?? (
            <span className="text-slate-700">{t("credentials.page.nameHidden")}</span>
          )}
        </Fact>
        <Fact label={t("credentials.page.issuedBy")}>
          <Link
            to={organisationPath(summary.organization.slug)}
            className="text-brand underline underline-offset-4"
          >
            {summary.organization.name}
          </Link>
        </Fact>
        <Fact label={t("credentials.page.completed")}>{f.date(summary.completedOn)}</Fact>
        <Fact label={t("credentials.page.issued")}>{f.date(summary.issuedAt)}</Fact>
        <Fact label={t("credentials.page.status")}>
          <span
            className={`inline-block rounded-full px-3 py-1 font-semibold ring-1 ${STATUS_STYLE[verification.status]}`}
          >
            {status}
          </span>
          {summary.status !== "active" && summary.statusReason && (
            <span className="mt-1 block text-slate-700">
              {t("credentials.page.reason", { reason: summary.statusReason })}
            </span>
          )}
        </Fact>
        <Fact label={t("credentials.page.standing")}>
          {verification.issuer.known
            ? t("credentials.page.known", { name: verification.issuer.name ?? summary.organization.name })
            : t("credentials.page.unknown")}
        </Fact>
      </dl>
      <p className="mt-6 text-slate-700">{t("credentials.page.about")}</p>
    </article>
  );
}

function Checks({ verification }: { verification: VerifyResultOut }) {
  const t = useT();
  return (
    <LabelledSection
      id="checks-title"
      title={t("credentials.page.checksHeading")}
      className="no-print mt-8"
      headingClassName="text-xl font-bold text-brand-dark"
    >
      <CheckList checks={verification.checks} />
    </LabelledSection>
  );
}

function Share({ page }: { page: CredentialPageOut }) {
  const t = useT();
  const action =
    "inline-block rounded-md px-4 py-2 font-semibold ring-1 ring-brand text-brand hover:bg-brand/10";
  return (
    <section aria-labelledby="share-title" className="mt-8 grid gap-6 sm:grid-cols-[auto_1fr]">
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(page.qrSvg)}`}
        alt={t("credentials.page.qrLabel")}
        width={160}
        height={160}
        className="h-40 w-40 rounded bg-white p-1 ring-1 ring-slate-200"
      />
      <div className="no-print">
        <h2 id="share-title" className="text-xl font-bold text-brand-dark">
          {t("credentials.page.shareHeading")}
        </h2>
        <ul className="mt-3 flex flex-wrap gap-3">
          <li>
            <NewTabLink href={page.linkedInUrl} className={action}>
              {t("credentials.page.linkedIn")}
            </NewTabLink>
          </li>
          <li>
            <a href={page.jsonUrl} download={`certificate-${page.summary.id}.json`} className={action}>
              {t("credentials.page.download")}
            </a>
          </li>
        </ul>
        <p className="mt-3 text-sm text-slate-700">{t("credentials.page.printHint")}</p>
      </div>
    </section>
  );
}

export function CredentialView({ id, notFound }: { id: string; notFound: React.ReactNode }) {
  const t = useT();
  const read = usePublicRead<CredentialPageOut>(credentialPageRead(id));
  if (read.isError && isNotFound(read.error)) return notFound;
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-8 pb-16">
      <div className="mx-auto max-w-3xl">
        {read.data ? (
          <>
            <CredentialDetails page={read.data} />
            <Checks verification={read.data.verification} />
            <Share page={read.data} />
          </>
        ) : (
          <p role="status" className="text-slate-700">
            {read.isError ? t("credentials.page.notFound") : "…"}
          </p>
        )}
      </div>
    </main>
  );
}
