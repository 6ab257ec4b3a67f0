// The DID documents of this site's issuers, at the addresses did:web names
// (docs/decisions/0041-open-badges-credentials.md): the site at /.well-known/did.json, each
// issuing organisation at /organisations/<slug>/did.json (an old slug still answers, with the DID
// it named, so what was issued before a rename verifies). Public, anonymous, cached.
import { SlugParam } from "@alliance/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/errors";
import { errorResponses } from "../../lib/route-groups";

const JsonObject = z.record(z.string(), z.unknown());
const DID_JSON = "application/did+json";

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/.well-known/did.json",
    { schema: { summary: "This site's DID document (did:web)" }, config: { publicCache: true } },
    async (_request, reply) => {
      const document = await app.credentials.didDocument(app.credentials.siteDid);
      return reply.type(DID_JSON).header("access-control-allow-origin", "*").send(document);
    },
  );

  app.get(
    "/organisations/:slug/did.json",
    {
      schema: {
        summary: "An issuing organisation's DID document (did:web:<host>:organisations:<slug>)",
        params: SlugParam,
        response: { 200: JsonObject, ...errorResponses(404) },
      },
      config: { publicCache: true },
    },
    async (request, reply) => {
      const document = await app.credentials.didDocument(
        app.credentials.organisationDid(request.params.slug),
      );
      if (!document) throw notFound();
      return reply.type(DID_JSON).header("access-control-allow-origin", "*").send(document);
    },
  );
};

export default routes;
