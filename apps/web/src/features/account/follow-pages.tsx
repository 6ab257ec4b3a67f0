// Following new jobs, events and news by e-mail (docs/decisions/0052-follow-by-e-mail.md): the
// sign-up and the two pages its e-mails link to (confirm, unsubscribe). Each is a real form sent
// by the browser itself (method="post" to the page's own address), with or without JavaScript:
// the server checks it with the shared schema, calls the API and renders the page again with its
// answer or the refusals beside their fields (apps/api/src/modules/site/forms.ts). A link's page
// acts only when its button is pressed, so a mail scanner fetching the link changes nothing.
import {
  FOLLOW_FREQUENCIES,
  FOLLOW_KINDS,
  FOLLOW_TEXTS,
  type FormPageState,
  PAGES,
  pathInLanguage,
} from "@alliance/shared";
import { usePageTitle } from "../../app/page-meta";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";
import { useFormPageState } from "../../lib/public-read/page-state";
import { paths } from "../../paths";
import { AccountCard, CardLink, DoneMessage, SubmitButton } from "./account-card";
import { EmailField } from "./password-field";

const linkClass = "font-semibold text-brand underline underline-offset-4 hover:text-brand-dark";
const legendClass = "font-semibold text-slate-800";
const errorClass = "mt-1 text-sm text-red-700";

/**
 * The refusal of the whole form (too many requests, a server failure), in the page's language; on
 * a link's page, any refusal of its token (unknown, used, expired, missing) is "no longer valid".
 */
function failureOf(sent: FormPageState | undefined, link = false): MessageId | null {
  if (!sent?.failure) return null;
  if (sent.failure.message === FOLLOW_TEXTS.invalidLink || (link && sent.failure.status === 400))
    return "content.follow.invalidLink";
  return sent.failure.status === 429 ? "content.follow.tooMany" : "content.follow.failed";
}

function Failure({ message }: { message: string | null }) {
  return message ? (
    <p
      role="alert"
      className="mt-4 rounded-md bg-red-50 p-3 text-sm font-medium text-red-900 ring-1 ring-red-200"
    >
      {message}
    </p>
  ) : null;
}

export function FollowPage() {
  usePageTitle("follow");
  const t = useT();
  const language = useLanguage();
  const sent = useFormPageState("follow");
  const values = sent?.values ?? {};
  const issue = (path: string) => sent?.issues.some((item) => item.path === path) ?? false;
  const failure = failureOf(sent);
  const chosenLanguage = values.language || language;
  return (
    <AccountCard title={t("pageTitle.follow")} intro={t("content.follow.intro")}>
      <DoneMessage message={sent?.done ? t("content.follow.answer") : null} />
      <Failure message={failure && t(failure)} />
      {!sent?.done && (
        <form
          noValidate
          method="post"
          action={pathInLanguage(PAGES.follow.path, language)}
          className="mt-6 space-y-5"
        >
          <EmailField
            defaultValue={values.email ?? ""}
            autoComplete="email"
            required
            error={issue("email") ? t("content.follow.emailInvalid") : undefined}
          />
          <fieldset aria-describedby={issue("kinds") ? "follow-kinds-error" : undefined}>
            <legend className={legendClass}>{t("content.follow.kinds")}</legend>
            {FOLLOW_KINDS.map((kind) => (
              <label key={kind} className="mt-2 flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name={kind}
                  value="on"
                  defaultChecked={sent ? !!values[kind] : true}
                  className="size-5"
                />
                {t(`content.follow.kind.${kind}`)}
              </label>
            ))}
            {issue("kinds") && (
              <p id="follow-kinds-error" className={errorClass}>
                {t("content.follow.kindsRequired")}
              </p>
            )}
          </fieldset>
          <fieldset aria-describedby={issue("frequency") ? "follow-frequency-error" : undefined}>
            <legend className={legendClass}>{t("content.follow.frequency")}</legend>
            {FOLLOW_FREQUENCIES.map((frequency) => (
              <label key={frequency} className="mt-2 flex min-h-11 items-center gap-3">
                <input
                  type="radio"
                  name="frequency"
                  value={frequency}
                  defaultChecked={(values.frequency || "weekly") === frequency}
                  className="size-5"
                />
                {t(`content.follow.frequency.${frequency}`)}
              </label>
            ))}
            {issue("frequency") && (
              <p id="follow-frequency-error" className={errorClass}>
                {t("content.follow.frequencyRequired")}
              </p>
            )}
          </fieldset>
          <fieldset>
            <legend className={legendClass}>{t("content.follow.language")}</legend>
            {(["en", "sw"] as const).map((code) => (
              <label key={code} className="mt-2 flex min-h-11 items-center gap-3" lang={code}>
                <input
                  type="radio"
                  name="language"
                  value={code}
                  defaultChecked={chosenLanguage === code}
                  className="size-5"
                />
                {t(`content.follow.language.${code}`)}
              </label>
            ))}
          </fieldset>
          <SubmitButton label={t("content.follow.submit")} busy={false} busyLabel="" />
        </form>
      )}
      <section className="mt-8 border-t border-slate-200 pt-4 text-sm text-slate-700">
        <h2 className="font-semibold text-slate-800">{t("content.follow.feed.title")}</h2>
        <p className="mt-1">{t("content.follow.feed.text")}</p>
        <p className="mt-2">
          <a href="/news.atom" type="application/atom+xml" className={linkClass}>
            {t("content.follow.feed.link")}
          </a>
        </p>
      </section>
    </AccountCard>
  );
}

const LINK_PAGES = {
  confirm: {
    page: "followConfirm",
    intro: "content.follow.confirm.intro",
    button: "content.follow.confirm.button",
    done: "content.follow.confirm.done",
  },
  unsubscribe: {
    page: "followUnsubscribe",
    intro: "content.follow.unsubscribe.intro",
    button: "content.follow.unsubscribe.button",
    done: "content.follow.unsubscribe.done",
  },
} as const;

/**
 * The page an e-mail's link opens: one button. The form has no action, so it goes back to this
 * page's own address, whose `token` the server sends on to the API.
 */
export function FollowLinkPage({ action }: { action: keyof typeof LINK_PAGES }) {
  const words = LINK_PAGES[action];
  usePageTitle(words.page);
  const t = useT();
  const sent = useFormPageState(words.page);
  const failure = failureOf(sent, true);
  return (
    <AccountCard title={t(`pageTitle.${words.page}`)} intro={t(words.intro)}>
      <DoneMessage message={sent?.done ? t(words.done) : null} />
      <Failure message={failure && t(failure)} />
      {!sent?.done && (
        <form method="post" className="mt-6">
          <SubmitButton label={t(words.button)} busy={false} busyLabel="" />
        </form>
      )}
      {(sent?.done || failure) && <CardLink to={paths.follow}>{t("content.follow.again")}</CardLink>}
    </AccountCard>
  );
}
