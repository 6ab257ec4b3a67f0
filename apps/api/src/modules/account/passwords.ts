// Password hashing with argon2id (OWASP minimum: m=19 MiB, t=2, p=1). Unknown e-mails are
// checked against a dummy hash so a sign-in takes the same time whether or not the account exists.
import { randomBytes, randomInt } from "node:crypto";
import { type Algorithm, hash, verify } from "@node-rs/argon2";

/** `Algorithm` is a const enum in the typings; 2 is Argon2id. */
const ARGON2ID = 2 as Algorithm;

export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** A hash of a random secret, made once per process, used when the e-mail is unknown. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummyHash;
}

/** True when `password` matches `stored`; false (never a throw) for a malformed stored hash. */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  if (!stored) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A malformed stored hash (never produced by hashPassword): still spend the time.
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
}

/** A random password from letters and digits, for accounts whose password nobody should know. */
export function randomPassword(length = 20): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
