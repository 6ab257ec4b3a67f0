// Loads the compiled catalogues (docs/decisions/0029-public-site-in-two-languages.md). Each
// language and namespace is its own chunk, compiled by @lingui/vite-plugin from
// locales/<language>/<namespace>.json, and only the current language's are ever requested: a
// Kiswahili page downloads no English message. One Lingui instance per language holds what has
// been loaded so far; loading only ever adds messages, so the server can share them between
// requests (it renders synchronously once a page's namespaces are loaded).
import { LANGUAGE_LOCALES, LANGUAGES, type Language } from "@alliance/shared";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Namespace } from "./namespaces";

const compiled = import.meta.glob<Messages>("./locales/*/*.json", {
  query: "?lingui",
  import: "messages",
});

const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({ locale: LANGUAGE_LOCALES[language], messages: { [LANGUAGE_LOCALES[language]]: {} } }),
  ]),
) as Record<Language, I18n>;

const loaded = new Set<string>();
const loading = new Map<string, Promise<void>>();

/** The Lingui instance of a language (its locale is the Intl one, e.g. "sw-KE", for plurals). */
export function i18nFor(language: Language): I18n {
  return instances[language];
}

export function isNamespaceLoaded(language: Language, namespace: Namespace): boolean {
  return loaded.has(`${language}/${namespace}`);
}

/** A catalogue's module as keyed in the client build's manifest, for the server's modulepreload. */
export function catalogueModule(language: Language, namespace: Namespace): string {
  return `src/i18n/locales/${language}/${namespace}.json?lingui`;
}

/** Adds a namespace's messages to the language's instance (once; later calls share the first). */
export function loadNamespace(language: Language, namespace: Namespace): Promise<void> {
  const key = `${language}/${namespace}`;
  const started = loading.get(key);
  if (started) return started;
  const load = compiled[`./locales/${key}.json`];
  if (!load) return Promise.reject(new Error(`No catalogue ${key}`));
  const promise = load().then((messages) => {
    instances[language].load(LANGUAGE_LOCALES[language], messages);
    loaded.add(key);
  });
  loading.set(key, promise);
  promise.catch(() => loading.delete(key));
  return promise;
}
