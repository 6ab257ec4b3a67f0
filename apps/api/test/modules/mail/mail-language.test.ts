// E-mails in the reader's language (docs/decisions/0030-language-of-e-mails-and-accounts.md),
// as a real SMTP server started in this process receives them: an acknowledgement in the language
// its form was sent in, invitations, resets and notifications in the language the recipient chose.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../../src/db/schema";
import { hashPassword } from "../../../src/modules/account/passwords";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";
import { linkIn, type ReceivedMail, type SmtpSink, startSmtpSink, tokenOf } from "../../smtp-sink";

let ctx: TestContext;
let sink: SmtpSink;
type Staff = Awaited<ReturnType<typeof createUserWithToken>>;
let adminSw: Staff;
let adminEn: Staff;

/** Sends what the outbox holds; the messages that reached the sink since `from`. */
async function deliveredSince(from: number) {
  await ctx.app.mailSender!.flush();
  return sink.messages.slice(from);
}
const to = (mails: ReceivedMail[], address: string) => {
  const mail = mails.find((m) => m.to.includes(address));
  if (!mail) throw new Error(`no message to ${address}`);
  return mail;
};

const application = {
  firstName: "Wanjiru",
  surName: "Kamau",
  role: "Mkurugenzi",
  email: "wanjiru@shirika.example",
  phone: "0712345678",
  organizationName: "Shirika la Ubunifu",
  website: "https://shirika.example",
};
const request = {
  firstName: "Baraka",
  surName: "Otieno",
  email: "baraka@shule.example",
  phone: "0711111111",
  organizationName: "Shule ya Kisumu",
  message: "Tungependa kujua zaidi kuhusu mafunzo.",
};

beforeAll(async () => {
  sink = await startSmtpSink();
  ctx = await createTestApp({
    SMTP_URL: sink.url,
    PUBLIC_URL: "https://alliance.example.org",
    MAIL_RETRY_SECONDS: "0",
    FORM_MAX_PER_WINDOW: "1000",
    ACCOUNT_MAIL_MAX_PER_IP: "1000",
  });
  adminSw = await createUserWithToken(ctx, { isAdmin: true, email: "mkuu@alliance.example" });
  adminEn = await createUserWithToken(ctx, { isAdmin: true, email: "chief@alliance.example" });
  expect(
    (
      await ctx.call("PUT", "/api/v1/users/me", {
        as: adminSw,
        body: { language: "sw" },
        remoteAddress: "10.3.0.1",
      })
    ).statusCode,
  ).toBe(200);
}, 180_000);
afterAll(async () => {
  await ctx.close();
  await sink.close();
}, 180_000);

describe("acknowledgements", () => {
  it("an application sent from the Kiswahili page is acknowledged in Kiswahili, with its reference and date", async () => {
    const from = sink.messages.length;
    const res = await ctx.call("POST", "/api/v1/members", {
      body: { ...application, language: "sw" },
      remoteAddress: "10.3.0.1",
    });
    expect(res.statusCode).toBe(201);
    const { reference } = res.json();
    const ack = to(await deliveredSince(from), application.email);
    expect(ack.subject).toBe(`Tumepokea maombi yako ya uanachama (${reference})`);
    expect(ack.text).toContain("Habari Wanjiru,");
    expect(ack.text).toContain(`Nambari ya kumbukumbu ya maombi haya ni ${reference}`);
    // The day it arrived, written the Kiswahili way (sw-KE): "tarehe 5 Machi 2026".
    const today = new Intl.DateTimeFormat("sw-KE", { dateStyle: "long", timeZone: "Africa/Nairobi" }).format(
      new Date(),
    );
    expect(ack.text).toContain(`tarehe ${today}`);
    expect(ack.text).toContain("Timu ya Kenya AI Skilling Alliance");
    expect(ack.text).toContain('<html lang="sw">');
    expect(ack.text).not.toMatch(/We received|Hello/);
  });

  it("a request whose browser prefers Kiswahili is acknowledged in Kiswahili", async () => {
    const from = sink.messages.length;
    const res = await ctx.call("POST", "/api/v1/requests", {
      headers: {
        "accept-language": "sw-KE,sw;q=0.9,en;q=0.5",
      },
      body: request,
      remoteAddress: "10.3.0.1",
    });
    expect(res.statusCode).toBe(201);
    const ack = to(await deliveredSince(from), request.email);
    expect(ack.subject).toBe(`Tumepokea ombi lako (${res.json().reference})`);
    expect(ack.text).toContain("Habari Baraka,");
    expect(ack.text).toContain("Kinachofuata:");
  });

  it("a request with no language is acknowledged in English", async () => {
    const from = sink.messages.length;
    const res = await ctx.call("POST", "/api/v1/requests", {
      body: { ...request, email: "english@shule.example" },
      remoteAddress: "10.3.0.1",
    });
    const ack = to(await deliveredSince(from), "english@shule.example");
    expect(ack.subject).toBe(`We received your request (${res.json().reference})`);
    const today = new Intl.DateTimeFormat("en-KE", { dateStyle: "long", timeZone: "Africa/Nairobi" }).format(
      new Date(),
    );
    expect(ack.text).toContain(`on ${today}`);
    expect(ack.text).toContain('<html lang="en">');
  });

  it("tells each admin of a new application in the language that admin chose", async () => {
    const from = sink.messages.length;
    await ctx.call("POST", "/api/v1/members", {
      body: { ...application, email: "juma@shirika.example", language: "en" },
      remoteAddress: "10.3.0.1",
    });
    const mails = await deliveredSince(from);
    expect(to(mails, adminSw.user.email).subject).toBe("Maombi mapya ya uanachama: Shirika la Ubunifu");
    expect(to(mails, adminSw.user.email).text).toContain("Kagua maombi");
    // The staff screen is in English only: a Kiswahili reader's link opens the Kiswahili sign-in
    // page, which goes on to the screen; an English reader's opens the screen itself.
    expect(to(mails, adminSw.user.email).text).toContain(
      "https://alliance.example.org/sw/login?next=%2Fadmin-members",
    );
    expect(to(mails, adminEn.user.email).subject).toBe("New membership application: Shirika la Ubunifu");
    expect(to(mails, adminEn.user.email).text).toContain("https://alliance.example.org/admin-members");
    expect(to(mails, adminEn.user.email).text).not.toContain("/sw/");
    // The applicant chose English: their acknowledgement is in English.
    expect(to(mails, "juma@shirika.example").subject).toMatch(/^We received your membership application/);
  });
});

describe("account e-mails", () => {
  it("an invitation follows the language the user chose", async () => {
    const created = await ctx.call("POST", "/api/v1/users/register", {
      as: adminEn,
      body: {
        username: "Akinyi",
        email: "akinyi@shirika.example",
        phone: "0712000000",
        organizationName: "Shirika",
      },
      remoteAddress: "10.3.0.1",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;
    // A new account reads English until its user chooses.
    const first = await deliveredSince(0);
    expect(to(first, "akinyi@shirika.example").subject).toMatch(/invited/i);

    const token = await ctx.app.tokens.issue(id);
    expect(
      (
        await ctx.call("PUT", "/api/v1/users/me", {
          headers: { authorization: `Bearer ${token}` },
          body: { language: "sw" },
          remoteAddress: "10.3.0.1",
        })
      ).statusCode,
    ).toBe(200);
    const from = sink.messages.length;
    expect(
      (
        await ctx.call("POST", `/api/v1/users/${id}/invite`, {
          as: adminEn,
          body: {},
          remoteAddress: "10.3.0.1",
        })
      ).statusCode,
    ).toBe(202);
    const invitation = to(await deliveredSince(from), "akinyi@shirika.example");
    expect(invitation.subject).toBe("Umealikwa kwenye tovuti ya wafanyakazi ya Kenya AI Skilling Alliance");
    expect(invitation.text).toContain("Habari Akinyi,");
    expect(invitation.text).toContain("Chagua nenosiri lako");
    expect(invitation.text).toContain("kwa siku 7");
    expect(invitation.text).toContain("akili bandia (AI)");
    // Its links open the Kiswahili pages: choosing a password and signing in.
    expect(linkIn(invitation)).toMatch(/^https:\/\/alliance\.example\.org\/sw\/set-password\?token=/);
    expect(invitation.text).toContain("https://alliance.example.org/sw/login");
    expect(first.find((m) => m.to.includes("akinyi@shirika.example"))?.text).not.toContain("/sw/");
    // The link in it works like an English one.
    const set = await ctx.call("POST", "/api/v1/users/reset-password", {
      body: {
        token: tokenOf(linkIn(invitation)),
        password: "mvua ya masika inanyesha",
      },
      remoteAddress: "10.3.0.1",
    });
    expect(set.statusCode).toBe(200);
  });

  it("an admin may choose the new user's language: the first invitation is then in Kiswahili", async () => {
    const from = sink.messages.length;
    const created = await ctx.call("POST", "/api/v1/users/register", {
      as: adminEn,
      body: {
        username: "Wanjiru",
        email: "wanjiru@shirika.example",
        phone: "0712000001",
        organizationName: "Shirika",
        language: "sw",
      },
      remoteAddress: "10.3.0.1",
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().language).toBe("sw");
    const invitation = to(await deliveredSince(from), "wanjiru@shirika.example");
    expect(invitation.subject).toBe("Umealikwa kwenye tovuti ya wafanyakazi ya Kenya AI Skilling Alliance");
    // An unknown language is refused and creates nobody.
    const refused = await ctx.call("POST", "/api/v1/users/register", {
      as: adminEn,
      body: {
        username: "Mgeni",
        email: "mgeni@shirika.example",
        phone: "0712000002",
        organizationName: "Shirika",
        language: "fr",
      },
      remoteAddress: "10.3.0.1",
    });
    expect(refused.statusCode).toBe(400);
    const users = await ctx.call("GET", "/api/v1/users?q=mgeni", { as: adminEn, remoteAddress: "10.3.0.1" });
    expect(users.json()).toEqual([]);
    // An edit may change it back; leaving it out keeps it.
    const id = created.json()._id;
    const edit = {
      username: "Wanjiru",
      email: "wanjiru@shirika.example",
      phone: "0712000001",
      organizationName: "Shirika",
    };
    expect(
      (
        await ctx.call("PUT", `/api/v1/users/${id}`, {
          as: adminEn,
          body: { ...edit, language: "en" },
          remoteAddress: "10.3.0.1",
        })
      ).json().language,
    ).toBe("en");
    expect(
      (
        await ctx.call("PUT", `/api/v1/users/${id}`, { as: adminEn, body: edit, remoteAddress: "10.3.0.1" })
      ).json().language,
    ).toBe("en");
  });

  it("a password reset and the password-changed notice follow the user's language", async () => {
    const [user] = await ctx.database.db
      .insert(users)
      .values({
        username: "Halima",
        email: "halima@shirika.example",
        phone: "0712000001",
        organizationName: "Shirika",
        language: "sw",
        passwordHash: await hashPassword("jua linawaka asubuhi"),
      })
      .returning();
    let from = sink.messages.length;
    expect(
      (
        await ctx.call("POST", "/api/v1/users/forgot-password", {
          body: { email: user!.email },
          remoteAddress: "10.3.0.1",
        })
      ).statusCode,
    ).toBe(202);
    const reset = to(await deliveredSince(from), user!.email);
    expect(reset.subject).toBe("Chagua nenosiri jipya la Kenya AI Skilling Alliance");
    expect(reset.text).toContain("kwa muda wa saa moja");
    // The link opens the Kiswahili page that sets the password.
    expect(linkIn(reset)).toMatch(/^https:\/\/alliance\.example\.org\/sw\/set-password\?token=/);

    from = sink.messages.length;
    const auth = { authorization: `Bearer ${await ctx.app.tokens.issue(user!.id)}` };
    const changed = await ctx.call("POST", "/api/v1/users/password", {
      headers: auth,
      body: { currentPassword: "jua linawaka asubuhi", newPassword: "mwezi unang'aa usiku" },
      remoteAddress: "10.3.0.1",
    });
    expect(changed.statusCode).toBe(200);
    const notice = to(await deliveredSince(from), user!.email);
    expect(notice.subject).toBe("Nenosiri lako la Kenya AI Skilling Alliance limebadilishwa");
    expect(notice.text).toContain("https://alliance.example.org/sw/forgot-password");
  });
});
