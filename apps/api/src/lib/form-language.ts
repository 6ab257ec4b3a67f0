// The language a public form's acknowledgement is written in: the page's language the form sent,
// else the one the browser's Accept-Language prefers, else English
// (docs/decisions/0030-language-of-e-mails-and-accounts.md).
import { DEFAULT_LANGUAGE, type Language, languageFromAcceptLanguage } from "@alliance/shared";
import type { FastifyRequest } from "fastify";

export function formLanguage(request: FastifyRequest, given: Language | undefined): Language {
  return given ?? languageFromAcceptLanguage(request.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
}
