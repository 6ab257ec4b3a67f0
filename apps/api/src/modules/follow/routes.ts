// Routes for /api/v1/follow (docs/decisions/0052-follow-by-e-mail.md): the public sign-up, its
// confirmation and the unsubscribe. The sign-up answers the same whatever the address (nobody
// learns who follows); confirming and unsubscribing act only on a POST, never on the GET of a
// link a mail scanner may fetch; a mail client's one-click unsubscribe (RFC 8058) is a POST to
// /follow/unsubscribe?token=…, in whatever form encoding it sends.
import { FOLLOW_TEXTS, FollowAnswerOut, FollowInput, FollowTokenInput } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "../../lib/errors";
import { errorResponses } from "../../lib/route-groups";
import { confirm, signUp, unsubscribe } from "./repository";

/** A one-click unsubscribe's body is a few bytes ("List-Unsubscribe=One-Click"). */
const ONE_CLICK_BODY_LIMIT = 4 * 1024;

const routes: FastifyPluginAsyncZod = async (app) => {
  // Mail clients send the one-click POST as a form, URL-encoded or multipart; its body says
  // nothing the token does not (the token is in the address), so it is read as text and ignored.
  for (const type of ["application/x-www-form-urlencoded", "multipart/form-data"]) {
    app.addContentTypeParser(type, { parseAs: "string", bodyLimit: ONE_CLICK_BODY_LIMIT }, (_r, _b, done) =>
      done(null, {}),
    );
  }

  app.post(
    "/",
    {
      config: { invalidatesPublicCache: false },
      preHandler: app.throttle("form"),
      schema: {
        summary:
          "Follow new jobs, events or news by e-mail (public): sends a confirmation link; the answer is the same whether or not the address already follows",
        body: FollowInput,
        response: { 202: FollowAnswerOut, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await app.db.transaction((tx) => signUp(tx, app.siteLink, request.body, app.clock()));
      return reply.code(202).send({ message: FOLLOW_TEXTS.signUpAnswer });
    },
  );

  app.post(
    "/confirm",
    {
      config: { invalidatesPublicCache: false },
      preHandler: app.throttle("form"),
      schema: {
        summary: "Confirm a sign-up with the token of its e-mail's link (public)",
        body: FollowTokenInput,
        response: { 200: FollowAnswerOut, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const done = await app.db.transaction((tx) => confirm(tx, request.body.token, app.clock()));
      if (!done) {
        throw badRequest(FOLLOW_TEXTS.invalidLink, [
          { path: "body.token", message: FOLLOW_TEXTS.invalidLink },
        ]);
      }
      return { message: FOLLOW_TEXTS.confirmed };
    },
  );

  app.post(
    "/unsubscribe",
    {
      config: { invalidatesPublicCache: false },
      schema: {
        summary:
          "Unsubscribe with the token of a message's link (public; RFC 8058 one-click: the token in the query, any form body); answers the same for a link already used",
        querystring: z.object({ token: FollowTokenInput.shape.token.optional() }),
        body: z.object({ token: FollowTokenInput.shape.token.optional() }).nullish(),
        response: { 200: FollowAnswerOut, ...errorResponses(400) },
      },
    },
    async (request) => {
      const token = request.query.token ?? request.body?.token;
      if (!token) {
        throw badRequest(FOLLOW_TEXTS.invalidLink, [
          { path: "query.token", message: FOLLOW_TEXTS.invalidLink },
        ]);
      }
      // Unsubscribing twice (a second click, a retried POST) is not an error.
      await app.db.transaction((tx) => unsubscribe(tx, token));
      return { message: FOLLOW_TEXTS.unsubscribed };
    },
  );
};

export default routes;
