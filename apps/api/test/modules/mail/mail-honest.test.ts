// Honest e-mail without SMTP: the mail status for admins, answers that say a message waits in the
// Outbox instead of "sent", and the reference number and acknowledgement e-mail of a public
// application or request.
import { ACCOUNT_TEXTS } from "@alliance/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserWithToken, type TestContext } from "../../helpers";

describe("e-mail without a mail server", () => {
  let ctx: TestContext;
  let admin: { auth: { authorization: string }; user: { id: string } };
  let org: { auth: { authorization: string }; user: { id: string; email: string } };
  beforeAll(async () => {
    ctx = await createTestApp({ FORM_MAX_PER_WINDOW: "1000", ACCOUNT_MAIL_MAX_PER_IP: "1000" });
    admin = await createUserWithToken(ctx, { isAdmin: true });
    org = await createUserWithToken(ctx, { organizationName: "Honest Org" });
  });
  afterAll(() => ctx?.close());

  const outboxTo = async (to: string) =>
    (
      (await ctx.database.db.execute(
        sql`select kind, subject, text_body from outbox where to_address = ${to} order by created_at`,
      )) as unknown as { rows: Array<{ kind: string; subject: string; text_body: string }> }
    ).rows;

  it("tells admins that e-mail waits in the Outbox, and how much", async () => {
    expect((await ctx.app.inject({ url: "/api/v1/mail/status" })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: "/api/v1/mail/status", headers: org.auth })).statusCode).toBe(403);
    const before = (await ctx.app.inject({ url: "/api/v1/mail/status", headers: admin.auth })).json();
    expect(before).toMatchObject({ smtp: false });
    const invite = await ctx.app.inject({
      method: "POST",
      url: `/api/v1/users/${org.user.id}/invite`,
      headers: admin.auth,
    });
    expect(invite.statusCode).toBe(202);
    expect(invite.json().message).toBe(ACCOUNT_TEXTS.invitationWaiting);
    const after = (await ctx.app.inject({ url: "/api/v1/mail/status", headers: admin.auth })).json();
    expect(after.waiting).toBe(before.waiting + 1);
    const forgot = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/users/forgot-password",
      payload: { email: org.user.email },
    });
    expect(forgot.json().message).toBe(ACCOUNT_TEXTS.forgotAnswerNoMail);
  });

  it("gives an application and a request a reference that their acknowledgement repeats", async () => {
    const applied = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/members",
      payload: {
        firstName: "Amina",
        surName: "Otieno",
        role: "Director",
        email: "amina@honest.example",
        phone: "0712 345 678",
        organizationName: "Honest Applicant",
        website: "https://honest.example",
      },
    });
    expect(applied.statusCode).toBe(201);
    const reference = applied.json().reference as string;
    expect(reference).toMatch(new RegExp(`^KAIA-M-${new Date().getFullYear()}-\\d{6}$`));
    const [ack] = await outboxTo("amina@honest.example");
    expect(ack).toMatchObject({ kind: "acknowledgement" });
    expect(ack!.subject).toContain(reference);
    expect(ack!.text_body).toContain(reference);
    expect(ack!.text_body).toContain("What happens next");

    const asked = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/requests",
      payload: {
        firstName: "Baraka",
        surName: "Mwangi",
        email: "baraka@honest.example",
        phone: "0712345678",
        organizationName: "Honest Requester",
        message: "Which courses suit teachers?",
      },
    });
    expect(asked.statusCode).toBe(201);
    const second = asked.json().reference as string;
    expect(second).toMatch(/^KAIA-R-\d{4}-\d{6}$/);
    expect(second.slice(-6)).not.toBe(reference.slice(-6));
    const [requestAck] = await outboxTo("baraka@honest.example");
    expect(requestAck!.text_body).toContain(second);
  });
});
