// Accounts people run themselves: forgotten-password and invitation links, changing one's own
// password, notification switches, and (admins) re-sending an invitation and reading the outbox.
// Every e-mail is queued in the transaction of the change that causes it (mail/outbox.ts).
import { setTimeout as sleep } from "node:timers/promises";
import {
  ACCOUNT_TEXTS,
  API_ERRORS,
  ChangePasswordInput,
  ForgotPasswordInput,
  IdParam,
  MAX_PAGE_SIZE,
  MailStatusOut,
  MessageOut,
  NOTIFICATION_KEYS,
  NotificationSettings,
  OUTBOX_STATUSES,
  OutboxMessageOut,
  pagePath,
  pagePathFor,
  pagingQuery,
  ResetPasswordInput,
  RevealedMessageOut,
} from "@alliance/shared";
import { and, count, eq, ne } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notificationOptOuts, outbox, sessions, users } from "../../db/schema";
import { clientKey } from "../../lib/client-key";
import { badRequest, conflict, forbidden, notFound, tooMany } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, errorResponses, signedInRoutes } from "../../lib/route-groups";
import { countHit } from "../../plugins/rate-limit-store";
import { recordAudit } from "../audit/audited";
import { consumeLink, findLinkUser, sendAccountLink, withLiveToken } from "../mail/account-links";
import { enqueue, listOutbox, outboxOut } from "../mail/outbox";
import { passwordChangedMail } from "../mail/templates";
import * as repo from "../users/repository";
import { openLoginGate } from "./login-throttle";
import { refuseCommonPassword } from "./password-policy";
import { hashPassword, verifyPassword } from "./passwords";

const HOUR = 3600;
/** Every forgotten-password answer takes at least this long, whether or not the address exists. */
export const FORGOT_MIN_MS = 250;

const OUTBOX_PAGING = { default: 20, max: MAX_PAGE_SIZE };
const OutboxQuery = pagingQuery(OUTBOX_PAGING).extend({ status: z.enum(OUTBOX_STATUSES).optional() });

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  const config = app.config;

  /** Counts one hit; true when the key is over `max` for the hour. */
  const over = async (key: string, max: number) => (await countHit(db, key, HOUR)) > max;

  app.post(
    "/users/forgot-password",
    {
      config: { invalidatesPublicCache: false },
      schema: {
        summary: "E-mail a link to choose a new password (same answer whether or not the address exists)",
        body: ForgotPasswordInput,
        response: { 202: MessageOut, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      if (await over(`account-mail-ip:${clientKey(request.ip)}`, config.ACCOUNT_MAIL_MAX_PER_IP)) {
        throw tooMany();
      }
      const email = request.body.email.trim().toLowerCase();
      // Counted for every address, known or not, so the answer reveals nothing.
      const accountOver = await over(`account-mail:${email}`, config.ACCOUNT_MAIL_MAX_PER_ACCOUNT);
      const user = await repo.findByEmailForLogin(db, email);
      if (user && !user.reserved && !accountOver) {
        await db.transaction((tx) => sendAccountLink(tx, app.siteLink, user, "reset", app.clock()));
        request.log.info({ event: "password.reset_requested", userId: user.id }, "reset link queued");
      }
      const wait = FORGOT_MIN_MS - (performance.now() - started);
      if (wait > 0) await sleep(wait);
      return reply
        .code(202)
        .send({ message: config.SMTP_URL ? ACCOUNT_TEXTS.forgotAnswer : ACCOUNT_TEXTS.forgotAnswerNoMail });
    },
  );

  app.post(
    "/users/reset-password",
    {
      config: { invalidatesPublicCache: false },
      schema: {
        summary: "Set a password with the link from an invitation or reset e-mail; ends every session",
        body: ResetPasswordInput,
        response: { 200: MessageOut, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      if (await over(`reset-ip:${clientKey(request.ip)}`, config.ACCOUNT_MAIL_MAX_PER_IP)) throw tooMany();
      const { token, password } = request.body;
      const invalid = () =>
        badRequest(ACCOUNT_TEXTS.invalidLink, [{ path: "body.token", message: ACCOUNT_TEXTS.invalidLink }]);
      const user = await findLinkUser(db, token, app.clock());
      if (!user) throw invalid();
      if (await over(`reset-account:${user.id}`, config.ACCOUNT_MAIL_MAX_PER_ACCOUNT)) throw tooMany();
      refuseCommonPassword(password, user, "password");
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction(async (tx) => {
        const id = await consumeLink(tx, token, app.clock());
        if (!id) return undefined;
        // The update voids the account's other open links (trigger users_void_account_links).
        await tx.update(users).set({ passwordHash }).where(eq(users.id, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
        // Setting a password through a link is audited (an admin's account most of all).
        await recordAudit(tx, {
          action: "password-reset",
          entity: "user",
          entityId: id,
          actorId: id,
          actorEmail: user.email,
        });
        return id;
      });
      if (!userId) throw invalid();
      request.log.info({ event: "password.reset", userId }, "password set from a link");
      return { message: ACCOUNT_TEXTS.passwordSet };
    },
  );

  const readSettings = async (userId: string) => {
    const off = await db
      .select({ kind: notificationOptOuts.kind })
      .from(notificationOptOuts)
      .where(eq(notificationOptOuts.userId, userId));
    const offKinds = new Set(off.map((row) => row.kind));
    return Object.fromEntries(
      NOTIFICATION_KEYS.map((key) => [key, !offKinds.has(key)]),
    ) as NotificationSettings;
  };

  await signedInRoutes(app, async (app) => {
    app.post(
      "/users/password",
      {
        config: { invalidatesPublicCache: false },
        schema: {
          summary: "Change one's own password; every other session is signed out",
          body: ChangePasswordInput,
          response: { 200: MessageOut, ...errorResponses(400, 403, 429) },
        },
      },
      async (request, reply) => {
        const me = request.user!;
        if (me.reserved) throw forbidden(API_ERRORS.reservedAccount);
        const { currentPassword, newPassword } = request.body;
        // Guessing the current password with a stolen session is throttled like sign-in.
        const gate = await openLoginGate(db, config, me.email, request.ip);
        if (!gate.allowed) {
          reply.header("Retry-After", String(config.LOGIN_LOCK_SECONDS));
          throw tooMany(API_ERRORS.tooManyAttempts);
        }
        const row = await repo.findById(db, me.id);
        const ok = await verifyPassword(row?.passwordHash, currentPassword);
        await gate.settle(ok);
        if (!ok || !row) {
          throw badRequest(ACCOUNT_TEXTS.wrongCurrentPassword, [
            { path: "body.currentPassword", message: ACCOUNT_TEXTS.wrongCurrentPassword },
          ]);
        }
        refuseCommonPassword(newPassword, row, "newPassword");
        const passwordHash = await hashPassword(newPassword);
        await db.transaction(async (tx) => {
          // The update voids the account's open links (trigger users_void_account_links).
          await tx.update(users).set({ passwordHash }).where(eq(users.id, me.id));
          await recordAudit(tx, {
            action: "password-change",
            entity: "user",
            entityId: me.id,
            actorId: me.id,
            actorEmail: row.email,
          });
          // Every other session ends; the one that made the change is the one the user is holding.
          await tx.delete(sessions).where(and(eq(sessions.userId, me.id), ne(sessions.id, me.sessionId)));
          await enqueue(
            tx,
            "password-changed",
            row.email,
            passwordChangedMail(row.language, {
              name: row.username,
              signInUrl: app.siteLink(pagePathFor(row.language, pagePath("forgotPassword"))),
            }),
          );
        });
        request.log.info({ event: "password.changed", userId: me.id }, "password changed");
        return { message: ACCOUNT_TEXTS.passwordChanged };
      },
    );

    app.get(
      "/users/me/notifications",
      {
        schema: {
          summary: "The signed-in user's notification switches",
          response: { 200: NotificationSettings },
        },
      },
      async (request) => readSettings(request.user!.id),
    );

    app.put(
      "/users/me/notifications",
      {
        config: { invalidatesPublicCache: false },
        schema: {
          summary: "Switch notifications on or off for the signed-in user",
          body: NotificationSettings,
          response: { 200: NotificationSettings, ...errorResponses(400) },
        },
      },
      async (request) => {
        const userId = request.user!.id;
        const off = NOTIFICATION_KEYS.filter((key) => !request.body[key]);
        await db.transaction(async (tx) => {
          await tx.delete(notificationOptOuts).where(eq(notificationOptOuts.userId, userId));
          if (off.length) await tx.insert(notificationOptOuts).values(off.map((kind) => ({ userId, kind })));
        });
        return readSettings(userId);
      },
    );
  });

  await adminRoutes(app, async (app) => {
    app.post(
      "/users/:id/invite",
      {
        config: { invalidatesPublicCache: false },
        schema: {
          summary: "Send a new invitation e-mail (admins only); earlier invitation links stop working",
          params: IdParam,
          response: { 202: MessageOut, ...errorResponses(404) },
        },
      },
      async (request, reply) => {
        const user = await repo.findById(db, requireUuid(request.params.id));
        if (!user) throw notFound();
        if (user.reserved) throw forbidden(API_ERRORS.reservedAccount);
        await db.transaction((tx) => sendAccountLink(tx, app.siteLink, user, "invite", app.clock()));
        return reply.code(202).send({
          message: config.SMTP_URL ? ACCOUNT_TEXTS.invitationSent : ACCOUNT_TEXTS.invitationWaiting,
        });
      },
    );

    listRoute(app, "/outbox", {
      summary: "E-mails queued, sent and failed, newest first (admins only); total in X-Total-Count",
      querystring: OutboxQuery,
      paging: OUTBOX_PAGING,
      item: OutboxMessageOut,
      read: ({ status }, page) => listOutbox(db, { status }, page),
      out: outboxOut,
    });

    app.get(
      "/mail/status",
      {
        schema: {
          summary: "Whether e-mail is sent (SMTP_URL set) and how many messages wait in the outbox (admin)",
          response: { 200: MailStatusOut, ...errorResponses(403) },
        },
      },
      async () => {
        const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, "pending"));
        return { smtp: !!config.SMTP_URL, waiting: Number(row?.n ?? 0) };
      },
    );

    app.post(
      "/outbox/:id/reveal",
      {
        schema: {
          summary:
            "An invitation or reset message with a fresh working link, for an admin to hand over when no mail server is set (audited; older links of that account and purpose die)",
          params: IdParam,
          response: { 200: RevealedMessageOut, ...errorResponses(400, 403, 404, 409) },
        },
      },
      async (request) => {
        const id = requireUuid(request.params.id);
        const revealed = await db.transaction(async (tx) => {
          const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for("update");
          if (!row) throw notFound();
          if (!row.linkUserId) throw conflict("This message has no link to reveal");
          const live = await withLiveToken(tx, row, app.clock());
          if (!live) throw conflict("The account or its address changed since: invite or reset again");
          await recordAudit(tx, {
            action: "reveal-link",
            entity: "outbox",
            entityId: row.id,
            after: { kind: row.kind, to: row.toAddress },
            actorId: request.user!.id,
            actorEmail: request.user!.email,
          });
          const link = /https?:\/\/\S+\/set-password\?token=[A-Za-z0-9_-]+/.exec(live.textBody)?.[0] ?? "";
          return { ...outboxOut(row), text: live.textBody, link };
        });
        return revealed;
      },
    );

    app.post(
      "/outbox/:id/handed-over",
      {
        schema: {
          summary: "Mark a waiting message as handed over by an admin (it will not be sent)",
          params: IdParam,
          response: { 200: OutboxMessageOut, ...errorResponses(400, 403, 404) },
        },
      },
      async (request) => {
        const id = requireUuid(request.params.id);
        const row = await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(outbox)
            .set({ status: "sent", sentAt: app.clock(), lastError: "Handed over by an admin" })
            .where(eq(outbox.id, id))
            .returning();
          if (!updated) throw notFound();
          await recordAudit(tx, {
            action: "hand-over",
            entity: "outbox",
            entityId: id,
            after: { kind: updated.kind, to: updated.toAddress },
            actorId: request.user!.id,
            actorEmail: request.user!.email,
          });
          return updated;
        });
        return outboxOut(row);
      },
    );
  });
};

export default routes;
