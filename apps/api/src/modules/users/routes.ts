// Routes for /api/v1/users (docs/product/spec.md §7, docs/product/design.md §4-5): sign-in, the signed-in user, sign-out and
// user management (admins only). The reserved demo account can never be changed, and an admin
// cannot delete or demote themselves, so the site always keeps at least one admin.
import {
  API_ERRORS,
  DeletedOut,
  LIST_PAGING,
  LoginInput,
  listQuery,
  MessageOut,
  MyAccountInput,
  NearMatchOut,
  SignedInUserOut,
  UserCreateInput,
  UserOut,
  UserUpdateInput,
} from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { conflict, forbidden, notFound, pgErrorCode, tooMany, unauthorized } from "../../lib/errors";
import { requireUuid } from "../../lib/ids";
import { listRoute } from "../../lib/list-route";
import { adminRoutes, errorResponses, signedInRoutes } from "../../lib/route-groups";
import { openLoginGate } from "../account/login-throttle";
import { refuseCommonPassword } from "../account/password-policy";
import { getDummyHash, hashPassword, randomPassword, verifyPassword } from "../account/passwords";
import { audited } from "../audit/audited";
import { sendAccountLink } from "../mail/account-links";
import { organizationLink } from "../organizations/repository";
import { deleteUserGuarded, setAdminGuarded } from "./admin-guard";
import * as repo from "./repository";
import { userOut } from "./serialize";

export const USER_ERRORS = {
  cannotDeleteSelf: "You cannot delete your own account. Ask another admin to do it.",
  cannotDemoteSelf: "You cannot revoke your own admin rights. Ask another admin to do it.",
} as const;

const IdParams = z.object({ id: z.string().max(200) });
const ToggleAdminInput = z
  .object({ isAdmin: z.boolean().optional() })
  .nullish()
  .describe("Optional: the wanted state; without it the flag is toggled");

const routes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;
  // Made now, so the first sign-in with an unknown e-mail takes no longer than any other.
  await getDummyHash();

  /** Loads the user named by the path, or 404 for an unknown or malformed id. */
  async function target(id: string) {
    const row = await repo.findById(db, requireUuid(id));
    if (!row) throw notFound();
    return row;
  }

  const emailConflict = (error: unknown): never => {
    if (pgErrorCode(error) === "23505") throw conflict(API_ERRORS.emailTaken);
    throw error;
  };

  app.post(
    "/login",
    {
      config: { invalidatesPublicCache: false },
      schema: {
        summary: "Sign in with e-mail and password",
        body: LoginInput,
        response: { 200: SignedInUserOut, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const gate = await openLoginGate(db, app.config, email, request.ip);
      const account = email.trim().toLowerCase();
      if (!gate.allowed) {
        request.log.warn({ event: "login.throttled", account, ip: request.ip }, "sign-in throttled");
        reply.header("Retry-After", String(gate.retryAfterSeconds));
        throw tooMany(gate.message);
      }
      const user = await repo.findByEmailForLogin(db, email);
      const ok = await verifyPassword(user?.passwordHash, password);
      await gate.settle(ok);
      if (!ok || !user) {
        request.log.info({ event: "login.failed", account, ip: request.ip }, "sign-in failed");
        throw unauthorized(API_ERRORS.invalidCredentials);
      }
      request.log.info({ event: "login.succeeded", userId: user.id }, "signed in");
      const token = await app.tokens.issue(user.id);
      return { ...userOut(user), token };
    },
  );

  await signedInRoutes(app, async (app) => {
    app.get(
      "/me",
      {
        schema: {
          summary: "The signed-in user",
          response: { 200: UserOut },
        },
      },
      async (request) => userOut(request.user!),
    );

    // Only the caller's own account: there is no id to name another one. A preference like the
    // notification switches, so the reserved demo account may set it too.
    app.put(
      "/me",
      {
        config: { invalidatesPublicCache: false },
        schema: {
          summary:
            "Change the signed-in user's own settings: `language`, the language of their e-mails (en or sw)",
          body: MyAccountInput,
          response: { 200: UserOut, ...errorResponses(400) },
        },
      },
      async (request) => {
        const row = await repo.setLanguage(db, request.user!.id, request.body.language);
        if (!row) throw notFound();
        request.log.info(
          { event: "account.language", userId: row.id, language: row.language },
          "language set",
        );
        return userOut(row);
      },
    );

    app.post(
      "/logout",
      {
        config: { invalidatesPublicCache: false },
        schema: {
          summary: "Sign out: the token stops working at once",
          response: { 200: MessageOut },
        },
      },
      async (request) => {
        await app.tokens.revoke(request.user!.sessionId);
        return { message: "Signed out" };
      },
    );
  });

  await adminRoutes(app, async (app) => {
    app.post(
      "/register",
      {
        schema: {
          summary: "Create a staff user (admins only); without a password they are e-mailed an invitation",
          body: UserCreateInput,
          response: { 201: UserOut, ...errorResponses(400), 409: NearMatchOut },
        },
      },
      async (request, reply) => {
        const { username, email, phone, password, language } = request.body;
        if (password) refuseCommonPassword(password, { email, username }, "password");
        if (await repo.emailTaken(db, email)) throw conflict(API_ERRORS.emailTaken);
        const organization = await organizationLink(db, request.body);
        // Without a password nobody knows one, and the user is e-mailed an invitation link.
        const passwordHash = await hashPassword(password ?? randomPassword(32));
        const row = await audited(db, request, { action: "create", entity: "user" }, async (tx) => {
          const user = await repo.insertUser(tx, {
            username,
            email,
            phone,
            ...organization,
            passwordHash,
            isAdmin: false,
            ...(language ? { language } : {}),
          });
          if (!password) await sendAccountLink(tx, app.siteLink, user, "invite", app.clock());
          return user;
        }).catch(emailConflict);
        return reply.code(201).send(userOut(row));
      },
    );

    listRoute(app, "/", {
      summary: "List users, newest first (admins only); total in X-Total-Count",
      querystring: listQuery("users"),
      paging: LIST_PAGING.users,
      item: UserOut,
      read: ({ q }, page) => repo.listUsers(db, { q }, page),
      out: userOut,
    });

    app.put(
      "/:id",
      {
        schema: {
          summary: "Update a user (admins only); the password changes only when given",
          params: IdParams,
          body: UserUpdateInput,
          response: { 200: UserOut, ...errorResponses(400, 404), 409: NearMatchOut },
        },
      },
      async (request) => {
        const existing = await target(request.params.id);
        if (existing.reserved) throw forbidden(API_ERRORS.reservedAccount);
        const { username, email, phone, password, language } = request.body;
        if (password) refuseCommonPassword(password, { email, username }, "password");
        if (await repo.emailTaken(db, email, existing.id)) throw conflict(API_ERRORS.emailTaken);
        const organization = await organizationLink(db, request.body);
        const passwordHash = password ? await hashPassword(password) : undefined;
        const row = await audited(db, request, { action: "update", entity: "user", before: existing }, (tx) =>
          repo.updateUserAndOwnership(tx, existing, {
            username,
            email,
            phone,
            ...organization,
            ...(passwordHash ? { passwordHash } : {}),
            ...(language ? { language } : {}),
          }),
        ).catch(emailConflict);
        if (!row) throw notFound();
        if (passwordHash) {
          // A new password ends every session of that user; an admin changing their own keeps this one.
          await app.tokens.revokeAll(
            row.id,
            row.id === request.user!.id ? request.user!.sessionId : undefined,
          );
        }
        return userOut(row);
      },
    );

    app.delete(
      "/:id",
      {
        schema: {
          summary: "Delete a user (admins only); their sessions end at once",
          params: IdParams,
          response: { 200: DeletedOut, ...errorResponses(400, 404, 409) },
        },
      },
      async (request) => {
        const existing = await target(request.params.id);
        if (existing.reserved) throw forbidden(API_ERRORS.reservedAccount);
        if (existing.id === request.user!.id) throw conflict(USER_ERRORS.cannotDeleteSelf);
        // Sessions go with the user (ON DELETE CASCADE), so its tokens stop working at once.
        const deleted = await audited(
          db,
          request,
          { action: "delete", entity: "user", entityId: existing.id, before: existing, after: null },
          (tx) => deleteUserGuarded(tx, request.user!.id, existing.id),
        );
        if (!deleted) throw notFound();
        return { _id: existing.id, message: "User deleted" };
      },
    );

    app.patch(
      "/:id/toggle-admin",
      {
        schema: {
          summary: "Make or revoke admin (admins only); a demotion ends that user's sessions at once",
          params: IdParams,
          body: ToggleAdminInput,
          response: { 200: UserOut, ...errorResponses(400, 404), 409: NearMatchOut },
        },
      },
      async (request) => {
        const existing = await target(request.params.id);
        if (existing.reserved) throw forbidden(API_ERRORS.reservedAccount);
        const isAdmin = request.body?.isAdmin ?? !existing.isAdmin;
        if (existing.id === request.user!.id && !isAdmin) throw conflict(USER_ERRORS.cannotDemoteSelf);
        const row = await audited(
          db,
          request,
          { action: isAdmin ? "grant-admin" : "revoke-admin", entity: "user", before: existing },
          (tx) => setAdminGuarded(tx, request.user!.id, existing.id, isAdmin),
        );
        if (!row) throw notFound();
        if (existing.isAdmin && !isAdmin) await app.tokens.revokeAll(row.id);
        return userOut(row);
      },
    );
  });
};

export default routes;
