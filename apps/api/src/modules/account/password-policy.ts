// Password policy (OWASP ASVS 5.0 §6.2): 8 to 128 characters (PasswordInput in
// packages/shared), no composition rules, and not one of the passwords attackers try first.
// The list is checked on the server only (it is ~110 KB, kept out of the browser bundle); the
// form shows the server's 400 message. It is data, so it lives in apps/api/data/ and is read
// from disk once, when this module loads at start-up (a missing file stops the server at once).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { badRequest } from "../../lib/errors";
import { apiPackageDir } from "../../lib/paths";

export const COMMON_PASSWORD_MESSAGE =
  "This password is too common and easy to guess. Choose a longer phrase of several words.";

/** Parses the list: one password a line; blank lines and lines starting with `#` are skipped. */
export function parseCommonPasswords(text: string): Set<string> {
  const entries = text.split(/\r?\n/u).filter((line) => line !== "" && !line.startsWith("#"));
  return new Set(entries);
}

const commonPasswords = parseCommonPasswords(
  readFileSync(join(apiPackageDir(), "data", "common-passwords.txt"), "utf8"),
);
const list = () => commonPasswords;

/** Number of distinct entries in the shipped list (for tests). */
export const commonPasswordCount = () => list().size;

const KEYBOARD_ROWS = ["1234567890", "qwertyuiop", "asdfghjkl", "zxcvbnm", "abcdefghijklmnopqrstuvwxyz"];

/** True for one character repeated, or a straight run along the keyboard, digits or alphabet. */
function isTrivial(lower: string): boolean {
  if (/^(.)\1+$/u.test(lower)) return true;
  for (const row of KEYBOARD_ROWS) {
    for (const seq of [row, [...row].reverse().join("")]) {
      if (seq.includes(lower)) return true;
    }
  }
  return false;
}

/**
 * True when the password is on the common-password list (case-insensitive, surrounding spaces
 * ignored), is trivial (one repeated character, a straight run), or is the account's own e-mail,
 * e-mail name or username.
 */
export function isCommonPassword(
  password: string,
  context: { email?: string; username?: string } = {},
): boolean {
  const lower = password.trim().toLowerCase();
  if (list().has(lower) || isTrivial(lower)) return true;
  const email = context.email?.trim().toLowerCase();
  const username = context.username?.trim().toLowerCase();
  if (email && (lower === email || lower === email.split("@")[0])) return true;
  if (username && lower === username) return true;
  return false;
}

/** 400 on the body's `field` when the password is common for this account (see isCommonPassword). */
export function refuseCommonPassword(
  password: string,
  account: { email: string; username: string },
  field: string,
): void {
  if (isCommonPassword(password, account)) {
    throw badRequest(COMMON_PASSWORD_MESSAGE, [{ path: `body.${field}`, message: COMMON_PASSWORD_MESSAGE }]);
  }
}
