import { describe, expect, it } from "vitest";
import { isPhoneNumber, isWebsite } from "./contact-formats";

describe("isPhoneNumber", () => {
  it.each([
    "0712345678",
    "0712 345 678",
    "0110-123-456",
    "+254712345678",
    "+254 712 345 678",
    "254712345678",
    "+44 20 7946 0958",
    "0044 20 7946 0958",
    "+1 (415) 555-0100",
  ])("accepts %s", (value) => expect(isPhoneNumber(value)).toBe(true));

  it.each(["12345", "0812345678", "071234567", "+0 123 456 789", "phone", "07123456789012", "+12"])(
    "refuses %s",
    (value) => expect(isPhoneNumber(value)).toBe(false),
  );
});

describe("isWebsite", () => {
  it.each([
    "https://example.org",
    "http://www.example.co.ke/about",
    "example.org",
    "org-a.example",
    "https://a.io:8080/x?y=1",
  ])("accepts %s", (value) => expect(isWebsite(value)).toBe(true));

  it.each([
    "example",
    "https://",
    "not a site.com",
    "http://localhost",
    "ftp//x.org",
    "javascript:alert(1)",
    "https://-bad.org",
  ])("refuses %s", (value) => expect(isWebsite(value)).toBe(false));
});
