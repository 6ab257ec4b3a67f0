// The account pages' words for what the server answers (sign in, forgotten password, choose a
// password): the API writes English, the shared constants name each answer, and the page says it
// in its own language. An answer the catalogue does not name keeps its words on the English page
// and gives way to `fallback` on the Kiswahili one (docs/decisions/0029-public-site-in-two-languages.md).
// Only zod-free constants here (the sign-in page's first load stays light); a page whose module
// already holds others (ACCOUNT_TEXTS) passes them in `more`.
import { API_ERRORS, TOASTS } from "@alliance/shared";
import { useLanguage } from "../../i18n/language-context";
import type { MessageId } from "../../i18n/message-ids";
import { useT } from "../../i18n/use-t";

/** The server's words and the catalogue message of each. */
export type ServerTexts = Record<string, MessageId>;

const SERVER_TEXTS: ServerTexts = {
  [API_ERRORS.invalidCredentials]: "account.login.invalidCredentials",
  [API_ERRORS.tooManyAttempts]: "account.login.tooMany",
  [API_ERRORS.tooManyRequests]: "account.tooMany",
  [TOASTS.networkError]: "account.networkError",
};

/** `say(message, fallback)`: the server's `message` in the page's language. */
export function useServerText(more: ServerTexts = {}) {
  const t = useT();
  const language = useLanguage();
  return (message: string, fallback: MessageId): string => {
    const known = more[message] ?? SERVER_TEXTS[message];
    if (known) return t(known);
    return language === "en" && message ? message : t(fallback);
  };
}
