// Every message id, from the English catalogues (the completeness test keeps Kiswahili's the
// same), so that a mistyped or removed id is a type error where it is used.
import type account from "./locales/en/account.json";
import type common from "./locales/en/common.json";
import type contact from "./locales/en/contact.json";
import type content from "./locales/en/content.json";
import type credentials from "./locales/en/credentials.json";
import type home from "./locales/en/home.json";
import type impact from "./locales/en/impact.json";
import type learning from "./locales/en/learning.json";
import type membership from "./locales/en/membership.json";
import type meta from "./locales/en/meta.json";
import type picture from "./locales/en/picture.json";

export type MessageId =
  | keyof typeof common
  | keyof typeof meta
  | keyof typeof home
  | keyof typeof picture
  | keyof typeof learning
  | keyof typeof membership
  | keyof typeof contact
  | keyof typeof account
  | keyof typeof impact
  | keyof typeof content
  | keyof typeof credentials;

/**
 * The messages that name each of a list's values, `<prefix>.<value>`: typed as the exact ids, so
 * assigning the result to a `Record<Value, MessageId>` makes a missing message a type error.
 */
export const messageIdsFor = <const P extends string, const V extends string>(
  prefix: P,
  values: readonly V[],
): Record<V, `${P}.${V}`> =>
  Object.fromEntries(values.map((value) => [value, `${prefix}.${value}`])) as Record<V, `${P}.${V}`>;
