// How components say things: `const t = useT(); t("home.hero.title")`, or with values
// `t("common.results", { count })` (ICU MessageFormat; docs/decisions/0029-public-site-in-two-languages.md).
import { i18nFor } from "./catalogues";
import { useLanguage } from "./language-context";
import type { MessageId } from "./message-ids";

/** Values for a message's placeholders: numbers for plurals, strings for the rest. */
export type MessageValues = Record<string, string | number>;

export type Translate = (id: MessageId, values?: MessageValues) => string;

export function useT(): Translate {
  const i18n = i18nFor(useLanguage());
  return (id, values) => i18n._(id, values);
}
