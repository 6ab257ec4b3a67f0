// The e-mail catalogues (mail/texts): every language has the same keys and, key by key, the same
// {placeholders}, so no e-mail is sent with a hole or a stray brace in either language.
import { LANGUAGES } from "@alliance/shared";
import { describe, expect, it } from "vitest";
import {
  acknowledgementMail,
  formatPeriod,
  invitationMail,
  recordReviewedMail,
  reportReminderMail,
  reportReviewedMail,
} from "../../../src/modules/mail/templates";
import { fill, MAIL_TEXTS, placeholdersOf } from "../../../src/modules/mail/texts";

const sorted = (values: string[]) => [...values].sort();

describe("e-mail catalogues", () => {
  it("every language has exactly the English keys", () => {
    const english = sorted(Object.keys(MAIL_TEXTS.en));
    for (const language of LANGUAGES) expect(sorted(Object.keys(MAIL_TEXTS[language]))).toEqual(english);
  });

  it("every text names the same placeholders in every language", () => {
    for (const [key, template] of Object.entries(MAIL_TEXTS.en)) {
      for (const language of LANGUAGES) {
        const other = MAIL_TEXTS[language][key as keyof typeof MAIL_TEXTS.en];
        expect(sorted(placeholdersOf(other)), `${language}.${key}`).toEqual(sorted(placeholdersOf(template)));
      }
    }
  });

  it("no text is empty or left in English in Kiswahili, except names and codes", () => {
    const sameOnPurpose = new Set(["quarterQ1", "quarterQ2", "quarterQ3", "quarterQ4"]);
    for (const [key, english] of Object.entries(MAIL_TEXTS.en)) {
      const kiswahili = MAIL_TEXTS.sw[key as keyof typeof MAIL_TEXTS.en];
      expect(kiswahili.trim(), key).not.toBe("");
      if (!sameOnPurpose.has(key) && !/^\{\w+\}$/.test(english)) expect(kiswahili, key).not.toBe(english);
    }
  });

  it("fill refuses a template whose value is missing", () => {
    expect(fill("Hello {name},", { name: "Amina" })).toBe("Hello Amina,");
    expect(() => fill("Hello {name},", {})).toThrow(/name/);
  });
});

describe("e-mails in the reader's language", () => {
  it("writes dates, numbers and quarters for the language's locale", () => {
    const receivedAt = new Date("2026-03-05T09:00:00Z");
    const sw = acknowledgementMail("sw", {
      name: "Amina",
      kind: "request",
      reference: "KAIA-R-1",
      receivedAt,
    });
    expect(sw.subject).toBe("Tumepokea ombi lako (KAIA-R-1)");
    expect(sw.text).toContain("tarehe 5 Machi 2026");
    expect(sw.html).toContain('<html lang="sw">');
    const en = acknowledgementMail("en", {
      name: "Amina",
      kind: "request",
      reference: "KAIA-R-1",
      receivedAt,
    });
    expect(en.text).toContain("on 5 March 2026");
    expect(en.html).toContain('<html lang="en">');
    expect(formatPeriod("sw", { quarter: "Q2", year: 2026 })).toBe("robo ya pili ya mwaka 2026");
    expect(formatPeriod("en", { quarter: "Q2", year: 2026 })).toBe("Q2 2026");
  });

  it("writes notifications of reviews and reminders in Kiswahili", () => {
    const link = "https://alliance.example.org/admin-courses";
    const course = recordReviewedMail("sw", {
      what: "course",
      title: "AI kwa Wakulima",
      decision: "approved",
      link,
    });
    expect(course.subject).toBe('Imeidhinishwa: kozi yako "AI kwa Wakulima"');
    expect(course.text).toContain("Fungua tovuti ya wafanyakazi");
    const returned = reportReviewedMail("sw", {
      period: { quarter: "Q1", year: 2026 },
      organizationName: "Shirika la Mfano",
      outcome: "returned",
      note: "Tafadhali angalia idadi ya waliopata mafunzo.",
      link,
    });
    expect(returned.subject).toBe("Ripoti yako ya robo ya kwanza ya mwaka 2026 imerudishwa");
    expect(returned.text).toContain("Maelezo ya mkaguzi:\nTafadhali angalia idadi ya waliopata mafunzo.");
    const reminder = reportReminderMail("sw", {
      period: { quarter: "Q4", year: 2025 },
      organizationName: "Shirika la Mfano",
      link,
      second: true,
    });
    expect(reminder.subject).toBe(
      "Ukumbusho: ripoti yako ya robo ya nne ya mwaka 2025 inatakiwa kuwasilishwa",
    );
    expect(reminder.text).toContain("Huu ni ukumbusho wa pili wa kiotomatiki");
    expect(reminder.text).not.toContain("mwisho");
  });

  it("escapes a user's values in the HTML body in both languages", () => {
    for (const language of LANGUAGES) {
      const mail = invitationMail(language, {
        name: "<b>Eve</b>",
        email: "eve@example.org",
        link: "https://alliance.example.org/set-password?token=x",
        signInUrl: "https://alliance.example.org/login",
      });
      expect(mail.html).not.toContain("<b>Eve</b>");
      expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    }
  });
});
