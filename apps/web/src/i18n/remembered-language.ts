// The language a visitor chose with the language switch, kept in the browser for the next visit
// (docs/decisions/0029-public-site-in-two-languages.md). It never redirects: it only lets a page
// in the other language offer the chosen one (language-note.tsx). Storage may be refused
// (private modes, blocked storage): then nothing is remembered and nothing breaks.
import { isLanguage, type Language } from "@alliance/shared";

const CHOSEN_KEY = "site-language";
const NOTE_DISMISSED_KEY = "site-language-note-dismissed";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or refused storage: the choice is simply not remembered.
  }
}

export function rememberLanguage(language: Language): void {
  write(CHOSEN_KEY, language);
}

export function rememberedLanguage(): Language | undefined {
  const value = storage()?.getItem(CHOSEN_KEY);
  return isLanguage(value) ? value : undefined;
}

export function dismissLanguageNote(): void {
  write(NOTE_DISMISSED_KEY, "1");
}

export function languageNoteDismissed(): boolean {
  return storage()?.getItem(NOTE_DISMISSED_KEY) === "1";
}
