// The user form's password generator (docs/product/spec.md §5): GENERATED_PASSWORD_LENGTH characters drawn
// uniformly from letters, digits and !@#$%^&* with the browser's cryptographic generator.
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET } from "@alliance/shared";

type RandomSource = (array: Uint32Array) => Uint32Array;

const defaultRandom: RandomSource = (array) => globalThis.crypto.getRandomValues(array);

export function generatePassword(
  length: number = GENERATED_PASSWORD_LENGTH,
  random: RandomSource = defaultRandom,
  alphabet: string = PASSWORD_ALPHABET,
): string {
  const size = alphabet.length;
  // Rejection sampling: values at or above `limit` would make some characters more likely.
  const limit = Math.floor(0x1_0000_0000 / size) * size;
  let result = "";
  const buffer = new Uint32Array(length * 2);
  while (result.length < length) {
    random(buffer);
    for (const value of buffer) {
      if (value >= limit) continue;
      result += alphabet[value % size];
      if (result.length === length) break;
    }
  }
  return result;
}
