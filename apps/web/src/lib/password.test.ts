import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET } from "@alliance/shared";
import { describe, expect, it, vi } from "vitest";
import { generatePassword } from "./password";

describe("generatePassword", () => {
  it("makes 10 characters from letters, digits and !@#$%^&*", () => {
    expect(GENERATED_PASSWORD_LENGTH).toBe(10);
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(10);
      expect(password).toMatch(/^[A-Za-z0-9!@#$%^&*]{10}$/);
    }
  });

  it("uses crypto.getRandomValues", () => {
    const spy = vi.spyOn(globalThis.crypto, "getRandomValues");
    generatePassword();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it("maps random values onto the alphabet", () => {
    let next = 0;
    const password = generatePassword(5, (array) => {
      for (let i = 0; i < array.length; i++) array[i] = next++;
      return array;
    });
    expect(password).toBe(PASSWORD_ALPHABET.slice(0, 5));
  });

  it("skips values that would bias the choice", () => {
    const size = PASSWORD_ALPHABET.length;
    const limit = Math.floor(0x1_0000_0000 / size) * size;
    const values = [limit, 0xffff_ffff, 62, 63];
    const password = generatePassword(2, (array) => {
      array.fill(1);
      values.forEach((v, i) => {
        if (i < array.length) array[i] = v;
      });
      values.splice(0, values.length);
      return array;
    });
    expect(password).toBe(PASSWORD_ALPHABET[62]! + PASSWORD_ALPHABET[63]!);
  });

  it("covers every character of the alphabet over many draws", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) for (const c of generatePassword()) seen.add(c);
    expect(seen.size).toBe(PASSWORD_ALPHABET.length);
    expect([...seen].every((c) => PASSWORD_ALPHABET.includes(c))).toBe(true);
  });

  it("differs between calls", () => {
    const all = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(all.size).toBe(50);
  });
});
